/**
 * `npm run size`: what each page of the built site ($SITE_DIST or dist/) costs
 * a reader, gzip level 9, against the budgets. Reads each page's HTML and the
 * build's module graph (Vite's manifest, which the build keeps out of dist/:
 * src/engine/node/publish/vite-manifest.ts). Fails over budget, or when any
 * script a browser can load holds a framework runtime.
 *
 *  - First visit: the HTML, the stylesheet, the scripts a page runs at once
 *    (classic scripts, the module entry, which is the page script
 *    src/browser/page.ts, any modulepreload, each with every chunk it imports
 *    statically; on a not-found page also the address lookup the page script
 *    imports at once), and its pictures that are not `loading="lazy"`.
 *  - Whole visit: the first visit, read to the end with every tab selected and
 *    every answer opened: every picture of the page, lazy ones and those in
 *    closed tabs and answers too. Pressing a tab, a question, Copy link, the
 *    menu or the theme switch loads nothing: the page script answers them.
 *    The browser test tests/e2e/whole-visit.spec.ts makes that visit and
 *    checks it fetches these scripts and no others.
 *  - A page that holds a widget only some pages hold (`data-widget="NAME"`:
 *    the list of schools, the packet builder, a packet's cover) loads its
 *    module, its block's NAME.browser.ts or src/browser/NAME.ts, as it loads
 *    (page-widgets.ts): counted in its first visit.
 *  - A reader who chose their school loads the code that names its liaison,
 *    and the list of schools, on every page (measureMySchool).
 *  - After a page has loaded, the offline worker (sw.js) registers and keeps
 *    the offline pages and the scripts and styles they use, except those the
 *    first visit loaded already (measureOfflineWorker).
 *  - A first search: the search's code, loaded when the reader reaches for the
 *    field, and what it imports as the reader starts searching, and the index
 *    files a query reads (measureFirstSearch).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HANDOUT_SECTIONS } from '../../src/shared/markup.ts';
import { BILINGUAL_SEGMENT } from '../../src/handouts/bilingual.ts';
import { isEntryPoint } from '../../src/engine/node/entry-point.ts';
import { pageFiles } from '../../src/engine/node/publish/html-files.ts';
import { precachedIn } from '../../src/engine/node/publish/offline-files.ts';
import { readManifest, withStaticImports, type Manifest } from '../../src/engine/node/publish/vite-manifest.ts';
import type { SearchMeta } from '../../src/search/search-data.ts';
import { routeOfPageFile } from '../../src/engine/urls.ts';
import { WORKER_FILE } from '../../src/engine/offline.ts';
import { SERVED_SITE_FILE, type ServedSite } from '../../src/engine/served-site.ts';
import { createSearcher, type LoadFile } from '../../src/search/searcher.ts';

export interface Budgets {
  /** The page script and what it imports at once: the same on every page, and all the JavaScript a visit loads. */
  js: number;
  firstVisitTotal: number;
  wholeVisitTotal: number;
  css: number;
  html: number;
  /**
   * A handout that holds several guides (a family packet, a guide in two
   * languages: `handout-sections`, src/layout/Handout.tsx): its HTML is those
   * guides, so its own HTML budget; its first visit keeps every page's.
   */
  handoutHtml: number;
}

/**
 * Bytes, gzip -9. From the issues asking for visits like Starlight's: a page's
 * JavaScript under 15 kB, a first visit under 50 kB, and a guide read to its
 * end with every tab and answer opened, its pictures included, under 55 kB:
 * lighter than the lightest such visit of the same guides built with
 * Starlight (its FAQ: 54.1 KiB; issue 35).
 */
export const BUDGETS: Budgets = { js: 15_000, firstVisitTotal: 50_000, wholeVisitTotal: 55_000, css: 15_000, html: 12_000, handoutHtml: 30_000 };

/**
 * A first search (issue 25): from the first keystroke or press of the search
 * until its results show, with the index, at most 35 KiB (Pagefind's first
 * search on this site: about 126 KiB, and 27 more preloaded).
 */
