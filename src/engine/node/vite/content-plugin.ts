import type { CompileOptions } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../../problems.ts';
import { contentSession, hasErrors, type ContentGraph } from '../graph/content-graph.ts';
import { devGraph, devPages } from './dev-pages.ts';
import { QR_PUBLIC_DIR, qrCodeFile, qrCodeSvg } from '../graph/qr-code.ts';
import { remarkComponentImports } from './remark-component-imports.ts';
import { compileKey, remarkFromGraph } from './remark-from-graph.ts';
import { buildCache } from '../graph/build-cache.ts';
import { cachedParts } from '../graph/content-parts.ts';
import { contentFolder, realPath } from '../graph/content-reader.ts';
import { remarkPageExport } from './remark-page-export.ts';
import { remarkPrintFooter } from './remark-print-footer.ts';
import { schoolsPlugin } from './schools-plugin.ts';
import { searchPlugin } from './search-plugin.ts';

/**
 * The content engine's Vite side, reading only the content graph
 * (content-graph.ts). It
 *  - serves `virtual:page-table` (one lazy `import()` per page, by its route or
 *    not-found key, so each page is its own chunk; the chrome's words and site
 *    values travel with each page, in its language: page-locale.ts);
 *  - compiles each page with @mdx-js/rollup, from the tree the graph already
 *    parsed (remark-from-graph.ts), then the build's own steps: the print
 *    footer, the imports of the blocks the page uses, and `export const page`;
 *  - serves the search index (search-plugin.ts) and the QR codes;
 *  - in `npm run dev`, renders each page on request (dev-pages.ts).
 * `npm run build` hands in the graph it built and checked, so the two bundles
 * and prerendering share one; `npm run dev` keeps a content session that redoes
 * only the file that changed.
 */
const TABLE_ID = 'virtual:page-table';
const RESOLVED_TABLE_ID = `\0${TABLE_ID}`;

