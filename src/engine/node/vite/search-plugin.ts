import type { Plugin, ResolvedConfig } from 'vite';
import type { ContentGraph } from '../graph/content-graph.ts';
import { buildSearchContent, searchAssets, type SearchAssets } from './search-index.ts';

/**
 * The site search's Vite side: the index files, made from the content graph
 * (search-index.ts), written into the build output (generateBundle), and
 * `virtual:search-index`, the address of the file a search starts from, for each language. Only
 * the search code imports that module, and only when the reader starts
 * searching, so no page loads any of it up front.
 */
const VIRTUAL_ID = 'virtual:search-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function searchPlugin(options: { contentDir: string; graph: () => Promise<ContentGraph> }): Plugin {
  let config: ResolvedConfig;
  const made = new WeakMap<ContentGraph, Map<string, SearchAssets>>();
  /** Dev server: every file built so far, so a page opened before an edit still finds its index. */
  const served = new Map<string, string>();

  /** Each language's index, by language code. */
  const assets = async (): Promise<Map<string, SearchAssets>> => {
    const graph = await options.graph();
    let found = made.get(graph);
    if (!found) {
      found = new Map(graph.site!.languages.map(({ code }) => [code, searchAssets(buildSearchContent(graph, code), config.base, code)]));
      made.set(graph, found);
      for (const language of found.values()) for (const [file, source] of language.files) served.set(`${config.base}${file}`, source);
    }
    return found;
  };

  return {
    name: 'edtech:search',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: {
      filter: { id: /^virtual:search-index$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:search-index$/ },
      async handler() {
        // The server bundle only prerenders HTML; it never searches.
        if (this.environment.config.consumer === 'server') return 'export default {};';
        return `export default ${JSON.stringify(Object.fromEntries([...(await assets())].map(([code, language]) => [code, language.metaUrl])))};`;
      },
    },
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      for (const language of (await assets()).values()) for (const [fileName, source] of language.files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = request.url ? served.get(request.url.split('?')[0]!) : undefined;
        if (source === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(source);
      });
      // The content plugin rebuilds the graph on a change; the index follows it.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(options.contentDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
