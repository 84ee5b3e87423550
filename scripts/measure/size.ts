/**
 * `npm run size`: what each page of the built site ($SITE_DIST or dist/) costs,
 * gzip level 9, against the budgets. Reads each page's HTML and the build's
 * module graph (Vite's manifest, dist/.vite/manifest.json). Fails over budget.
 *
 *  - First visit: the HTML, the stylesheet, the scripts a page runs before anyone
 *    touches it (classic scripts, the module entry, which is the islands loader
 *    src/islands/runtime/loader.ts, any modulepreload, each with every chunk it
 *    imports statically; on a not-found page also the address lookup the loader
 *    imports at once), and its pictures that are not `loading="lazy"`.
 *  - Islands: every `data-island="NAME"` of the page (src/islands/NAME.tsx);
 *    those inside `<header class="site-header">` are the header's.
 *  - After opening one: the JavaScript once the reader has opened a tab set or a
 *    question. Waking an island, the loader imports src/islands/runtime/hydrate.tsx
 *    (React DOM) and the island's chunk, each with its static imports; counted for
 *    the costliest tabs or accordion island of the page (else its costliest island),
 *    without what the first visit already loaded. A plain island
 *    (src/islands/NAME.ts, the search) loads its own chunk only, no React.
 *  - A first search: the search island's code and what it imports as the reader
 *    starts searching, and the index files a query reads (measureFirstSearch).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isEntryPoint } from '../../src/engine/node/entry-point.ts';
import { pageFiles } from '../../src/engine/node/publish/html-files.ts';
import { readManifest, withStaticImports, type Manifest } from '../../src/engine/node/publish/vite-manifest.ts';
import type { SearchMeta } from '../../src/search/search-data.ts';
import { routeOfPageFile } from '../../src/engine/urls.ts';
import { createSearcher, type LoadFile } from '../../src/search/searcher.ts';

export interface Budgets {
  /** A page whose islands are all in the site header (search, menu, theme), or that has none. */
  headerOnly: { firstVisitJs: number; firstVisitTotal: number };
  /** Every page, the not-found pages too. */
  everyPage: { firstVisitTotal: number; afterOpeningJs: number; css: number; html: number };
  /**
   * A handout that holds several guides (a family packet, a guide in two
   * languages: `handout-sections`, src/layout/Handout.tsx): its HTML is those
   * guides, so its own HTML budget; its first visit keeps every page's.
   */
  handout?: { html: number };
}

/**
 * Bytes, gzip -9. From the issue asking for first visits like Starlight's: a
 * page that is text and the site header loads about as little as a Starlight
 * page (15 kB of script, 30 kB in all); a guide with building blocks stays
 * under 50 kB, and opening its tabs or questions (which brings React) under 80 kB.
 */
export const BUDGETS: Budgets = {
  headerOnly: { firstVisitJs: 15_000, firstVisitTotal: 30_000 },
  everyPage: { firstVisitTotal: 50_000, afterOpeningJs: 80_000, css: 15_000, html: 12_000 },
  handout: { html: 30_000 },
};

/**
 * A first search (issue 25): from the first keystroke or press of the search
 * until its results show, with the index, at most 35 KiB (Pagefind's first
 * search on this site: about 126 KiB, and 27 more preloaded).
 */
export const FIRST_SEARCH_BUDGET = 35 * 1024;
/** The search's island, and the query the report times (the search spec types it too, tests/e2e/search.spec.ts). */
export const FIRST_SEARCH = { island: 'site-search', query: 'locked out', lang: 'en' };
/** Where the build writes the search's index files (src/engine/node/vite/search-index.ts). */
const SEARCH_DIR = 'assets/search/';

/** Sources as the manifest keys them: what the loader imports when an island wakes (loader.ts). */
export const HYDRATE_SOURCE = 'src/islands/runtime/hydrate.tsx';
const NOT_FOUND_SOURCE = 'src/islands/runtime/not-found.ts';
const islandSource = (name: string) => `src/islands/${name}.tsx`;
/** An island that needs no React (src/islands/runtime/define.ts PlainIsland): waking it loads its own chunk only. */
const plainIslandSource = (name: string) => `src/islands/${name}.ts`;
const ISLAND_KEY = /^src\/islands\/([^/]+)\.tsx?$/;
/** Islands a reader opens to read on: "after opening one" prefers them to the rest. */
const OPENABLE = new Set(['tabs', 'accordion']);

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface IslandOnPage {
  name: string;
  /** Inside `<header class="site-header">`. */
  inHeader: boolean;
}

