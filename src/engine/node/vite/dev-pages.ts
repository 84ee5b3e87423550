import fs from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { routeInLanguage } from '../../languages.ts';
import { errorsLast, type ContentProblem } from '../../problems.ts';
import { canonicalPath, matchRoute, notFoundKeyOf, routeFromFile } from '../../routing.ts';
import { pageHref, withoutBase } from '../../urls.ts';
import { checkContent } from '../checks/check-content.ts';
import { pageBodies, projectRelative, SITE_FILE, type ContentGraph } from '../graph/content-graph.ts';
import { escapeHtml, pageDocument, pageHead } from '../render/page-document.ts';
import { handoutGuides, pageData } from '../render/page-data.ts';
import { bilingualHandouts } from '../render/page-handouts.ts';
import type { HandoutJob, PageBodies, PageData } from '../../page-types.ts';
import { BILINGUAL_SEGMENT } from '../../../handouts/bilingual.ts';

/** src/entry-server.tsx, as Vite loads it for the server. */
interface ServerEntry {
  renderPage(url: string, page: PageData, bodies: PageBodies, handout?: HandoutJob): string;
  renderProblemsPage(url: string, page: PageData, problemsHtml: string): string;
}

/** The content graph as `npm run dev` serves it, and the problems the check finds in it. */
export interface DevGraph {
  /** The current graph. */
  graph(): Promise<ContentGraph>;
  /** Every problem of the current graph: its own and the checks across pages (check-content.ts), once per graph. */
  problems(): Promise<readonly ContentProblem[]>;
  /** Makes the graph and its problems now (called while the browser reloads after a save). */
  prepare(): Promise<void>;
  /** A file of public/ came or went: pictures are checked again (the graph itself has not changed). */
  publicChanged(): void;
}

/**
 * A save changes one file's part of the graph (content-graph.ts contentSession);
 * the check across pages runs once per graph, when a page first asks for it.
 * Each page is rendered from its part's body (page-body.ts), so a page shows a
 * save at once, and what the chrome shows of other pages (a sibling's title,
 * the strings) is given at each render (page-data.ts), never kept in a body.
 */
