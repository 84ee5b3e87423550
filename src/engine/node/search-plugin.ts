import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadContent } from './load-content.ts';
import { buildSearchContent, searchAssets, type SearchAssets } from './search-index.ts';

/**
 * The site search's Vite side: builds the search index from content/ (see
 * search-index.ts), writes its files into the build output (generateBundle) and
 * serves `virtual:search-index`, the address of the file a search starts from.
 * Only the search code imports that module, and only when the reader starts
 * searching, so no page loads any of it up front.
 */
const VIRTUAL_ID = 'virtual:search-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function searchPlugin(options: { contentDir: string }): Plugin {
  const contentDir = path.resolve(options.contentDir);
  let config: ResolvedConfig;
  let assets: SearchAssets | undefined;
  /** Dev server: every file built so far, so a page opened before an edit still finds its index. */
  const served = new Map<string, string>();

  const build = (): SearchAssets => {
    if (assets) return assets;
    const content = loadContent(contentDir);
    // The content plugin reports the problems themselves; the search cannot be built without the pages.
    if (content.problems.some((problem) => problem.severity === 'error')) throw new Error('The search index needs content without problems (see the content errors).');
    assets = searchAssets(buildSearchContent(content), config.base);
    for (const [file, source] of assets.files) served.set(`${config.base}${file}`, source);
    return assets;
  };

  return {
    name: 'edtech:search',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      assets = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The server bundle only prerenders HTML; it never searches.
      if (this.environment.config.consumer === 'server') return 'export default "";';
      return `export default ${JSON.stringify(build().metaUrl)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      for (const [fileName, source] of build().files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = request.url ? served.get(request.url.split('?')[0]!) : undefined;
        if (source === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(source);
      });
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        assets = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
