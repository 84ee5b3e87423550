import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, islandCosts, islandSummary, isHeaderOnly, measureFirstSearch, measureRoute, overBudget, readModuleGraph, type Budgets } from '../../scripts/measure/size.ts';
import { pageFiles } from '../../src/engine/node/publish/html-files.ts';
import { keepManifest, manifestFile, VITE_MANIFEST } from '../../src/engine/node/publish/vite-manifest.ts';
import { searchAssets } from '../../src/engine/node/vite/search-index.ts';
import type { SearchMeta } from '../../src/search/search-data.ts';

/**
 * A tiny built site in the islands model: the loader (the only entry) imports a
 * chunk statically and everything else dynamically: React's hydrate chunk and
 * one chunk per island. Tabs and accordion share a chunk and React with hydrate.
 * The search is a plain island (no React) that imports its engine as the reader
 * starts searching, over a small search index.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));

/** Text gzip cannot shrink much, so each chunk's size is its own (a fixed seed: the same every run). */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return JSON.stringify(text);
}

const header = (islands: string) => `<header class="site-header"><a href="/">Home</a>${islands}</header>`;
const island = (name: string, inner = '<button type="button">x</button>') => `<div class="island" data-island="${name}" data-hydrate="intent" data-props="{&quot;a&quot;:1}">${inner}</div>`;
const head =
  '<head><script src="/theme.js"></script><script type="module" crossorigin src="/assets/loader.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/site.css"><noscript><link rel="stylesheet" href="/noscript.css" /></noscript></head>';
const page = (body: string, lang = 'en', key = '/x') => `<!doctype html><html lang="${lang}">${head}<body data-page="${key}">${body}</body></html>`;

const files: Record<string, string> = {
  'assets/loader.js': 'import{a}from"./boot.js";const m={tabs:()=>import("./tabs.js")};const h=()=>import("./hydrate.js");console.log(a,m,h);',
  'assets/boot.js': `export const a=${noise(200, 1)};`,
  'assets/hydrate.js': `import"./react.js";export const hydrateIsland=${noise(3000, 2)};`,
  'assets/react.js': `export const react=${noise(2000, 3)};`,
  'assets/reveal.js': `import"./react.js";export const reveal=${noise(1500, 4)};`,
  'assets/tabs.js': `import"./reveal.js";import"./loader.js";export default ${noise(300, 5)};`,
  'assets/accordion.js': `import"./reveal.js";import"./react.js";export default ${noise(900, 6)};`,
  // The costliest island by far, but not a tab set or a question.
  'assets/copy-link.js': `import"./react.js";export default ${noise(6000, 7)};`,
  'assets/site-search.js': `import"./boot.js";const e=()=>import("./engine.js");export default ${noise(400, 8)};`,
  'assets/engine.js': `export const search=${noise(1200, 13)};`,
  'assets/menu-button.js': `export default ${noise(100, 9)};`,
  'assets/not-found.js': `export const meant=${noise(250, 10)};`,
  'assets/site.css': 'body{margin:0}',
  'theme.js': 'document.documentElement.dataset.theme="dark";',
  'noscript.css': '.x{display:block}'.repeat(100),
  'images/step.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${noise(700, 11)}</desc></svg>`,
  'images/later.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${noise(900, 12)}</desc></svg>`,
  // The build's module graph, as Vite writes it (keys are sources; the entry is index.html); moved out of the site below.
  [VITE_MANIFEST]: JSON.stringify({
    'index.html': {
      file: 'assets/loader.js',
      isEntry: true,
      imports: ['_boot.js'],
      dynamicImports: ['src/islands/runtime/hydrate.tsx', 'src/islands/tabs.tsx', 'src/islands/accordion.tsx', 'src/islands/copy-link.tsx', 'src/islands/site-search.ts', 'src/islands/menu-button.tsx', 'src/islands/runtime/not-found.ts'],
    },
    '_boot.js': { file: 'assets/boot.js' },
    '_react.js': { file: 'assets/react.js' },
    '_reveal.js': { file: 'assets/reveal.js', imports: ['_react.js'] },
    'src/islands/runtime/hydrate.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/islands/tabs.tsx': { file: 'assets/tabs.js', isDynamicEntry: true, imports: ['_reveal.js', 'index.html'] },
    'src/islands/accordion.tsx': { file: 'assets/accordion.js', isDynamicEntry: true, imports: ['_reveal.js', '_react.js'] },
    'src/islands/copy-link.tsx': { file: 'assets/copy-link.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/islands/site-search.ts': { file: 'assets/site-search.js', isDynamicEntry: true, imports: ['_boot.js'], dynamicImports: ['src/search/engine.ts'] },
    'src/search/engine.ts': { file: 'assets/engine.js', isDynamicEntry: true },
    'src/islands/menu-button.tsx': { file: 'assets/menu-button.js', isDynamicEntry: true },
    'src/islands/runtime/not-found.ts': { file: 'assets/not-found.js', isDynamicEntry: true },
  }),
  // A guide: header islands, and in the text a tab set, a FAQ and copy links.
  'guide.html': page(
    `${header(island('site-search') + island('menu-button'))}<main><h1>Guide</h1>${island('copy-link')}${island('tabs')}${island('copy-link')}` +
      `<img src="/images/step.svg" alt=""><img src="/images/step.svg" alt=""><img loading="lazy" src="/images/later.svg" alt=""><img src="https://example.org/x.png" alt="">` +
      `${island('accordion')}<noscript><img src="/images/later.svg" alt=""></noscript></main>`,
  ),
  // A page whose only islands are the header's.
  'links.html': page(`${header(island('site-search') + island('menu-button'))}<main><h1>Links</h1></main>`, 'es'),
  // The same islands as links.html, but one is outside the header.
  'aside.html': page(`${header(island('site-search'))}<main><h1>Aside</h1>${island('menu-button')}</main>`),
  'bare/index.html': page('<main><h1>Bare</h1></main>', 'en', '/bare'),
  // The same page, copied into the folder of an old address (old.html's): not measured twice.
  'old/index.html': page('<main><h1>Bare</h1></main>', 'en', '/bare'),
  '404.html': page(`${header(island('site-search'))}<main><h1>Not found</h1>${island('copy-link')}</main>`, 'en', '404'),
  // A static redirect page: not a page of the site.
  'old.html': '<!doctype html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/guide"></head><body></body></html>',
};
// The search's index (three documents), written as the build writes it.
const search = searchAssets(
  {
    documents: [
      { url: '/account', guide: 'Locked out', section: '', keywords: '', text: 'If you are locked out, ask the office to unlock your account.' },
      { url: '/login', guide: 'Log in', section: '', keywords: '', text: 'Log in with your school email.' },
      { url: '/battery', guide: 'Battery', section: '', keywords: '', text: 'Replace the token battery.' },
    ],
    synonyms: [],
  },
  '/',
  'en',
);
for (const [name, text] of search.files) files[name] = text;
const meta = JSON.parse(search.files.get(search.metaUrl.slice(1))!) as SearchMeta;

for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), text);
}
keepManifest(dist, dist);
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, name)), { level: 9 }).length;
const sum = (...names: string[]) => names.reduce((total, name) => total + gz(name), 0);
const graph = readModuleGraph(dist);
const measure = (file: string) => measureRoute(dist, path.join(dist, file), graph);

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(manifestFile(dist), { force: true });
});