export const FIRST_SEARCH_BUDGET = 35 * 1024;
/** The query the report times (the search spec types it too, tests/e2e/search.spec.ts). */
export const FIRST_SEARCH = { query: 'locked out', lang: 'en' };
/** Where the build writes the search's index files (src/engine/node/vite/search-index.ts). */
const SEARCH_DIR = 'assets/search/';

/** Sources as the manifest keys them: what the page script imports later (src/browser/page.ts, search.ts). */
const NOT_FOUND_SOURCE = 'src/browser/not-found.ts';
export const SEARCH_SOURCE = 'src/browser/site-search.ts';
/** A widget only some pages hold, by the name its root carries (src/shared/markup.ts PAGE_WIDGET_ATTRIBUTE): a block's NAME.browser.ts, or src/browser/NAME.ts. */
function pageWidgetSource({ manifest }: ModuleGraph, name: string, what: string): string {
  const key = Object.keys(manifest).find((source) => source === `src/browser/${name}.ts` || source.endsWith(`/${name}.browser.ts`));
  if (key === undefined) throw new Error(`${what}: the widget "${name}" has no module in the build's manifest (src/browser/${name}.ts, or a block's ${name}.browser.ts)`);
  return key;
}
export const MY_SCHOOL_SOURCE = 'src/browser/my-school.ts';

/**
 * A framework runtime in a script: React's element symbols
 * (`Symbol.for("react.element")`, `react.transitional.element`, …), which
 * React, react-dom and the JSX runtime all carry, or React's error address,
 * minified or not. No script a browser loads may hold one: pages are rendered
 * at build time.
 */
export const FRAMEWORK_RUNTIME = /Symbol\.for\(\s*["'`]react\.|react\.dev\/errors\//;

const gzipCache = new Map<string, number>();

export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteSize {
  route: string;
  /** The page's `<html lang>`. */
  lang: string;
  html: number;
  css: number;
  /** The page's JavaScript: all a visit loads (the search aside). */
  js: number;
  /** Its files, from dist/ (`assets/index-….js`, `theme.js`). */
  scripts: string[];
  /** Pictures fetched at once (each file once). */
  images: number;
  /** First visit in all: HTML, CSS, JS and the pictures fetched at once. */
  total: number;
  /** Pictures of this site the page shows anywhere: lazy ones, in closed tabs and answers (each file once). */
  allImages: number;
  /** Their files, from dist/. */
  imageFiles: string[];
  /** Read to the end, every tab and answer opened: HTML, CSS, JS and every picture. */
  wholeVisit: number;
  /** The widgets the page has, to press: `tabs`, `questions`. */
  widgets: string[];
  /** It holds several guides for print (Budgets.handoutHtml). */
  handout: boolean;
}

/** The build's module graph: the manifest, and its keys by output file (an HTML file names chunks by file). */
export interface ModuleGraph {
  manifest: Manifest;
  keyOf: Map<string, string>;
}

export function readModuleGraph(distDir: string): ModuleGraph {
  const manifest = readManifest(distDir);
  return { manifest, keyOf: new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key])) };
}

/** A chunk's file and those of its static imports, by manifest key. */
function chunkClosure({ manifest }: ModuleGraph, key: string, what: string): Set<string> {
  if (!manifest[key]) throw new Error(`${what}: the build's manifest has no ${key}`);
  return withStaticImports(manifest, key);
}

function routeOf(distDir: string, htmlFile: string): string {
  const file = path.relative(distDir, htmlFile).split(path.sep).join('/');
  const notFound = /^(?:(.*)\/)?404\.html$/.exec(file);
  if (notFound) return notFound[1] ? `(404 page, /${notFound[1]})` : '(404 page)';
  return routeOfPageFile(file);
}

/** Each picture file of this site the HTML names (not another site's, not inline), and whether the browser fetches it at once. */
function picturesOf(loaded: string): { src: string; atOnce: boolean }[] {
  const sameOrigin = (src: string) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);
  const pictures: { src: string; atOnce: boolean }[] = [];
  for (const [tag] of loaded.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && sameOrigin(src)) pictures.push({ src, atOnce: !/\sloading="lazy"/.test(tag) });
  }
  for (const [tag] of loaded.matchAll(/<link\b[^>]*\srel="preload"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\sas="image"/.test(tag) && sameOrigin(href)) pictures.push({ src: href, atOnce: true });
  }
  return pictures;
}

