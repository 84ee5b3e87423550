/**
 * `npm run bench`: how build time and page weight grow with content. Builds the
 * real site, then generated sites with 10× and 100× as many guides (made in a
 * temporary folder): copies of every guide under /bench-N/…, and of each
 * translation under /es/bench-N/… (every language of site.yaml), each marked as
 * up to date with its copied original. Prints build time, then for each
 * language the sizes `npm run size` measures over every page, copies included.
 * Fails if build time grows faster than the content, or a page is over budget.
 *
 *   npm run bench                 # 1×, 10×, 100×
 *   npm run bench -- 1 10         # chosen factors
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { findMdxFiles } from '../src/engine/node/content-reader.ts';
import { NOT_FOUND_FILE } from '../src/engine/routing.ts';
import { pageFiles } from './html-files.ts';
import { measureRoute, overBudget, readModuleGraph, type RouteSize } from './size.ts';
import { markDone } from './translations.ts';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');
const factors = process.argv.slice(2).map(Number).filter((factor) => factor >= 1);
/** The site's language codes, the main one first (site.yaml `languages:`). */
const languages = ((parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as { languages?: { code: string }[] }).languages ?? [{ code: 'en' }]).map((language) => language.code);
/** What a copy's title says, by language. */
const COPY_WORD: Record<string, string> = { en: 'copy', es: 'copia' };

/**
 * A guide copied into copy `copy` of the site: its title says which copy, and its parent is the same page of
 * that copy, so every copy is a site tree of its own (more sections, as a growing site gets) rather than a
 * hundred guides under one parent.
 */
const copied = (source: string, code: string, copy: number) =>
  source
    .replace(/^title: (.*)$/m, `title: $1 (${COPY_WORD[code] ?? 'copy'} ${copy})`)
    .replace(/^parent: (\S+)$/m, (_line, parent: string) => {
      const prefix = code === languages[0] ? '' : `/${code}`;
      const rest = parent.slice(prefix.length);
      return `parent: ${prefix}/bench-${copy}${rest === '/' ? '' : rest}`;
    });

/** A copy of content/ with `factor - 1` extra copies of every guide and of its translations. */
function generateContent(factor: number, into: string): number {
  fs.cpSync(contentDir, into, { recursive: true });
  const others = languages.slice(1);
  const guides = findMdxFiles(contentDir).filter((file) => file !== NOT_FOUND_FILE && !others.some((code) => file.startsWith(`${code}/`)));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const twins = (file: string) => others.filter((code) => fs.existsSync(path.join(contentDir, code, file)));
  for (let copy = 1; copy < factor; copy++) {
    for (const file of guides) {
      const source = copied(fs.readFileSync(path.join(contentDir, file), 'utf8'), languages[0]!, copy);
      write(path.join(into, `bench-${copy}`, file), source);
      // The twin of a copy translates that copy: the same place under the language's folder, the copy's fingerprint.
      for (const code of twins(file)) {
        const twin = fs.readFileSync(path.join(contentDir, code, file), 'utf8');
        write(path.join(into, code, `bench-${copy}`, file), markDone(copied(twin, code, copy), source));
      }
    }
  }
  const pages = guides.reduce((sum, file) => sum + 1 + twins(file).length, 0) * factor;
  return pages;
}

/** One language's pages, as `npm run size` measures them. */
interface LanguageSizes {
  lang: string;
  pages: number;
  /** The language's home page (`/`, `/es`): first-visit total. */
  homeTotal: number;
  maxTotal: number;
  maxAfterOpening: number;
  medianHtml: number;
  /** Pages over a budget. */
  over: number;
}

interface Result {
  factor: number;
  /** Guides and translations, not the not-found pages. */
  guides: number;
  seconds: number;
  /** The build's content check summary ("Content check: 0 errors, 0 warnings in 54 pages…"). */
  checked: string;
  languages: LanguageSizes[];
  distBytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function directorySize(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, file) => {
    const stat = fs.statSync(path.join(dir, file));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);
}