export interface RouteSize {
  route: string;
  /** The page's `<html lang>`. */
  lang: string;
  html: number;
  css: number;
  /** First-visit JavaScript. */
  js: number;
  jsFiles: number;
  /** First-visit pictures (each file once). */
  images: number;
  /** First visit in all: HTML, CSS, JS and pictures. */
  total: number;
  /** Every island of the page, in page order. */
  islands: IslandOnPage[];
  /** It holds several guides for print (Budgets.handout). */
  handout: boolean;
  /** First-visit JS plus what waking the island `opened` adds. */
  afterOpening: number;
  /** The island counted in `afterOpening`; undefined on a page without islands. */
  opened: string | undefined;
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

/** The `<header class="site-header">` element's span in the page (nested headers allowed), or undefined. */
function siteHeaderSpan(html: string): [number, number] | undefined {
  const start = html.search(/<header\s[^>]*class="site-header"/);
  if (start === -1) return undefined;
  const tags = /<(\/?)header\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [start, tag.index + tag[0].length];
  }
  return [start, html.length];
}

function islandsOf(html: string): IslandOnPage[] {
  const header = siteHeaderSpan(html);
  return [...html.matchAll(/<[a-z][^>]*\sdata-island="([^"]+)"/g)].map((match) => ({
    name: match[1]!,
    inHeader: header !== undefined && match.index > header[0] && match.index < header[1],
  }));
}

function routeOf(distDir: string, htmlFile: string): string {
  const file = path.relative(distDir, htmlFile).split(path.sep).join('/');
  const notFound = /^(?:(.*)\/)?404\.html$/.exec(file);
  if (notFound) return notFound[1] ? `(404 page, /${notFound[1]})` : '(404 page)';
  return routeOfPageFile(file);
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

  // Classic scripts (public/theme.js) are files of their own; modules and their preloads are followed through the module graph.
  const classic = [...loaded.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+)"/g)].map((match) => asset(match[1]!));
  const modules = [...loaded.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...loaded.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const chunks = new Set<string>();
  for (const match of modules) {
    const file = match[1]!.replace(/^\//, '');
    const key = graph.keyOf.get(file);
    if (key === undefined) throw new Error(`${page} loads ${file}, which the build's manifest does not list`);
    withStaticImports(graph.manifest, key, chunks);
  }
  // On a not-found page (`<body data-page="404…">`) the loader imports the address lookup at once (loader.ts).
  if (/<body data-page="404(:[^"]*)?"/.test(loaded) && chunks.size > 0) for (const file of chunkClosure(graph, NOT_FOUND_SOURCE, page)) chunks.add(file);
  // Islands that wake as the page loads (`data-hydrate="load"`: a packet's cover, the packet builder) are part of it.
  for (const [, name] of loaded.matchAll(/<[a-z][^>]*\sdata-island="([^"]+)"[^>]*\sdata-hydrate="load"/g)) for (const file of wakeFiles(graph, name!, page)) chunks.add(file);
  const jsFiles = [...classic, ...[...chunks].map(asset)];
  const cssFiles = [...loaded.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => asset(match[1]!));

  // Pictures of this site (not another's, not inline) that the browser fetches at once: <img> not lazy, and image preloads.
  const sameOrigin = (src: string) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);
  const images = new Set<string>();
  for (const [tag] of loaded.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && sameOrigin(src) && !/\sloading="lazy"/.test(tag)) images.add(asset(src));
  }
  for (const [tag] of loaded.matchAll(/<link\b[^>]*\srel="preload"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\sas="image"/.test(tag) && sameOrigin(href)) images.add(asset(href));
  }

  const islands = islandsOf(loaded);
  const names = [...new Set(islands.map((island) => island.name))];
  const wakeCost = (name: string) => bytes([...wakeFiles(graph, name, page)].filter((file) => !chunks.has(file)).map(asset));
  const candidates = names.some((name) => OPENABLE.has(name)) ? names.filter((name) => OPENABLE.has(name)) : names;
  let opened: { name: string; bytes: number } | undefined;
  for (const name of candidates) {
    const cost = wakeCost(name);
    if (!opened || cost > opened.bytes) opened = { name, bytes: cost };
  }

  const js = bytes(jsFiles);
  const sizes = { html: gzipSize(htmlFile), css: bytes(cssFiles), js, images: bytes(images) };
  return {
    route: routeOf(distDir, htmlFile),
    lang: /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '',
    ...sizes,
    jsFiles: jsFiles.length,
    total: sizes.html + sizes.css + sizes.js + sizes.images,
    islands,
    handout: loaded.includes('class="handout-sections"'),
    afterOpening: js + (opened?.bytes ?? 0),
    opened: opened?.name,
  };
}

/**
 * What waking an island loads, with static imports, each file once: hydrate.tsx
 * (React) and the island's chunk; for a plain island, its chunk only.
 */