describe('the size report', () => {
  const firstVisitJs = sum('theme.js', 'assets/loader.js', 'assets/boot.js');

  it('counts on a first visit the classic script, the loader and its static imports, but no lazily imported chunk', () => {
    const row = measure('guide.html');
    expect(row.route).toBe('/guide');
    expect(row.jsFiles).toBe(3);
    expect(row.js).toBe(firstVisitJs);
    expect(row.js).toBe(measure('bare/index.html').js);
  });

  it('counts the stylesheet but not the no-JavaScript one, the HTML, and each eager picture once', () => {
    const row = measure('guide.html');
    expect(row.css).toBe(gz('assets/site.css'));
    expect(row.html).toBe(gz('guide.html'));
    expect(row.images).toBe(gz('images/step.svg'));
    expect(row.total).toBe(row.html + row.css + row.js + gz('images/step.svg'));
  });

  it('counts the islands by name, in page order, and knows which are in the site header', () => {
    const row = measure('guide.html');
    expect(islandSummary(row.islands)).toBe('site-search menu-button copy-link×2 tabs accordion');
    expect(row.islands.filter((one) => one.inHeader).map((one) => one.name)).toEqual(['site-search', 'menu-button']);
  });

  it('after opening one: the costliest tab set or FAQ, with React, each shared chunk once, nothing the first visit loaded', () => {
    const row = measure('guide.html');
    // The fixture is what the test says it is: the accordion costs more than the tabs, copy-link more than both.
    const runtime = sum('assets/hydrate.js', 'assets/react.js');
    const tabs = runtime + sum('assets/tabs.js', 'assets/reveal.js');
    const accordion = runtime + sum('assets/accordion.js', 'assets/reveal.js');
    expect(accordion).toBeGreaterThan(tabs);
    expect(runtime + gz('assets/copy-link.js')).toBeGreaterThan(accordion);
    expect(row.opened).toBe('accordion');
    expect(row.afterOpening).toBe(firstVisitJs + accordion);
  });

  it('after opening one, on a page without tabs or FAQ: its costliest island; without islands: the first visit', () => {
    const aside = measure('aside.html');
    // The menu button brings React; the search, a plain island, only its own chunk (boot.js came with the first visit).
    expect(sum('assets/hydrate.js', 'assets/react.js', 'assets/menu-button.js')).toBeGreaterThan(gz('assets/site-search.js'));
    expect(aside.opened).toBe('menu-button');
    expect(aside.afterOpening).toBe(firstVisitJs + sum('assets/hydrate.js', 'assets/react.js', 'assets/menu-button.js'));
    const bare = measure('bare/index.html');
    expect(bare.opened).toBeUndefined();
    expect(bare.afterOpening).toBe(bare.js);
  });

  it('a not-found page also loads the address lookup the loader imports at once', () => {
    const row = measure('404.html');
    expect(row.route).toBe('(404 page)');
    expect(row.js).toBe(firstVisitJs + gz('assets/not-found.js'));
  });

  it('measures every page once, not the redirect pages nor the copies in old addresses\' folders, and reads each page’s language', () => {
    expect(pageFiles(dist).map((file) => path.relative(dist, file).split(path.sep).join('/'))).toEqual(['404.html', 'aside.html', 'bare/index.html', 'guide.html', 'links.html']);
    expect(measure('links.html').lang).toBe('es');
    expect(measure('bare/index.html').route).toBe('/bare');
  });

  it('holds the header-only budgets only to a page whose islands are all in the header (or that has none)', () => {
    const links = measure('links.html');
    const aside = measure('aside.html');
    const guide = measure('guide.html');
    expect([links, aside, guide, measure('bare/index.html')].map(isHeaderOnly)).toEqual([true, false, false, true]);
    // Budgets just under these pages' sizes: only the header-only page is over the header-only ones.
    const tight: Budgets = {
      headerOnly: { firstVisitJs: Math.min(links.js, aside.js) - 1, firstVisitTotal: Math.min(links.total, aside.total) - 1 },
      everyPage: { ...BUDGETS.everyPage },
    };
    expect(overBudget(links, tight).map((problem) => problem.budget)).toEqual(['first-visit JS (page with header islands only)', 'first-visit total (page with header islands only)']);
    expect(overBudget(aside, tight)).toEqual([]);
    expect(overBudget(guide, tight)).toEqual([]);
  });

  it('holds every page to the first-visit total, JS after opening one, CSS and HTML budgets', () => {
    const guide = measure('guide.html');
    const tight: Budgets = {
      headerOnly: { ...BUDGETS.headerOnly },
      everyPage: { firstVisitTotal: guide.total - 1, afterOpeningJs: guide.afterOpening - 1, css: guide.css, html: guide.html },
    };
    expect(overBudget(guide, tight)).toEqual([
      { budget: 'first-visit total', bytes: guide.total, limit: guide.total - 1 },
      { budget: 'JS after opening one', bytes: guide.afterOpening, limit: guide.afterOpening - 1 },
    ]);
    expect(overBudget(guide)).toEqual([]);
  });

  it('prices each island on its own, beside the React runtime they share', () => {
    const costs = islandCosts(dist, graph);
    expect(costs.runtime).toBe(sum('assets/hydrate.js', 'assets/react.js'));
    const own = Object.fromEntries(costs.islands.map((one) => [one.name, one.own]));
    expect(own).toEqual({
      accordion: sum('assets/accordion.js', 'assets/reveal.js'),
      'copy-link': gz('assets/copy-link.js'),
      'menu-button': gz('assets/menu-button.js'),
      'site-search': gz('assets/site-search.js'),
      tabs: sum('assets/tabs.js', 'assets/reveal.js'),
    });
    expect(costs.islands.filter((one) => one.plain).map((one) => one.name)).toEqual(['site-search']);
  });

  it('a first search: the search island and the engine it imports (no React), and the index files the search reads', async () => {
    const result = await measureFirstSearch(dist, graph, { island: 'site-search', query: 'locked out', lang: 'en' });
    expect(result.code).toBe(sum('assets/site-search.js', 'assets/engine.js'));
    expect(result.codeFiles).toBe(2);
    // Typed at once: the table, the term files of its words' first letters, the one guide with both words.
    const table = search.metaUrl.slice(1);
    const term = (letter: string) => meta.terms[letter]!.slice(1);
    const document = (id: number) => `${meta.documents.slice(1)}${id}.json`;
    expect(result.atOnce).toEqual({ index: sum(table, term('l'), term('o'), document(0)), files: 4 });
    // Letter by letter, "lo" also finds "Log in".
    expect(result.byLetter).toEqual({ index: sum(table, term('l'), term('o'), document(0), document(1)), files: 5 });
  });
});