function languageSizes(rows: RouteSize[]): LanguageSizes[] {
  return languages.map((lang, index) => {
    const mine = rows.filter((row) => row.lang === lang);
    const home = mine.find((row) => row.route === (index === 0 ? '/' : `/${lang}`));
    if (!home || mine.length === 0) throw new Error(`The built site has no ${lang} home page`);
    return {
      lang,
      pages: mine.length,
      homeTotal: home.total,
      maxTotal: Math.max(...mine.map((row) => row.total)),
      maxAfterOpening: Math.max(...mine.map((row) => row.afterOpening)),
      medianHtml: median(mine.map((row) => row.html)),
      over: mine.filter((row) => overBudget(row).length > 0).length,
    };
  });
}

function run(factor: number): Result {
  // Inside the project, so the generated pages resolve react/jsx-runtime from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const work = fs.mkdtempSync(path.join(cache, `edtech-bench-${factor}x-`));
  try {
    const content = path.join(work, 'content');
    const dist = path.join(work, 'dist');
    const guides = generateContent(factor, content);
    const started = performance.now();
    const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--quiet'], {
      cwd: root,
      env: { ...process.env, SITE_CONTENT: content, SITE_DIST: dist },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0) throw new Error(`The ${factor}× build failed:\n${build.stdout}\n${build.stderr}`);
    const modules = readModuleGraph(dist);
    const rows = pageFiles(dist).map((file) => measureRoute(dist, file, modules));
    const checked = /^Content check:[^\n]*/m.exec(build.stdout)?.[0] ?? 'Content check: no summary in the build output';
    return { factor, guides, seconds, checked, languages: languageSizes(rows), distBytes: directorySize(dist) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const results: Result[] = [];
for (const factor of factors.length > 0 ? factors : [1, 10, 100]) {
  process.stdout.write(`Building ${factor}× … `);
  const result = run(factor);
  console.log(`${result.seconds.toFixed(1)} s. ${result.checked}`);
  results.push(result);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\n${'size'.padEnd(6)}${pad('guides', 8)}${pad('build s', 9)}${pad('ms/guide', 10)}${pad('dist MB', 9)}  ${'lang'.padEnd(5)}${pad('pages', 6)}${pad('home total', 12)}${pad('max total', 11)}${pad('max opened', 12)}${pad('HTML', 7)}  budgets`,
);
for (const r of results) {
  r.languages.forEach((l, index) => {
    const build = index === 0 ? `${`${r.factor}×`.padEnd(6)}${pad(r.guides, 8)}${pad(r.seconds.toFixed(1), 9)}${pad(Math.round((1000 * r.seconds) / r.guides), 10)}${pad((r.distBytes / 1e6).toFixed(1), 9)}` : ' '.repeat(42);
    console.log(`${build}  ${l.lang.padEnd(5)}${pad(l.pages, 6)}${pad(l.homeTotal, 12)}${pad(l.maxTotal, 11)}${pad(l.maxAfterOpening, 12)}${pad(l.medianHtml, 7)}  ${l.over === 0 ? 'hold' : `${l.over} page(s) over`}`);
  });
}
console.log(
  '\nBytes gzip -9 over every page of the language, copies included (npm run size): home total and max total, a first visit in all;' +
    '\nmax opened, the JS after opening a tab set or question; HTML, the median page. guides: guides and their translations.',
);

// Growth no worse than linear: each step's extra time per extra guide must not exceed the
// previous step's time per guide (with 25% allowance for noise on a busy machine).
let superlinear = false;
for (let index = 1; index < results.length; index++) {
  const previous = results[index - 1]!;
  const current = results[index]!;
  const marginal = (current.seconds - previous.seconds) / (current.guides - previous.guides);
  const average = previous.seconds / previous.guides;
  const verdict = marginal <= average * 1.25 ? 'linear or better' : 'FASTER THAN LINEAR';
  if (marginal > average * 1.25) superlinear = true;
  console.log(`${previous.factor}× → ${current.factor}×: ${Math.round(marginal * 1000)} ms per extra guide vs ${Math.round(average * 1000)} ms per guide before: ${verdict}`);
}
const overBudgets = results.some((r) => r.languages.some((l) => l.over > 0));
if (overBudgets) console.error('Some pages are over budget: run npm run size on a build of that size to see which.');
process.exit(superlinear || overBudgets ? 1 : 0);