export function wakeFiles(graph: ModuleGraph, name: string, what = 'the islands'): Set<string> {
  if (graph.manifest[plainIslandSource(name)]) return chunkClosure(graph, plainIslandSource(name), what);
  return new Set([...chunkClosure(graph, HYDRATE_SOURCE, what), ...chunkClosure(graph, islandSource(name), `${what} has island "${name}"`)]);
}

/** A page whose islands are all in the site header, or that has none. */
export const isHeaderOnly = (row: RouteSize) => row.islands.every((island) => island.inHeader);

export interface BudgetProblem {
  budget: string;
  bytes: number;
  limit: number;
}

/** Every budget the page is over. */
export function overBudget(row: RouteSize, budgets: Budgets = BUDGETS): BudgetProblem[] {
  const { headerOnly, everyPage } = budgets;
  const checks: [string, number, number][] = [
    ['first-visit total', row.total, everyPage.firstVisitTotal],
    ['JS after opening one', row.afterOpening, everyPage.afterOpeningJs],
    ['CSS', row.css, everyPage.css],
    row.handout ? ['HTML (a handout of several guides)', row.html, budgets.handout?.html ?? everyPage.html] : ['HTML', row.html, everyPage.html],
  ];
  if (isHeaderOnly(row)) {
    checks.push(['first-visit JS (page with header islands only)', row.js, headerOnly.firstVisitJs]);
    checks.push(['first-visit total (page with header islands only)', row.total, headerOnly.firstVisitTotal]);
  }
  return checks.filter(([, bytes, limit]) => bytes > limit).map(([budget, bytes, limit]) => ({ budget, bytes, limit }));
}