export function measureRoute(distDir: string, htmlFile: string, graph: ModuleGraph): RouteSize {
  const page = path.relative(distDir, htmlFile);
  const html = fs.readFileSync(htmlFile, 'utf8');
  // What only a browser without JavaScript loads does not count.
  const loaded = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const asset = (href: string) => {
    const file = path.join(distDir, decodeURI(href.replace(/[?#].*$/, '')).replace(/^\//, ''));
    if (!fs.existsSync(file)) throw new Error(`${page} loads ${href}, which is not in ${distDir}`);
    return file;
  };
  const bytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

  // Classic scripts (src/head/theme.js, built into assets/) are files of their own; modules and their preloads are followed through the module graph.
  const classic = [...loaded.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+)"/g)].map((match) => asset(match[1]!));
  const modules = [...loaded.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...loaded.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const chunks = new Set<string>();
  for (const match of modules) {
    const file = match[1]!.replace(/^\//, '');
    const key = graph.keyOf.get(file);
    if (key === undefined) throw new Error(`${page} loads ${file}, which the build's manifest does not list`);
    withStaticImports(graph.manifest, key, chunks);
  }
  // On a not-found page (`<body data-page="404…">`) the page script imports the address lookup at once (page.ts).
  if (/<body data-page="404(:[^"]*)?"/.test(loaded) && chunks.size > 0) for (const file of chunkClosure(graph, NOT_FOUND_SOURCE, page)) chunks.add(file);
  // A widget only some pages hold loads with the page that holds it (page-widgets.ts).
  for (const [, name] of loaded.matchAll(/\sdata-widget="([^"]+)"/g)) for (const file of chunkClosure(graph, pageWidgetSource(graph, name!, page), page)) chunks.add(file);
  const jsFiles = [...classic, ...[...chunks].map(asset)];
  const cssFiles = [...loaded.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => asset(match[1]!));

  const pictures = picturesOf(loaded);
  const atOnce = new Set(pictures.filter((picture) => picture.atOnce).map((picture) => asset(picture.src)));
  const every = new Set(pictures.map((picture) => asset(picture.src)));

  const sizes = { html: gzipSize(htmlFile), css: bytes(cssFiles), js: bytes(jsFiles), images: bytes(atOnce), allImages: bytes(every) };
  const relative = (file: string) => path.relative(distDir, file).split(path.sep).join('/');
  return {
    route: routeOf(distDir, htmlFile),
    lang: /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '',
    ...sizes,
    scripts: jsFiles.map(relative),
    total: sizes.html + sizes.css + sizes.js + sizes.images,
    imageFiles: [...every].map(relative),
    wholeVisit: sizes.html + sizes.css + sizes.js + sizes.allImages,
    widgets: [/role="tablist"/.test(loaded) && 'tabs', /class="accordion__trigger"/.test(loaded) && 'questions', ...[...loaded.matchAll(/\sdata-widget="([^"]+)"/g)].map((match) => match[1])].filter((widget): widget is string => Boolean(widget)),
    handout: loaded.includes(`class="${HANDOUT_SECTIONS}"`),
  };
}

export interface BudgetProblem {
  budget: string;
  bytes: number;
  limit: number;
}

/** Every budget the page is over. */
export function overBudget(row: RouteSize, budgets: Budgets = BUDGETS): BudgetProblem[] {
  // A handout in two languages (a guide's or a packet's, built so that it prints without JavaScript) holds each
  // guide twice: a second handout's HTML on top of every budget, its pictures (every one loads to print) within it.
  const both = row.handout && row.route.endsWith(`/${BILINGUAL_SEGMENT}`);
  const extra = both ? budgets.handoutHtml : 0;
  const checks: [string, number, number][] = [
    ['JS', row.js, budgets.js],
    ['first-visit total', row.total, budgets.firstVisitTotal + extra],
    ['whole-visit total', row.wholeVisit, budgets.wholeVisitTotal + extra],
    ['CSS', row.css, budgets.css],
    row.handout ? [both ? 'HTML (a handout in two languages)' : 'HTML (a handout of several guides)', row.html, budgets.handoutHtml + extra] : ['HTML', row.html, budgets.html],
  ];
  return checks.filter(([, bytes, limit]) => bytes > limit).map(([budget, bytes, limit]) => ({ budget, bytes, limit }));
}

/** Every script of the build a browser can load (from the entries, by static and dynamic imports), by file. */
export function browserScripts(graph: ModuleGraph): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = graph.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(graph.manifest)) if (chunk.isEntry) visit(key);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** The scripts of the build that hold a framework runtime (FRAMEWORK_RUNTIME): none, or the report fails. */
export function scriptsWithFramework(distDir: string, graph: ModuleGraph): string[] {
  return browserScripts(graph).filter((file) => FRAMEWORK_RUNTIME.test(fs.readFileSync(path.join(distDir, file), 'utf8')));
}

export interface FirstSearch {
  query: string;
  lang: string;
  /** The search's code and what it imports as the reader starts searching (its `import()`s), without what the first visit loaded. */
  code: number;
  codeFiles: number;
  /** The whole query typed before the search has loaded: the index files one search reads (the table, term files, the results' documents). */
  atOnce: { index: number; files: number };
  /** Typed letter by letter with every prefix of two letters or more searched: the most a first search of it reads. */
  byLetter: { index: number; files: number };
}

/** The files every page loads before the reader does anything: the entries and their static imports. */
function firstVisitFiles(graph: ModuleGraph): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(graph.manifest)) if (chunk.isEntry) withStaticImports(graph.manifest, key, files);
  return files;
}

/**
 * What the offline worker adds to a first visit, after the page's `load`
 * event: sw.js, and the files it keeps when it installs (each language's
 * offline page, the scripts and styles) that the first visit did not load
 * already (a browser's cache answers those). Undefined with no worker, or
 * with the kill-switch worker of offline reading turned off.
 */
export function measureOfflineWorker(distDir: string, graph: ModuleGraph): { bytes: number; files: number } | undefined {
  const worker = path.join(distDir, WORKER_FILE);
  if (!fs.existsSync(worker)) return undefined;
  const { base } = JSON.parse(fs.readFileSync(path.join(distDir, SERVED_SITE_FILE), 'utf8')) as ServedSite;
  const kept = precachedIn(fs.readFileSync(worker, 'utf8')).map((url) => url.slice(base.length));
  if (kept.length === 0) return undefined;
  // Every page's own files (its stylesheet, scripts, icon) and the entries' imports are in the browser's cache by then.
  const home = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const loaded = new Set([...firstVisitFiles(graph), ...[...home.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!.slice(base.length))]);
  const fetched = kept.filter((file) => !loaded.has(file)).map((file) => (file.endsWith('/') || file === '' ? `${file}index.html` : file));
  return { bytes: [WORKER_FILE, ...fetched].reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0), files: 1 + fetched.length };
}

/**
 * What a first search downloads, gzip -9, each file once, as the e2e search
 * spec counts it in a browser: the code of the search (loaded when the reader
 * reaches for it, and what it imports as the reader starts to search) and the
 * index files the search reads, found by running the browser's own search
 * (src/search/searcher.ts) on the built site's files.
 */
export async function measureFirstSearch(distDir: string, graph: ModuleGraph, { query, lang } = FIRST_SEARCH): Promise<FirstSearch> {
  const code = chunkClosure(graph, SEARCH_SOURCE, 'the search');
  for (const imported of graph.manifest[SEARCH_SOURCE]!.dynamicImports ?? []) withStaticImports(graph.manifest, imported, code);
  const firstVisit = firstVisitFiles(graph);
  const codeFiles = [...code].filter((file) => !firstVisit.has(file));

  const searchDir = path.join(distDir, SEARCH_DIR);
  const metas = fs.existsSync(searchDir) ? fs.readdirSync(searchDir).filter((file) => file.startsWith(`${lang}-index-`) && file.endsWith('.json')) : [];
  if (metas.length !== 1) throw new Error(`${searchDir} should hold one index table for "${lang}" (${lang}-index-….json), not ${metas.length}`);
  const metaFile = path.join(searchDir, metas[0]!);
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SearchMeta;
  const indexRead = async (queries: string[]) => {
    const read = new Set([metaFile]);
    // The table names the other files by address, under the site's base path.
    const load: LoadFile = async <T>(url: string) => {
      const file = path.join(distDir, url.slice(url.indexOf(SEARCH_DIR)));
      read.add(file);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    };
    const search = createSearcher(load);
    for (const text of queries) await search(meta, text, lang);
    return { index: [...read].reduce((sum, file) => sum + gzipSize(file), 0), files: read.size };
  };
  const prefixes = [...new Set([...query].map((_, index) => query.slice(0, index + 1).trim()).filter((text) => text.length >= 2))];
  return {
    query,
    lang,
    code: codeFiles.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0),
    codeFiles: codeFiles.length,
    atOnce: await indexRead([query.trim()]),
    byLetter: await indexRead(prefixes),
  };
}

/**
 * What a reader who chose their school loads on every page besides the page's
 * own scripts (src/browser/page-widgets.ts startMySchool): the code that names
 * its liaison, and the list of schools it reads the liaison from.
 */
export function measureMySchool(distDir: string, graph: ModuleGraph): { bytes: number; files: number } {
  const files = chunkClosure(graph, MY_SCHOOL_SOURCE, "the reader's school");
  for (const imported of graph.manifest[MY_SCHOOL_SOURCE]!.dynamicImports ?? []) withStaticImports(graph.manifest, imported, files);
  const firstVisit = firstVisitFiles(graph);
  const own = [...files].filter((file) => !firstVisit.has(file));
  return { bytes: own.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0), files: own.length };
}