export class ContentError extends Error {
  constructor(graph: ContentGraph) {
    const errors = graph.problems.filter((problem) => problem.severity === 'error');
    super(`Content problems (${errors.length}). Fix these and save:\n${errors.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
    // The list names each file and line; a stack trace into the build's code would only bury it in the dev overlay.
    this.stack = `${this.name}: ${this.message}`;
  }
}

function pageTableModule(graph: ContentGraph): string {
  const loaders = [...graph.pages, ...graph.notFoundPages].map((page) => `  ${JSON.stringify(page.key)}: () => import(${JSON.stringify(page.absoluteFile)}),`);
  return `export const loaders = {\n${loaders.join('\n')}\n};`;
}

/** How a page is compiled from the graph (a test compiles pages with the same options). */
export function compileOptions(graph: () => ContentGraph): Pick<CompileOptions, 'remarkPlugins'> {
  return { remarkPlugins: [[remarkFromGraph, { graph }], remarkPrintFooter, remarkComponentImports, remarkPageExport] };
}

/**
 * @mdx-js/rollup, with each page's compiled code kept in the build cache
 * (build-cache.ts) under everything it is made from (remark-from-graph.ts
 * compileKey): a page whose text and place in the site have not changed is not
 * compiled again.
 */
function cachedCompiler(graph: () => ContentGraph): Plugin {
  const compiler = mdx({ include: /\.mdx$/, ...compileOptions(graph) });
  const cache = buildCache('compiled');
  let keyOf: (file: string) => string | undefined = () => undefined;
  return {
    name: 'edtech:compile-mdx',
    // Before the React plugin, which would otherwise read the .mdx file as JSX.
    enforce: 'pre',
    config: compiler.config,
    configResolved(config) {
      keyOf = (file) => {
        const page = graph().byFile.get(file);
        return page && compileKey(page, graph(), config.mode === 'development', config.root);
      };
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.mdx')) return undefined;
      const key = keyOf(file);
      const kept = key === undefined ? undefined : cache.get(key);
      if (kept !== undefined) return { code: kept, map: null };
      const compiled = await compiler.transform(code, id);
      if (!compiled) return undefined;
      if (key !== undefined) cache.set(key, compiled.code);
      // The page's code is read only to prerender it; its source map would serve no one.
      return { code: compiled.code, map: null };
    },
  };
}

export function contentPlugin(options: { contentDir: string; graph?: ContentGraph }): Plugin[] {
  // Vite names modules by their real path, as the graph names its files (contentFolder).
  const contentDir = contentFolder(options.contentDir);
  // `npm run dev` starts from the parts the last build or session kept (build-cache.ts), then redoes only what changes.
  const session = options.graph ? undefined : contentSession({ contentDir, parts: cachedParts() });

  /** Set by `npm run dev`: a broken page shows its own problems (dev-pages.ts) and the others keep working. */
  let serving = false;
  /** `npm run dev`'s graph (dev-pages.ts devGraph), which drops what a save made stale before it is used. */
  let devGraphOf: (() => ContentGraph) | undefined;
  /** The graph; in a build, a content error stops here with every problem listed. */
  const graph = (): ContentGraph => {
    const current = options.graph ?? (devGraphOf ? devGraphOf() : session!.graph());
    if (hasErrors(current) && !serving) throw new ContentError(current);
    return current;
  };

  const contentModules: Plugin = {
    name: 'edtech:content',
    // Before Vite reads an .mdx file itself: its text comes from the graph.
    enforce: 'pre',
    buildStart() {
      // `npm run dev` starts even with a content error: it shows in the browser overlay when a page loads.
      if (!this.meta.watchMode) graph();
    },
    // The filters let the bundler skip calling these hooks for every other module (thousands, with many guides).
    resolveId: {
      filter: { id: /^virtual:/ },
      handler(id) {
        return id === TABLE_ID ? RESOLVED_TABLE_ID : undefined;
      },
    },
    load: {
      filter: { id: /^\0virtual:|\.mdx(\?|$)/ },
      handler(id) {
        if (id === RESOLVED_TABLE_ID) return pageTableModule(graph());
        const file = id.split('?')[0]!;
        // The text the graph read: the compiler takes the graph's tree of it (remark-from-graph.ts).
        return file.endsWith('.mdx') ? graph().byFile.get(file)?.source : undefined;
      },
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      // Every QR code a page shows, one file each; a drawing made before is taken from the build cache.
      const drawings = buildCache('qr');
      for (const text of graph().qrCodes) {
        let svg = drawings.get(text);
        if (svg === undefined) drawings.set(text, (svg = qrCodeSvg(text)));
        this.emitFile({ type: 'asset', fileName: `${QR_PUBLIC_DIR}/${qrCodeFile(text)}`, source: svg });
      }
    },
    configureServer(server: ViteDevServer) {
      // A change in content/ redoes that file's part of the graph and reloads the page, which the server
      // renders afresh (dev-pages.ts): pages are HTML, not modules the browser updates.
      serving = true;
      const publicDir = path.join(path.dirname(contentDir), 'public');
      const dev = devGraph(server, () => session!.graph(), { publicDir, tableId: RESOLVED_TABLE_ID });
      devGraphOf = dev.graph;
      const refresh = (changed: string) => {
        const file = realPath(changed);
        if (file.startsWith(publicDir + path.sep)) {
          // A picture added or removed: the pages that show it are checked again on reload.
          dev.publicChanged();
          server.ws.send({ type: 'full-reload' });
          return;
        }
        if (!file.startsWith(contentDir + path.sep) || !/\.(mdx|ya?ml)$/.test(file)) return;
        session!.changed(file);
        // The browser reloads at once; while it does, the new graph is made and checked, and only the
        // page modules it changed are dropped (devGraph). The page shows its own problems, if any (dev-pages.ts).
        server.ws.send({ type: 'full-reload' });
        setImmediate(() => {
          try {
            dev.prepare();
          } catch (error) {
            // The page's request makes the graph again and shows what went wrong; the server keeps running.
            server.config.logger.error(`Reading content after a save failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        });
      };
      server.middlewares.use(`/${QR_PUBLIC_DIR}/`, (request, response, next) => {
        const text = session!.graph().qrCodes.find((candidate) => qrCodeFile(candidate) === (request.url ?? '').replace(/^\//, ''));
        if (text === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(qrCodeSvg(text));
      });
      server.watcher.add([contentDir, publicDir]);
      for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, refresh);
      // After Vite's own middlewares: what they do not serve is a page address.
      return () => server.middlewares.use(devPages(server, dev));
    },
  };
  return [contentModules, cachedCompiler(graph), searchPlugin({ contentDir, graph }), schoolsPlugin({ contentDir, graph })];
}