/** `tabs×2 copy-link×5 site-search`: each island once, in page order, with its count. */
export function islandSummary(islands: readonly IslandOnPage[]): string {
  const counts = new Map<string, number>();
  for (const { name } of islands) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name}×${count}` : name)).join(' ');
}

export interface IslandCosts {
  /** hydrate.tsx and its static imports (React, React DOM): loaded once, with the first island that wakes. */
  runtime: number;
  /** Each island's chunk and static imports, without the loader's closure and the runtime; `plain`: it wakes without React. */
  islands: { name: string; own: number; plain: boolean }[];
}

/** What each island of the build costs on its own, beside the React runtime they share. */
export function islandCosts(distDir: string, graph: ModuleGraph): IslandCosts {
  const asset = (file: string) => path.join(distDir, file);
  const firstVisit = new Set<string>();
  for (const [key, chunk] of Object.entries(graph.manifest)) if (chunk.isEntry) withStaticImports(graph.manifest, key, firstVisit);
  const runtime = [...chunkClosure(graph, HYDRATE_SOURCE, 'the islands')].filter((file) => !firstVisit.has(file));
  const shared = new Set([...firstVisit, ...runtime]);
  const islands = Object.keys(graph.manifest)
    .flatMap((key) => {
      const name = ISLAND_KEY.exec(key)?.[1];
      if (name === undefined) return [];
      const own = [...withStaticImports(graph.manifest, key)].filter((file) => !shared.has(file)).reduce((sum, file) => sum + gzipSize(asset(file)), 0);
      return [{ name, own, plain: key === plainIslandSource(name) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { runtime: runtime.reduce((sum, file) => sum + gzipSize(asset(file)), 0), islands };
}

export interface FirstSearch {
  query: string;
  lang: string;
  /** The search island's code and what it imports as the reader starts searching (its `import()`s), without what the first visit loaded. */
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
 * What a first search downloads, gzip -9, each file once, as the e2e search
 * spec counts it in a browser: the code of the search (waking its island, and
 * what the island imports as the reader starts to search) and the index files
 * the search reads, found by running the browser's own search
 * (src/search/searcher.ts) on the built site's files.
 */
export async function measureFirstSearch(distDir: string, graph: ModuleGraph, { island, query, lang } = FIRST_SEARCH): Promise<FirstSearch> {
  const key = [plainIslandSource(island), islandSource(island)].find((candidate) => graph.manifest[candidate]);
  if (!key) throw new Error(`the build's manifest has no island "${island}"`);
  const code = wakeFiles(graph, island);
  for (const imported of graph.manifest[key]!.dynamicImports ?? []) withStaticImports(graph.manifest, imported, code);
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
  const { headerOnly, everyPage } = BUDGETS;
  const n = (bytes: number) => bytes.toLocaleString('en-US');
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const routeWidth = Math.max(...rows.map((row) => row.route.length)) + 2;
  console.log(`Bytes per page, gzip -9. Budgets: every page: first-visit total ${n(everyPage.firstVisitTotal)}, JS after opening one ${n(everyPage.afterOpeningJs)}, CSS ${n(everyPage.css)}, HTML ${n(everyPage.html)} (a handout of several guides: ${n(BUDGETS.handout!.html)});`);
  console.log(`pages marked * (islands only in the header, or none) also: first-visit JS ${n(headerOnly.firstVisitJs)}, first-visit total ${n(headerOnly.firstVisitTotal)}.`);
  console.log('JS and total: first visit (total = HTML + CSS + JS + pictures). opened: JS after opening the island named (tabs or accordion first).\n');
  console.log(`${'page'.padEnd(routeWidth)}${pad('HTML', 6)}${pad('CSS', 7)}${pad('JS', 7)}${pad('total', 7)}${pad('opened', 8)}  ${'(island)'.padEnd(16)}islands`);
  for (const row of rows) {
    const problems = overBudget(row);
    const route = `${row.route}${isHeaderOnly(row) ? ' *' : ''}`;
    console.log(
      `${route.padEnd(routeWidth)}${pad(row.html, 6)}${pad(row.css, 7)}${pad(row.js, 7)}${pad(row.total, 7)}${pad(row.afterOpening, 8)}  ${(row.opened ?? '-').padEnd(16)}${islandSummary(row.islands) || '-'}${problems.length ? `  OVER: ${problems.map((p) => p.budget).join(', ')}` : ''}`,
    );
  }

  const largest = (pick: (row: RouteSize) => number, limit: number, of = rows) => {
    const top = of.reduce((a, b) => (pick(b) > pick(a) ? b : a));
    return `${n(pick(top))} (${top.route}, ${Math.round((100 * pick(top)) / limit)}% of ${n(limit)})`;
  };
  const headerOnlyRows = rows.filter(isHeaderOnly);
  console.log('\nLargest:');
  console.log(`  first-visit total ${largest((row) => row.total, everyPage.firstVisitTotal)}; JS after opening one ${largest((row) => row.afterOpening, everyPage.afterOpeningJs)}`);
  console.log(`  CSS ${largest((row) => row.css, everyPage.css)}; HTML ${largest((row) => row.html, everyPage.html)}`);
  if (headerOnlyRows.length > 0) {
    console.log(`  header-only pages: first-visit JS ${largest((row) => row.js, headerOnly.firstVisitJs, headerOnlyRows)}; total ${largest((row) => row.total, headerOnly.firstVisitTotal, headerOnlyRows)}`);
  }

  const costs = islandCosts(distDir, graph);
  const pagesWith = (name: string) => rows.filter((row) => row.islands.some((island) => island.name === name)).length;
  console.log(`\nWhat waking an island adds to a first visit (gzip -9). Shared React runtime (${HYDRATE_SOURCE} and its imports), once per page: ${n(costs.runtime)}.`);
  console.log(`${'island'.padEnd(15)}${pad('own', 7)}${pad('pages', 7)}`);
  for (const island of costs.islands) console.log(`${island.name.padEnd(15)}${pad(island.own, 7)}${pad(pagesWith(island.name), 7)}${island.plain ? '  (plain)' : ''}`);
  console.log('own: its chunk and static imports, without the loader and the React runtime; (plain): wakes without React.');

  const search = await measureFirstSearch(distDir, graph);
  const searchTotal = search.code + search.byLetter.index;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nA first search ("${search.query}", ${search.lang}), from the first keystroke until the results show, gzip -9, each file once:`);
  console.log(`  code ${n(search.code)} (${search.codeFiles} files: the search's island and what it imports to search)`);
  console.log(`  index ${n(search.atOnce.index)} (${search.atOnce.files} files) typed at once, ${n(search.byLetter.index)} (${search.byLetter.files} files) letter by letter, each prefix searched`);
  console.log(`  in all ${kib(search.code + search.atOnce.index)} to ${kib(searchTotal)}, budget ${kib(FIRST_SEARCH_BUDGET)}`);

  const failing = rows.flatMap((row) => overBudget(row).map((problem) => `  ${row.route}: ${problem.budget} is ${n(problem.bytes)} B, over its budget of ${n(problem.limit)} B`));
  if (searchTotal > FIRST_SEARCH_BUDGET) failing.push(`  a first search is ${n(searchTotal)} B, over its budget of ${n(FIRST_SEARCH_BUDGET)} B`);
  if (failing.length > 0) {
    console.error(`\n${failing.length} budget(s) exceeded:\n${failing.join('\n')}`);
    console.error('See what a page loads in the build\'s module graph (.vite/manifest.json in the built site) and the islands table above.');
    process.exit(1);
  }
  console.log(`\nEvery page (${rows.length}) is within its budgets.`);
}