if (isEntryPoint(import.meta.url)) {
  const distDir = path.resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(distDir, '404.html'))) {
    console.error(`${distDir} has no built site: run "npm run build" first.`);
    process.exit(1);
  }
  const graph = readModuleGraph(distDir);
  const rows = pageFiles(distDir)
    .map((file) => measureRoute(distDir, file, graph))
    .sort((a, b) => (a.route < b.route ? -1 : 1));
  if (rows.length === 0) {
    console.error(`${distDir} has no pages (only redirect pages?): nothing to measure.`);
    process.exit(1);
  }
  const n = (bytes: number) => bytes.toLocaleString('en-US');
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const routeWidth = Math.max(...rows.map((row) => row.route.length)) + 2;
  console.log(
    `Bytes per page, gzip -9. Budgets: JS ${n(BUDGETS.js)}, first-visit total ${n(BUDGETS.firstVisitTotal)}, whole-visit total ${n(BUDGETS.wholeVisitTotal)}, CSS ${n(BUDGETS.css)}, HTML ${n(BUDGETS.html)} (a handout of several guides: ${n(BUDGETS.handoutHtml)}; in two languages, that much more on HTML and both totals).`,
  );
  console.log('first: the first visit (HTML + CSS + JS + pictures fetched at once). whole: read to the end with every tab and answer opened (every picture).');
  console.log('JS is all a visit loads: pressing tabs, questions, Copy link, the menu or the theme switch loads nothing more.\n');
  console.log(`${'page'.padEnd(routeWidth)}${pad('HTML', 6)}${pad('CSS', 7)}${pad('JS', 7)}${pad('first', 7)}${pad('whole', 7)}  widgets`);
  for (const row of rows) {
    const problems = overBudget(row);
    console.log(
      `${row.route.padEnd(routeWidth)}${pad(row.html, 6)}${pad(row.css, 7)}${pad(row.js, 7)}${pad(row.total, 7)}${pad(row.wholeVisit, 7)}  ${row.widgets.join(' ') || '-'}${problems.length ? `  OVER: ${problems.map((p) => p.budget).join(', ')}` : ''}`,
    );
  }

  const largest = (pick: (row: RouteSize) => number, limit: number) => {
    const top = rows.reduce((a, b) => (pick(b) > pick(a) ? b : a));
    return `${n(pick(top))} (${top.route}, ${Math.round((100 * pick(top)) / limit)}% of ${n(limit)})`;
  };
  console.log('\nLargest:');
  console.log(`  first visit ${largest((row) => row.total, BUDGETS.firstVisitTotal)}; whole visit ${largest((row) => row.wholeVisit, BUDGETS.wholeVisitTotal)}`);
  console.log(`  JS ${largest((row) => row.js, BUDGETS.js)}; CSS ${largest((row) => row.css, BUDGETS.css)}; HTML ${largest((row) => row.html, BUDGETS.html)}`);

  const scripts = browserScripts(graph);
  const withFramework = scriptsWithFramework(distDir, graph);
  console.log(`\nEvery script a browser can load (${scripts.length}), gzip -9: ${scripts.map((file) => `${path.basename(file)} ${n(gzipSize(path.join(distDir, file)))}`).join(', ')}.`);
  console.log(withFramework.length === 0 ? 'None holds a framework runtime (React, react-dom, the JSX runtime).' : `Holding a framework runtime: ${withFramework.join(', ')}.`);

  // The page that loads the most JavaScript without it: what the most a reader with a school chosen loads.
  const mySchool = measureMySchool(distDir, graph);
  const mostJs = rows.reduce((a, b) => (b.js > a.js ? b : a));
  const withSchool = mostJs.js + mySchool.bytes;
  console.log(`\nA reader who chose their school: ${n(mySchool.bytes)} more on every page (${mySchool.files} files: naming its liaison, the list of schools); with the most JS of any page (${mostJs.route}) ${n(withSchool)}, budget ${n(BUDGETS.js)}.`);

  const offline = measureOfflineWorker(distDir, graph);
  console.log(offline ? `\nAfter a page has loaded, the offline worker: ${n(offline.bytes)} in ${offline.files} requests (sw.js, and the offline pages and scripts it keeps that the first visit did not load).` : '\nNo offline worker (offline reading is off in content/site.yaml).');

  const search = await measureFirstSearch(distDir, graph);
  const searchTotal = search.code + search.byLetter.index;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nA first search ("${search.query}", ${search.lang}), from the first keystroke until the results show, gzip -9, each file once:`);
  console.log(`  code ${n(search.code)} (${search.codeFiles} files: the search and what it imports to search)`);
  console.log(`  index ${n(search.atOnce.index)} (${search.atOnce.files} files) typed at once, ${n(search.byLetter.index)} (${search.byLetter.files} files) letter by letter, each prefix searched`);
  console.log(`  in all ${kib(search.code + search.atOnce.index)} to ${kib(searchTotal)}, budget ${kib(FIRST_SEARCH_BUDGET)}`);

  const failing = rows.flatMap((row) => overBudget(row).map((problem) => `  ${row.route}: ${problem.budget} is ${n(problem.bytes)} B, over its budget of ${n(problem.limit)} B`));
  if (withSchool > BUDGETS.js) failing.push(`  ${mostJs.route} with a school chosen: JS is ${n(withSchool)} B, over its budget of ${n(BUDGETS.js)} B`);
  if (searchTotal > FIRST_SEARCH_BUDGET) failing.push(`  a first search is ${n(searchTotal)} B, over its budget of ${n(FIRST_SEARCH_BUDGET)} B`);
  for (const file of withFramework) failing.push(`  ${file} holds a framework runtime: pages are rendered at build time, and no React may run in a reader's browser`);
  if (failing.length > 0) {
    console.error(`\n${failing.length} problem(s):\n${failing.join('\n')}`);
    console.error('See what a page loads in the build\'s module graph (its manifest: node --import tsx -e "import(\'./src/engine/node/publish/vite-manifest.ts\').then((m) => console.log(m.manifestFile(\'dist\')))") and the table above.');
    process.exit(1);
  }
  console.log(`\nEvery page (${rows.length}) is within its budgets.`);
}
