import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../../problems.ts';
import { contentSession, hasErrors, type ContentGraph } from '../graph/content-graph.ts';
import { contentFolder, realPath } from '../graph/content-reader.ts';
import { QR_PUBLIC_DIR, qrCodeFile, qrCodeSvg } from '../graph/qr-code.ts';
import { devGraph, devPages } from './dev-pages.ts';
import { schoolsPlugin } from './schools-plugin.ts';
import { searchPlugin } from './search-plugin.ts';

/**
 * The content engine's Vite side, reading only the content graph
 * (content-graph.ts). It
 *  - stops the build on a content error, with every problem listed;
 *  - serves the search index (search-plugin.ts) and the QR codes;
 *  - in `npm run dev`, renders each page on request (dev-pages.ts).
 * No page goes through the bundler: each page's body is made once with its
 * part of the graph (graph/compile-page.ts), and the server render renders that
 * tree with the chrome's data given then (page-data.ts).
 * `npm run build` hands in the graph it built and checked, so the two bundles
 * and prerendering share one; `npm run dev` keeps a content session that redoes
 * only the file that changed.
 */
export class ContentError extends Error {
  constructor(graph: ContentGraph) {
    const errors = graph.problems.filter((problem) => problem.severity === 'error');
    super(`Content problems (${errors.length}). Fix these and save:\n${errors.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
    // The list names each file and line; a stack trace into the build's code would only bury it in the dev overlay.
    this.stack = `${this.name}: ${this.message}`;
  }
}

export function contentPlugin(options: { contentDir: string; graph?: ContentGraph }): Plugin[] {
  // Vite names modules by their real path, as the graph names its files (contentFolder).
  const contentDir = contentFolder(options.contentDir);
  // `npm run dev` starts from the parts the last build or session kept (build-cache.ts), then redoes only what changes.
  const session = options.graph ? undefined : contentSession({ contentDir, readings: true });

  /** Set by `npm run dev`: a broken page shows its own problems (dev-pages.ts) and the others keep working. */
  let serving = false;
  /**
   * `npm run dev` serves each page under the security policy it ships with (dev-pages.ts); Vite's own
   * inline script and styles (its client, React's refresh) get this nonce (Vite's html.cspNonce), which
   * the policy lets in. A new one each time the server starts.
   */
  const nonce = randomBytes(18).toString('base64url');
  /** `npm run dev`'s graph (dev-pages.ts devGraph). */
  let devGraphOf: (() => Promise<ContentGraph>) | undefined;
  /** The graph; in a build, a content error stops here with every problem listed. */
  const graph = async (): Promise<ContentGraph> => {
    const current = options.graph ?? (await (devGraphOf ? devGraphOf() : session!.graph()));
    if (hasErrors(current) && !serving) throw new ContentError(current);
    return current;
  };

  const contentModules: Plugin = {
    name: 'edtech:content',
    config(_config, { command }) {
      return command === 'serve' ? { html: { cspNonce: nonce } } : undefined;
    },
    async buildStart() {
      // `npm run dev` starts even with a content error: it shows in the browser overlay when a page loads.
      if (!this.meta.watchMode) await graph();
    },
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      // Every QR code a page shows, one file each, drawn anew: drawing one (0.6 ms) costs less than keeping it
      // in the build cache did (writing it there took 0.8 ms on a first build).
      for (const text of (await graph()).qrCodes) this.emitFile({ type: 'asset', fileName: `${QR_PUBLIC_DIR}/${qrCodeFile(text)}`, source: qrCodeSvg(text) });
    },
    configureServer(server: ViteDevServer) {
      // A change in content/ redoes that file's part of the graph and reloads the page, which the server
      // renders afresh (dev-pages.ts): pages are HTML, not modules the browser updates.
      serving = true;
      const publicDir = path.join(path.dirname(contentDir), 'public');
      const dev = devGraph(server, () => session!.graph(), { publicDir });
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
        // The browser reloads at once; while it does, the new graph is made (only the saved file's part
        // again) and checked. The page shows its own problems, if any (dev-pages.ts).
        server.ws.send({ type: 'full-reload' });
        setImmediate(() => {
          dev.prepare().catch((error: unknown) => {
            // The page's request makes the graph again and shows what went wrong; the server keeps running.
            server.config.logger.error(`Reading content after a save failed: ${error instanceof Error ? error.message : String(error)}`);
          });
        });
      };
      server.middlewares.use(`/${QR_PUBLIC_DIR}/`, (request, response, next) => {
        void session!.graph().then((current) => {
          const text = current.qrCodes.find((candidate) => qrCodeFile(candidate) === (request.url ?? '').replace(/^\//, ''));
          if (text === undefined) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(qrCodeSvg(text));
        }, next);
      });
      server.watcher.add([contentDir, publicDir]);
      for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, refresh);
      // After Vite's own middlewares: what they do not serve is a page address.
      return () => server.middlewares.use(devPages(server, dev, nonce));
    },
  };
  return [contentModules, searchPlugin({ contentDir, graph }), schoolsPlugin({ contentDir, graph })];
}