export function devGraph(server: ViteDevServer, graph: () => Promise<ContentGraph>, options: { publicDir: string }): DevGraph {
  let checked: { graph: ContentGraph; problems: ContentProblem[] } | undefined;
  /** The check across pages; should it fail on something unforeseen, the pages still show, with the graph's own problems and a note. */
  const check = (current: ContentGraph): ContentProblem[] => {
    try {
      return checkContent(current, { publicDir: options.publicDir }).problems;
    } catch (error) {
      server.config.logger.error(`The content check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const note: ContentProblem = { file: projectRelative(current.contentDir, SITE_FILE), severity: 'warning', message: `the content check stopped with an error (${error instanceof Error ? error.message : String(error)}); links, pictures and warnings were not checked`, hint: 'run npm run check to see it; tell the site\'s developers if it persists' };
      return [...current.problems, note];
    }
  };
  const problems = async () => {
    const current = await graph();
    if (checked?.graph !== current) checked = { graph: current, problems: check(current) };
    return checked.problems;
  };
  return {
    graph,
    problems,
    prepare: async () => void (await problems()),
    publicChanged: () => {
      checked = undefined;
    },
  };
}

/**
 * The problems that concern one page but do not stop it from being shown: the
 * checks across pages on its file (links, #anchors, pictures), its warnings,
 * and the errors of the files every page is made from (site.yaml, staff.yaml,
 * strings; the home page shows their warnings too). The build stops on their errors too; `npm run dev` shows the page
 * with them in a box above it.
 */
function bannerProblemsOf(file: string, problems: readonly ContentProblem[], contentDir: string, isHome: boolean): ContentProblem[] {
  const content = path.basename(contentDir);
  // A file that has no place in content/ or public/ (checks/site-files.ts) is said on every page: it stops the build.
  const shared = (problem: ContentProblem) => !problem.file.endsWith('.mdx') && (problem.file.startsWith(`${content}/`) || problem.file.startsWith('public/'));
  // Their warnings (an outside address no page uses) concern the site as a whole: the home page shows them.
  return problems.filter((problem) => problem.file === file || (shared(problem) && (problem.severity === 'error' || isHome)));
}

/** The box's look, in the page's <head>: `npm run dev` only, so the built stylesheet carries none of it; let in by the policy's nonce. */
const style = (nonce: string) => `<style nonce="${nonce}">
  .dev-problems { margin: var(--space-4); padding: var(--space-4); border: 3px solid var(--color-warning); background: var(--color-warning-tint); color: var(--color-text); }
  .dev-problems--page { max-width: 60rem; }
  .dev-problems code { overflow-wrap: anywhere; }
</style>`;

const where = (problem: ContentProblem) => `${problem.file}${problem.line ? `:${problem.line}` : ''}${problem.column ? `:${problem.column}` : ''}${problem.endLine && problem.endLine !== problem.line ? ` to line ${problem.endLine}` : ''}`;

/** The problems as a list an editor reads in the page: file:line:column, what is wrong, what to do; warnings first and errors last, as npm run check lists them. */
function problemList(problems: readonly ContentProblem[]): string {
  const item = (problem: ContentProblem) =>
    `<li><code>${escapeHtml(where(problem))}</code> ${problem.severity === 'warning' ? 'warning' : '<strong>error</strong>'}: ${escapeHtml(problem.message)}${problem.hint ? `<br />What to do: ${escapeHtml(problem.hint)}` : ''}</li>`;
  return `<ul>${errorsLast(problems).map(item).join('')}</ul><p>Every message is explained in content/README.md, "What the checks say, and how to fix it". Save the file and this page reloads.</p>`;
}

/** The box above a page that can be shown but has problems (never in the build). */
function banner(problems: readonly ContentProblem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const heading = errors > 0
    ? `${errors} error${errors === 1 ? '' : 's'} to fix before this can be published (npm run check and the build stop on ${errors === 1 ? 'it' : 'them'})`
    : `${problems.length} warning${problems.length === 1 ? '' : 's'} for this page (the site can be published with ${problems.length === 1 ? 'it' : 'them'})`;
  return `<aside class="dev-problems" aria-label="Problems in this page"><p><strong>${escapeHtml(heading)}</strong>. Only npm run dev shows this box.</p>${problemList(problems)}</aside>`;
}

/**
 * `npm run dev`: every page address is rendered on the server at each request,
 * as the build prerenders it, so the page is the same HTML with the same
 * script; Vite adds its live reload. An editor sees every problem where it is:
 *  - a page whose own file has an error that stops it from being built (its
 *    text, header or building blocks) shows every problem of that file, with
 *    file:line:column and what to do, in the site's frame, with status 500;
 *    every other page works;
 *  - a page that can be built but has warnings, links, #anchors or pictures
 *    that lead nowhere, or an error in site.yaml, staff.yaml or the strings,
 *    shows them in a box above the page (never in the build).
 * Each page has the <head> the build writes (page-document.ts pageHead), so it
 * runs under the security policy it ships with; Vite's own inline script and
 * styles, and the box's, are let in by `nonce` (content-plugin.ts).
 */
const BILINGUAL_PATH = new RegExp(`/${BILINGUAL_SEGMENT}/?$`);

export function devPages(server: ViteDevServer, dev: DevGraph, nonce: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const sitePath = withoutBase(server.config.base, url.pathname);
    // Files (scripts, styles, images) and Vite's own addresses (/@vite/client, /@id/…, /__…) are Vite's to serve; any
    // other GET is a page, whatever it accepts (a plain curl asks for */*), as on every host.
    if (request.method !== 'GET' || sitePath === undefined || /\.\w+$/.test(sitePath) || /^\/(@|__)/.test(sitePath)) return next();
    void (async () => {
      const content = await dev.graph();
      const template = await server.transformIndexHtml(url.pathname, fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8'));
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      const plainPage = (title: string, problems: readonly ContentProblem[]) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${escapeHtml(title)}</title><style>body { font-family: system-ui, sans-serif; margin: 2rem; } .dev-problems { max-width: 60rem; padding: 1rem; border: 3px solid #b45309; background: #fff7ed; }</style></head><body><main class="dev-problems dev-problems--page"><h1>${escapeHtml(title)}</h1>${problemList(problems)}</main></body></html>`;
      if (!content.site) {
        response.statusCode = 500;
        response.end(plainPage('No page can be shown: site.yaml has errors', await dev.problems()));
        return;
      }
      const languages = content.site.languages;
      const routes = content.pages.map((page) => page.path);
      // A printable page's handout in two languages (src/handouts/bilingual.ts) is that page, rendered so, where the build writes one.
      const bothOf = BILINGUAL_PATH.test(sitePath) && !matchRoute(sitePath, routes) ? matchRoute(sitePath.replace(BILINGUAL_PATH, ''), routes) : undefined;
      const bilingual = bothOf === undefined ? undefined : bilingualHandouts(content).find((handout) => handout.page.path === bothOf);
      const route = bilingual ? bothOf : matchRoute(sitePath, routes);
      // An old address (site.yaml oldAddresses, a page that moved) is sent on, as every host does.
      const alias = route ? undefined : content.aliases.find((candidate) => canonicalPath(candidate.from) === canonicalPath(sitePath));
      if (alias) {
        response.writeHead(301, { Location: `${server.config.base}${pageHref(alias.to).slice(1)}` }).end();
        return;
      }
      const key = route ?? notFoundKeyOf(sitePath, languages.map((language) => language.code));
      const checked = await dev.problems();
      // A file whose header has an error is no page yet: its address shows that file's problems, not "not found".
      const headerless = route ? undefined : content.files.find((file) => routeFromFile(file.relativeFile) === sitePath.toLowerCase().replace(/(.)\/$/, '$1') && !content.byFile.has(path.join(content.contentDir, file.relativeFile)));
      const source = route ? content.byPath.get(route) : content.notFoundPages.find((page) => page.key === key) ?? content.notFound;
      const file = headerless?.file ?? source?.file;
      if (!source || !file) {
        response.statusCode = 500;
        response.end(plainPage('The not-found page cannot be shown', checked.filter((problem) => problem.file.endsWith('404.mdx'))));
        return;
      }
      if (!source.locale) {
        // Its language's strings file has errors: no page of that language has words around it.
        response.statusCode = 500;
        response.end(plainPage(`No page in this language can be shown: content/strings/${source.lang}.yaml has errors`, checked.filter((problem) => problem.severity === 'error' && !problem.file.endsWith('.mdx'))));
        return;
      }
      // What stops this page from being built: its own file's errors in the graph (it has no body then: content-part.ts).
      const blocked = content.problems.some((problem) => problem.file === file && problem.severity === 'error');
      const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
      if (blocked) {
        const own = checked.filter((problem) => problem.file === file);
        const title = `${file} cannot be shown yet`;
        response.statusCode = 500;
        let body: string;
        try {
          // In the site's frame (header, menu, footer), as the page would be, in its language.
          const frame = { ...pageData(source, content), title, printable: false, layout: 'default' as const, outline: [], siblings: [], print: undefined, outdated: undefined };
          body = entry.renderProblemsPage(route ?? routeInLanguage('/404', source.lang, languages), frame, problemList(own));
        } catch {
          // The frame itself cannot be made (its words are broken too): the problems alone.
          response.end(plainPage(title, own));
          return;
        }
        const head = pageHead(source, content, { nonce }).map((tag) => (tag.startsWith('<title>') ? `<title>${escapeHtml(`Problems in ${file}`)}</title>` : tag));
        response.end(pageDocument(template, source, body, [...head, style(nonce)]));
        return;
      }
      const guides = bilingual ? handoutGuides(source, content, true) : source.frontmatter.packet ? handoutGuides(source, content, false) : [];
      const handout = guides.length > 0 ? { both: Boolean(bilingual), guides } : undefined;
      const rendered = entry.renderPage(bilingual ? bilingual.route : (route ?? routeInLanguage('/404', source.lang, languages)), pageData(source, content), pageBodies(content), handout);
      const problems = bannerProblemsOf(file, checked, content.contentDir, route !== undefined && route === routeInLanguage('/', source.lang, languages));
      response.statusCode = route ? 200 : 404;
      response.end(pageDocument(template, source, `${problems.length > 0 ? banner(problems) : ''}${rendered}`, [...pageHead(source, content, { nonce, ...(bilingual ? { bilingual: { route: bilingual.route, title: bilingual.title } } : {}) }), ...(problems.length > 0 ? [style(nonce)] : [])]));
    })().catch((error: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    });
  };
}
