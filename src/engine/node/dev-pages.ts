import fs from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { routeInLanguage } from '../languages.ts';
import type { ContentProblem } from '../problems.ts';
import { matchRoute, notFoundKeyOf, routeFromFile } from '../routing.ts';
import { withoutBase } from '../urls.ts';
import { checkContent } from './check-content.ts';
import type { ContentGraph, GraphPage } from './content-graph.ts';
import { escapeHtml, pageDocument } from './page-document.ts';
import { compileKey } from './remark-from-graph.ts';

/** src/entry-server.tsx, as Vite loads it for the server. */
interface ServerEntry {
  renderPage(url: string, key: string): Promise<string>;
}

/** The content graph as `npm run dev` serves it, and the problems the check finds in it. */
export interface DevGraph {
  /** The current graph; when a save has changed it, the page modules made from the old one are dropped first. */
  graph(): ContentGraph;
  /** Every problem of the current graph: its own and the checks across pages (check-content.ts), once per graph. */
  problems(): readonly ContentProblem[];
  /** Makes the graph and its problems now (called while the browser reloads after a save). */
  prepare(): void;
}

/**
 * A save changes one file's part of the graph (content-graph.ts contentSession);
 * what depends on it is found by comparing each page's compile key
 * (remark-from-graph.ts: its text, site values, place among the other pages and
 * words around it) in the old and new graph. Only the server modules of pages
 * whose key changed are dropped, and the page table when pages came or went;
 * the engine, layout and blocks stay loaded, and other pages keep their
 * compiled code.
 */
export function devGraph(server: ViteDevServer, sessionGraph: () => ContentGraph, options: { publicDir: string; tableId: string }): DevGraph {
  let shown: ContentGraph | undefined;
  let checked: { graph: ContentGraph; problems: ContentProblem[] } | undefined;
  const table = (graph: ContentGraph) => JSON.stringify([...graph.pages, ...graph.notFoundPages].map((page) => [page.key, page.absoluteFile]));
  const drop = (previous: ContentGraph, next: ContentGraph) => {
    const modules = server.environments.ssr.moduleGraph;
    const keyOf = (page: GraphPage | undefined, graph: ContentGraph) => page && compileKey(page, graph, true, server.config.root);
    const files = new Set([...previous.files, ...next.files].map((file) => file.absoluteFile));
    for (const file of files) {
      if (keyOf(previous.byFile.get(file), previous) === keyOf(next.byFile.get(file), next)) continue;
      for (const module of modules.getModulesByFile(file) ?? []) modules.invalidateModule(module);
    }
    if (table(previous) !== table(next)) {
      const module = modules.getModuleById(options.tableId);
      if (module) modules.invalidateModule(module);
    }
  };
  const graph = () => {
    const next = sessionGraph();
    if (shown && next !== shown) drop(shown, next);
    return (shown = next);
  };
  const problems = () => {
    const current = graph();
    if (checked?.graph !== current) checked = { graph: current, problems: checkContent(current, { publicDir: options.publicDir }).problems };
    return checked.problems;
  };
  return { graph, problems, prepare: () => void problems() };
}

/** The problems that concern one page: its own file's, and those of the files every page is made from (site.yaml, strings). */
function problemsOf(page: GraphPage, problems: readonly ContentProblem[], contentDir: string): ContentProblem[] {
  const content = path.basename(contentDir);
  return problems.filter((problem) => problem.file === page.file || (problem.severity === 'error' && !problem.file.endsWith('.mdx') && problem.file.startsWith(`${content}/`)));
}

/** The problems as a list an editor reads in the page: file:line:column, what is wrong, what to do. */
function problemList(problems: readonly ContentProblem[]): string {
  const item = (problem: ContentProblem) =>
    `<li><code>${escapeHtml(`${problem.file}${problem.line ? `:${problem.line}` : ''}${problem.column ? `:${problem.column}` : ''}`)}</code> ${problem.severity === 'warning' ? 'warning' : '<strong>error</strong>'}: ${escapeHtml(problem.message)}${problem.hint ? `<br />What to do: ${escapeHtml(problem.hint)}` : ''}</li>`;
  return `<ul>${problems.map(item).join('')}</ul><p>Every message is explained in content/README.md, "What the checks say, and how to fix it". Save the file and this page reloads.</p>`;
}

/**
 * `npm run dev`: every page address is rendered on the server at each request,
 * as the build prerenders it, so the page is the same HTML with the same
 * islands; Vite adds its live reload. An editor sees every problem where it is:
 *  - a page whose own file (or site.yaml) has an error shows that error, with
 *    file:line and what to do, instead of the page; every other page works;
 *  - a page that builds but has warnings, or links, #anchors or pictures that
 *    lead nowhere, shows them in a box above the page (never in the build).
 */
export function devPages(server: ViteDevServer, dev: DevGraph): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const sitePath = withoutBase(server.config.base, url.pathname);
    // Files (scripts, styles, images, Vite's own) are Vite's to serve.
    if (request.method !== 'GET' || sitePath === undefined || /\.\w+$/.test(sitePath) || !request.headers.accept?.includes('text/html')) return next();
    void (async () => {
      const content = dev.graph();
      const template = await server.transformIndexHtml(url.pathname, fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8'));
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (!content.site) {
        response.statusCode = 500;
        response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>site.yaml has errors</title></head><body class="dev-problems dev-problems--page"><h1>No page can be shown: site.yaml has errors</h1>${problemList(content.problems)}</body></html>`);
        return;
      }
      const languages = content.site.languages;
      const route = matchRoute(sitePath, content.pages.map((page) => page.path));
      const key = route ?? notFoundKeyOf(sitePath, languages.map((language) => language.code));
      const source = route ? content.byPath.get(route)! : content.notFoundPages.find((page) => page.key === key)!;
      const checked = dev.problems();
      // A file whose header has an error is no page yet: its address shows that file's problems, not "not found".
      const broken = route ? undefined : content.files.find((file) => routeFromFile(file.relativeFile) === sitePath.toLowerCase().replace(/(.)\/$/, '$1') && file.problems.some((problem) => problem.severity === 'error'));
      const problems = broken ? checked.filter((problem) => problem.file === broken.file) : problemsOf(source, checked, content.contentDir);
      const errors = problems.filter((problem) => problem.severity === 'error');
      if (errors.length > 0) {
        // This page cannot be built as it is: say why, in the site's own frame; other pages are unaffected.
        response.statusCode = 500;
        const file = broken?.file ?? source.file;
        const body = `<main id="main" class="dev-problems dev-problems--page"><h1>${escapeHtml(file)} cannot be shown yet</h1>${problemList(errors)}</main>`;
        response.end(pageDocument(template, source, body, [`<title>Problems in ${escapeHtml(file)}</title>`]));
        return;
      }
      const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
      const rendered = await entry.renderPage(route ?? routeInLanguage('/404', source.lang, languages), key);
      const banner = problems.length > 0 ? `<aside class="dev-problems" aria-label="Problems in this page's file">${problemList(problems)}</aside>` : '';
      response.statusCode = route ? 200 : 404;
      response.end(pageDocument(template, source, `${banner}${rendered}`, [`<title>${escapeHtml(source.documentTitle)}</title>`]));
    })().catch((error: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    });
  };
}
