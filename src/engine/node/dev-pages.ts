import fs from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { routeInLanguage } from '../languages.ts';
import { matchRoute, notFoundKeyOf } from '../routing.ts';
import { withoutBase } from '../urls.ts';
import type { ContentGraph } from './content-graph.ts';
import { escapeHtml, pageDocument } from './page-document.ts';

/** src/entry-server.tsx, as Vite loads it for the server. */
interface ServerEntry {
  renderPage(url: string, key: string): Promise<string>;
}

/**
 * `npm run dev`: every page address is rendered on the server at each request,
 * as the build prerenders it, so the page is the same HTML with the same
 * islands; Vite adds its live reload. A content error is shown in the page
 * (Vite's error overlay), listing each file and line.
 */
export function devPages(server: ViteDevServer, graph: () => ContentGraph): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const sitePath = withoutBase(server.config.base, url.pathname);
    // Files (scripts, styles, images, Vite's own) are Vite's to serve.
    if (request.method !== 'GET' || sitePath === undefined || /\.\w+$/.test(sitePath) || !request.headers.accept?.includes('text/html')) return next();
    void (async () => {
      const content = graph();
      const languages = content.site!.languages;
      const route = matchRoute(sitePath, content.pages.map((page) => page.path));
      const key = route ?? notFoundKeyOf(sitePath, languages.map((language) => language.code));
      const source = route ? content.byPath.get(route)! : content.notFoundPages.find((page) => page.key === key)!;
      const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
      const body = await entry.renderPage(route ?? routeInLanguage('/404', source.lang, languages), key);
      const template = await server.transformIndexHtml(url.pathname, fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8'));
      response.statusCode = route ? 200 : 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(pageDocument(template, source, body, [`<title>${escapeHtml(source.documentTitle)}</title>`]));
    })().catch((error: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    });
  };
}
