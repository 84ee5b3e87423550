import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../problems.ts';
import { buildContentGraph, hasErrors, type ContentGraph } from './content-graph.ts';
import { compiledPage } from './compile-page.ts';
import { QR_PUBLIC_DIR, qrCodeFiles } from './qr-code.ts';
import { searchPlugin } from './search-plugin.ts';
import { devPages } from './dev-pages.ts';

/**
 * The content engine's Vite side, reading only the content graph
 * (content-graph.ts). It
 *  - serves `virtual:page-table` (every route, the languages, and one lazy
 *    `import()` per page, so each page is its own chunk; the chrome's words and
 *    site values travel with each page, in its language: page-locale.ts);
 *  - serves each page's JavaScript, compiled from the graph's tree (compile-page.ts);
 *  - serves the search index (search-plugin.ts) and the QR codes;
 *  - in `npm run dev`, renders each page on request (dev-pages.ts).
 * `npm run build` hands in the graph it built and checked, so the client build,
 * the server build and prerendering share one; `npm run dev` builds it here and
 * again whenever a file in content/ changes.
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
  const languages = graph.site!.languages.map((language) => language.code);
  return [
    `export const routes = ${JSON.stringify(graph.pages.map((page) => page.path))};`,
    `export const languages = ${JSON.stringify(languages)};`,
    `export const loaders = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

export function contentPlugin(options: { contentDir: string; graph?: ContentGraph }): Plugin[] {
  const contentDir = path.resolve(options.contentDir);
  let current = options.graph;
  let development = false;

  /** The graph, built on first use; a content error stops here with every problem listed. */
  const graph = (): ContentGraph => {
    current ??= buildContentGraph({ contentDir });
    if (hasErrors(current)) throw new ContentError(current);
    return current;
  };

  const contentModules: Plugin = {
    name: 'edtech:content',
    // Before Vite reads an .mdx file itself: its code comes from the graph.
    enforce: 'pre',
    configResolved(config) {
      development = config.command === 'serve';
    },
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
        if (!file.endsWith('.mdx')) return undefined;
        const page = (current ?? graph()).byFile.get(file);
        return page && compiledPage(current!, page, { development }).then((code) => ({ code, map: null }));
      },
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      // The QR codes the pages referenced while the graph was built and the pages compiled.
      for (const [name, svg] of qrCodeFiles()) this.emitFile({ type: 'asset', fileName: `${QR_PUBLIC_DIR}/${name}`, source: svg });
    },
    configureServer(server: ViteDevServer) {
      // Any change in content/ rebuilds the graph and reloads the page, which the server
      // renders afresh from it (dev-pages.ts): pages are HTML, not modules the browser updates.
      const refresh = (file: string) => {
        if (!file.startsWith(contentDir) || !/\.(mdx|ya?ml)$/.test(file)) return;
        current = buildContentGraph({ contentDir });
        server.environments.ssr.moduleGraph.invalidateAll();
        if (hasErrors(current)) {
          server.ws.send({ type: 'error', err: { message: new ContentError(current).message, stack: '' } });
          return;
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.middlewares.use(`/${QR_PUBLIC_DIR}/`, (request, response, next) => {
        const svg = qrCodeFiles().get((request.url ?? '').replace(/^\//, ''));
        if (!svg) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
      server.watcher.add(contentDir);
      for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, refresh);
      // After Vite's own middlewares: what they do not serve is a page address.
      return () => server.middlewares.use(devPages(server, graph));
    },
  };
  return [contentModules, searchPlugin({ contentDir, graph })];
}
