import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { browserScripts, FRAMEWORK_RUNTIME, measureFirstSearch, measureMySchool, measureRoute, overBudget, readModuleGraph, scriptsWithFramework, type Budgets } from '../../scripts/measure/size.ts';
import { pageFiles } from '../../src/engine/node/publish/html-files.ts';
import { keepManifest, manifestFile, VITE_MANIFEST } from '../../src/engine/node/publish/vite-manifest.ts';
import { searchAssets } from '../../src/engine/node/vite/search-index.ts';
import type { SearchMeta } from '../../src/search/search-data.ts';

/**
 * A tiny built site: the page script (the only entry) imports a chunk
 * statically and the rest dynamically: the search (which imports its engine
 * as the reader starts searching) and the not-found lookup. One more chunk,
 * reachable only by a dynamic import, holds a framework runtime, as React
 * would. The search reads a small index. The list of schools, a widget only
 * one page holds, is a chunk of its own that imports the reader's-school code,
 * which imports the list of schools' data later.
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

const head =
  '<head><script src="/theme.js"></script><script type="module" crossorigin src="/assets/page.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/site.css"><noscript><link rel="stylesheet" href="/noscript.css" /></noscript></head>';
const page = (body: string, lang = 'en', key = '/x') => `<!doctype html><html lang="${lang}">${head}<body data-page="${key}">${body}</body></html>`;

const files: Record<string, string> = {
  'assets/page.js': 'import{a}from"./boot.js";const s=()=>import("./site-search.js");const n=()=>import("./not-found.js");const l=()=>import("./school-list.js");const m=()=>import("./my-school.js");console.log(a,s,n,l,m);',
  'assets/school-list.js': `import"./my-school.js";export const start=${noise(300, 21)};`,
  'assets/my-school.js': `const d=()=>import("./schools.js");export const showMySchool=${noise(350, 22)};`,
  'assets/schools.js': `export const schools=${noise(450, 23)};`,
  'assets/boot.js': `export const a=${noise(200, 1)};`,
  'assets/site-search.js': `import"./boot.js";const e=()=>import("./engine.js");export const startSearch=${noise(400, 8)};`,
  'assets/engine.js': `export const search=${noise(1200, 13)};`,
  'assets/not-found.js': `export const meant=${noise(250, 10)};`,
  'assets/widget.js': `var t=Symbol.for(\`react.transitional.element\`);export default ${noise(300, 5)};`,
  'assets/site.css': 'body{margin:0}',
  'theme.js': 'document.documentElement.dataset.theme="dark";',
  'noscript.css': '.x{display:block}'.repeat(100),
  'images/step.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${noise(700, 11)}</desc></svg>`,
  'images/later.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${noise(900, 12)}</desc></svg>`,
  'images/in-tab.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${noise(500, 14)}</desc></svg>`,
  // The build's module graph, as Vite writes it (keys are sources; the entry is index.html); moved out of the site below.
  [VITE_MANIFEST]: JSON.stringify({
    'index.html': { file: 'assets/page.js', isEntry: true, imports: ['_boot.js'], dynamicImports: ['src/browser/site-search.ts', 'src/browser/not-found.ts', 'src/browser/widget.ts', 'src/blocks/school-list/school-list.browser.ts', 'src/browser/my-school.ts'] },
    'src/blocks/school-list/school-list.browser.ts': { file: 'assets/school-list.js', isDynamicEntry: true, imports: ['src/browser/my-school.ts'] },
    'src/browser/my-school.ts': { file: 'assets/my-school.js', isDynamicEntry: true, dynamicImports: ['virtual:schools'] },
    'virtual:schools': { file: 'assets/schools.js', isDynamicEntry: true },
    '_boot.js': { file: 'assets/boot.js' },
    'src/browser/site-search.ts': { file: 'assets/site-search.js', isDynamicEntry: true, imports: ['_boot.js'], dynamicImports: ['src/search/engine.ts'] },
    'src/search/engine.ts': { file: 'assets/engine.js', isDynamicEntry: true },
    'src/browser/not-found.ts': { file: 'assets/not-found.js', isDynamicEntry: true },
    'src/browser/widget.ts': { file: 'assets/widget.js', isDynamicEntry: true },
  }),
  // A guide: a tab set (a picture in its second tab) and questions, pictures at once, lazy, another site's and one only without JavaScript.
  'guide.html': page(
    '<main><h1>Guide</h1><div role="tablist"><button role="tab">One</button><button role="tab">Two</button></div><div role="tabpanel"></div><div role="tabpanel"><img src="/images/in-tab.svg" alt=""></div>' +
      '<img src="/images/step.svg" alt=""><img src="/images/step.svg" alt=""><img loading="lazy" src="/images/later.svg" alt=""><img src="https://example.org/x.png" alt="">' +
      '<h2><button type="button" class="accordion__trigger">Q</button></h2><noscript><img src="/images/later.svg" alt=""></noscript></main>',
  ),
  'links.html': page('<main><h1>Links</h1></main>', 'es'),
  // The help page: the list of schools, a widget only it holds.
  'help.html': page('<main><h1>Help</h1><div class="school-list" data-widget="school-list" data-props="{}"></div></main>', 'en', '/help'),
  // A family packet: several guides for print.
  'packet.html': page('<main><h1>Packet</h1><div class="handout-sections"></div></main>', 'en', '/packet'),
  'bare/index.html': page('<main><h1>Bare</h1></main>', 'en', '/bare'),
  // The same page, copied into the folder of an old address (old.html's): not measured twice.
  'old/index.html': page('<main><h1>Bare</h1></main>', 'en', '/bare'),
  '404.html': page('<main><h1>Not found</h1></main>', 'en', '404'),
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
    listings: [],
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
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, name)), { level: 9 }).length;
const sum = (...names: string[]) => names.reduce((total, name) => total + gz(name), 0);
keepManifest(dist, dist);
const graph = readModuleGraph(dist);
const measure = (file: string) => measureRoute(dist, path.join(dist, file), graph);

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(manifestFile(dist), { force: true });
});

describe('the size report', () => {
  const pageJs = sum('theme.js', 'assets/page.js', 'assets/boot.js');

  it('counts as the page\'s JavaScript the classic script, the page script and its static imports, no chunk it imports later', () => {
    const row = measure('guide.html');
    expect(row.route).toBe('/guide');
    expect(row.scripts).toEqual(['theme.js', 'assets/page.js', 'assets/boot.js']);
    expect(row.js).toBe(pageJs);
    expect(row.js).toBe(measure('bare/index.html').js);
  });

  it('counts the stylesheet but not the no-JavaScript one, the HTML, and each picture fetched at once once', () => {
    const row = measure('guide.html');
    expect(row.css).toBe(gz('assets/site.css'));
    expect(row.html).toBe(gz('guide.html'));
    expect(row.images).toBe(sum('images/step.svg', 'images/in-tab.svg'));
    expect(row.total).toBe(row.html + row.css + row.js + row.images);
  });

  it('a whole visit adds every other picture of this site the page shows (lazy ones, in tabs and answers), each once, and nothing else', () => {
    const row = measure('guide.html');
    expect(row.imageFiles.sort()).toEqual(['images/in-tab.svg', 'images/later.svg', 'images/step.svg']);
    expect(row.wholeVisit).toBe(row.total + gz('images/later.svg'));
    const bare = measure('bare/index.html');
    expect(bare.wholeVisit).toBe(bare.total);
  });

  it('names the widgets a page has to press', () => {
    expect(measure('guide.html').widgets).toEqual(['tabs', 'questions']);
    expect(measure('links.html').widgets).toEqual([]);
  });

  it('a not-found page also loads the address lookup the page script imports at once', () => {
    const row = measure('404.html');
    expect(row.route).toBe('(404 page)');
    expect(row.js).toBe(pageJs + gz('assets/not-found.js'));
  });

  it('measures every page once, not the redirect pages nor the copies in old addresses\' folders, and reads each page’s language', () => {
    expect(pageFiles(dist).map((file) => path.relative(dist, file).split(path.sep).join('/'))).toEqual(['404.html', 'bare/index.html', 'guide.html', 'help.html', 'links.html', 'packet.html']);
    expect(measure('links.html').lang).toBe('es');
    expect(measure('bare/index.html').route).toBe('/bare');
  });

  it('holds every page to each budget', () => {
    const guide = measure('guide.html');
    const tight: Budgets = { js: guide.js - 1, firstVisitTotal: guide.total - 1, wholeVisitTotal: guide.wholeVisit - 1, css: guide.css, html: guide.html, handoutHtml: guide.html };
    expect(overBudget(guide, tight)).toEqual([
      { budget: 'JS', bytes: guide.js, limit: guide.js - 1 },
      { budget: 'first-visit total', bytes: guide.total, limit: guide.total - 1 },
      { budget: 'whole-visit total', bytes: guide.wholeVisit, limit: guide.wholeVisit - 1 },
    ]);
    expect(overBudget(guide)).toEqual([]);
  });

  it('a handout of several guides has its own HTML budget; other pages keep theirs', () => {
    const packet = measure('packet.html');
    const guide = measure('guide.html');
    expect(packet.handout).toBe(true);
    expect(guide.handout).toBe(false);
    const budgets: Budgets = { js: 1e6, firstVisitTotal: 1e6, wholeVisitTotal: 1e6, css: 1e6, html: 1, handoutHtml: packet.html - 1 };
    expect(overBudget(packet, budgets)).toEqual([{ budget: 'HTML (a handout of several guides)', bytes: packet.html, limit: packet.html - 1 }]);
    expect(overBudget(guide, budgets)).toEqual([{ budget: 'HTML', bytes: guide.html, limit: 1 }]);
  });

  it('a page that holds a widget only some pages hold loads its chunk and what it imports at once; the others do not', () => {
    const help = measure('help.html');
    expect(help.scripts).toEqual(['theme.js', 'assets/page.js', 'assets/boot.js', 'assets/school-list.js', 'assets/my-school.js']);
    expect(help.js).toBe(pageJs + sum('assets/school-list.js', 'assets/my-school.js'));
    expect(help.widgets).toEqual(['school-list']);
    expect(measure('guide.html').scripts).not.toContain('assets/school-list.js');
  });

  it("a reader who chose their school loads the code that names its liaison and the schools' data, beyond the page script", () => {
    expect(measureMySchool(dist, graph)).toEqual({ bytes: sum('assets/my-school.js', 'assets/schools.js'), files: 2 });
  });

  it('finds every script a browser can load, and those that hold a framework runtime', () => {
    expect(browserScripts(graph)).toEqual(['assets/boot.js', 'assets/engine.js', 'assets/my-school.js', 'assets/not-found.js', 'assets/page.js', 'assets/school-list.js', 'assets/schools.js', 'assets/site-search.js', 'assets/widget.js']);
    expect(scriptsWithFramework(dist, graph)).toEqual(['assets/widget.js']);
    expect(FRAMEWORK_RUNTIME.test('Symbol.for("react.element")')).toBe(true);
    expect(FRAMEWORK_RUNTIME.test('"https://react.dev/errors/"+e')).toBe(true);
    expect(FRAMEWORK_RUNTIME.test('const react = { tabs: 1 }')).toBe(false);
  });

  it('a first search: the search and the engine it imports (no framework), and the index files the search reads', async () => {
    const result = await measureFirstSearch(dist, graph, { query: 'locked out', lang: 'en' });
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
