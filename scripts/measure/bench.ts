/**
 * `npm run bench`: how build time and page weight grow with content. Builds the
 * real site, then generated sites with 10× and 100× as many guides (made in
 * the system's temporary folder): copies of every guide under /bench-N/…, and
 * of each translation under /es/bench-N/… (every language of site.yaml), each
 * marked as up to date with its copied original (all but the packet builder's
 * page: a site has one, see holdsPacketBuilder). Each size is built with an
 * empty build cache (a first build, as CI's: three times, and the fastest is kept, see
 * FIRST_BUILDS), then again (a rebuild, as an editor's or the second build of a
 * CI run). Prints the seconds of each step,
 * the cost of each added guide, then for each language the sizes `npm run size`
 * measures over every page, copies included, and the first press on a tab and a
 * question on a throttled phone (first-press.ts).
 * Each build's time is given twice: the wall clock, and the CPU time the build
 * process used (every thread), which a machine busy with other work changes far less.
 * Fails if build time grows faster than the content, or a page is over budget.
 *
 *   npm run bench                 # 1×, 10×, 100×
 *   npm run bench -- 1 10         # chosen factors
 *   npm run bench -- --no-press   # builds and sizes only, without the first press
 *   npm run bench -- --profile    # and where each first build spends its CPU (node --cpu-prof, cpu-profile.ts)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import { NOT_FOUND_FILE, routeFromFile } from '../../src/engine/routing.ts';
import { pageFiles } from '../../src/engine/node/publish/html-files.ts';
import { measureRoute, overBudget, readModuleGraph, type RouteSize } from './size.ts';
import { markDone } from '../../src/engine/node/editing/translations.ts';
import { buildCommand } from '../../src/engine/node/build-command.ts';
import { workFolder } from '../../src/engine/node/work-folder.ts';
import { measureBuiltSite, type PressTimes } from './first-press.ts';
import { cpuReport } from './cpu-profile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const contentDir = path.join(root, 'content');
const factors = process.argv.slice(2).map(Number).filter((factor) => factor >= 1);
const measurePresses = !process.argv.includes('--no-press');
const profile = process.argv.includes('--profile');
/** First builds made of each size: the fastest is reported. */
const FIRST_BUILDS = 3;
/** The site's language codes, the main one first (site.yaml `languages:`). */
const languages = ((parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as { languages?: { code: string }[] }).languages ?? [{ code: 'en' }]).map((language) => language.code);
/** What a copy's title says, by language. */
const COPY_WORD: Record<string, string> = { en: 'copy', es: 'copia' };

/**
 * The page that holds the packet builder (`<PacketBuilder />`): a site has one per language, and it lists every
 * printable guide of the site. It is not copied: ten copies of it, each listing every copy's guides, would grow
 * with the square of the site, which no site does (its one builder grows with it, as every page of it does).
 * The ready-made packets under it are copied, with the one builder as their parent.
 */
const holdsPacketBuilder = (source: string) => /<PacketBuilder\b/.test(source);

/**
 * A guide copied into copy `copy` of the site: its title says which copy, and its parent is the same page of
 * that copy, so every copy is a site tree of its own (more sections, as a growing site gets) rather than a
 * hundred guides under one parent. The guides' links still lead to the original pages, so each copy says why
 * nothing links to it (`unlinked`), as a page reached from outside does: the build then warns of nothing.
 * `kept`: the parents that are not copied (the packet builder's page).
 */
const copied = (source: string, code: string, copy: number, kept: ReadonlySet<string>) =>
  source
    .replace(/^unlinked: .*\n/m, '')
    .replace(/^title: (.*)$/m, `title: $1 (${COPY_WORD[code] ?? 'copy'} ${copy})\nunlinked: "a copy npm run bench made"`)
    .replace(/^parent: (\S+)$/m, (line, parent: string) => {
      if (kept.has(parent)) return line;
      const prefix = code === languages[0] ? '' : `/${code}`;
      const rest = parent.slice(prefix.length);
      return `parent: ${prefix}/bench-${copy}${rest === '/' ? '' : rest}`;
    });

/** A copy of content/ with `factor - 1` extra copies of every guide and of its translations; returns how many pages it has. */
function generateContent(factor: number, into: string): number {
  fs.cpSync(contentDir, into, { recursive: true });
  const others = languages.slice(1);
  const read = (file: string) => fs.readFileSync(path.join(contentDir, file), 'utf8');
  const pages = findMdxFiles(contentDir).filter((file) => file !== NOT_FOUND_FILE && !others.some((code) => file.startsWith(`${code}/`)));
  const builders = pages.filter((file) => holdsPacketBuilder(read(file)));
  const twins = (file: string) => others.filter((code) => fs.existsSync(path.join(contentDir, code, file)));
  // The builder's route in each language, as a parent line writes it.
  const kept = new Set(builders.flatMap((file) => [routeFromFile(file), ...twins(file).map((code) => routeFromFile(`${code}/${file}`))]));
  const guides = pages.filter((file) => !builders.includes(file));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  for (let copy = 1; copy < factor; copy++) {
    for (const file of guides) {
      const source = copied(read(file), languages[0]!, copy, kept);
      write(path.join(into, `bench-${copy}`, file), source);
      // The twin of a copy translates that copy: the same place under the language's folder, the copy's fingerprint.
      for (const code of twins(file)) write(path.join(into, code, `bench-${copy}`, file), markDone(copied(read(`${code}/${file}`), code, copy, kept), source));
    }
  }
  const count = (files: readonly string[]) => files.reduce((sum, file) => sum + 1 + twins(file).length, 0);
  return count(pages) + count(guides) * (factor - 1);
}

/** One language's pages, as `npm run size` measures them. */
interface LanguageSizes {
  lang: string;
  pages: number;
  /** The language's home page (`/`, `/es`): first-visit total. */
  homeTotal: number;
  maxTotal: number;
  /** The heaviest whole visit: read to the end, every tab and answer opened. */
  maxWholeVisit: number;
  medianHtml: number;
  /** Pages over a budget. */
  over: number;
}

/** One build: its wall-clock seconds (the whole command), its CPU seconds, and each step's (src/engine/node/publish/build-site.ts BuildTimings). */
interface BuildRun {
  seconds: number;
  cpu: number;
  steps: Record<string, number>;
}

interface Result {
  factor: number;
  /** Guides and translations, not the not-found pages. */
  guides: number;
  /** With an empty build cache, then again with the cache the first filled. */
  cold: BuildRun;
  warm: BuildRun;
  /** The build's content check summary ("Content check: 0 errors, 0 warnings in 54 pages…"). */
  checked: string;
  /** The first press on a throttled phone (first-press.ts), at 1× only; undefined without Chromium. */
  presses?: PressTimes[];
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
      maxWholeVisit: Math.max(...mine.map((row) => row.wholeVisit)),
      medianHtml: median(mine.map((row) => row.html)),
      over: mine.filter((row) => overBudget(row).length > 0).length,
    };
  });
}

/** Builds `content` into `dist` with the build cache in `cache`; the command's seconds and the steps it reports. With `profileDir`, each thread's CPU profile goes there. */
function timedBuild(content: string, dist: string, cache: string, profileDir?: string): BuildRun & { output: string } {
  const started = performance.now();
  const [node, ...args] = buildCommand({ nodeFlags: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [] });
  const build = spawnSync(node, [...args, '--quiet'], {
    cwd: root,
    env: { ...process.env, SITE_CONTENT: content, SITE_DIST: dist, SITE_CACHE: cache },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`The build of ${content} failed:\n${build.stdout}\n${build.stderr}`);
  const line = /^Built in .*?([\d.]+) s of CPU \(([^)]*)\)/m.exec(build.stdout);
  const steps = Object.fromEntries([...(line?.[2] ?? '').matchAll(/(\w+) ([\d.]+) s/g)].map(([, step, value]) => [step!, Number(value)]));
  return { seconds, cpu: Number(line?.[1] ?? Number.NaN), steps, output: build.stdout };
}

async function run(factor: number): Promise<Result> {
  // In the temporary folder, always the same folder for a size, so the second build finds what the first put
  // in the cache (a part's key holds its file's place).
  const work = workFolder('edtech-bench-', `${factor}x`);
  try {
    const content = path.join(work, 'content');
    const dist = path.join(work, 'dist');
    const cache = path.join(work, 'cache');
    // What a run stopped by force left here: a cache left from it would make the first build a rebuild.
    for (const left of [content, dist, cache, path.join(work, 'profiled-cache'), path.join(work, 'profile')]) fs.rmSync(left, { recursive: true, force: true });
    const guides = generateContent(factor, content);
    if (profile) {
      // A first build of its own (its own empty cache): profiling slows a build down, so the timed ones are not profiled.
      const profileDir = path.join(work, 'profile');
      timedBuild(content, dist, path.join(work, 'profiled-cache'), profileDir);
      console.log(`\n${cpuReport(profileDir, guides)}\n`);
    }
    // The fastest of a few first builds, each from an empty cache: what slows one down is the machine (its
    // speed here swings by a quarter within minutes), never the build; the first build's figures are the
    // ones the goal is about, and on a 1× build of seconds a slow spell changes the cost per guide by a third.
    const firstBuilds = Array.from({ length: FIRST_BUILDS }, () => {
      // Nothing left by the one before: no cache, and no built site for this build to replace.
      for (const left of [cache, dist]) fs.rmSync(left, { recursive: true, force: true });
      return timedBuild(content, dist, cache);
    });
    const cold = firstBuilds.reduce((fastest, build) => (build.seconds < fastest.seconds ? build : fastest));
    process.stdout.write(`first builds ${firstBuilds.map((build) => `${build.seconds.toFixed(1)} s`).join(', ')}; `);
    const warm = timedBuild(content, dist, cache);
    const modules = readModuleGraph(dist);
    const rows = pageFiles(dist).map((file) => measureRoute(dist, file, modules));
    const checked = /^Content check:[^\n]*/m.exec(warm.output)?.[0] ?? 'Content check: no summary in the build output';
    // The first press is the same at every size (one page's own code): measured on today's site only.
    const presses = factor === 1 && measurePresses ? await measureBuiltSite(dist, pageFiles(dist)) : undefined;
    return { factor, guides, cold, warm, checked, presses, languages: languageSizes(rows), distBytes: directorySize(dist) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const results: Result[] = [];
for (const factor of factors.length > 0 ? factors : [1, 10, 100]) {
  process.stdout.write(`Building ${factor}× … `);
  const result = await run(factor);
  console.log(`the fastest ${result.cold.seconds.toFixed(1)} s (CPU ${result.cold.cpu.toFixed(1)} s), again ${result.warm.seconds.toFixed(1)} s (CPU ${result.warm.cpu.toFixed(1)} s). ${result.checked}`);
  results.push(result);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const steps = (build: BuildRun) => ['content', 'check', 'bundles', 'prerender'].map((step) => pad((build.steps[step] ?? 0).toFixed(1), 6)).join('');
console.log(`\nBuild time: the whole command, its CPU time, then each step (seconds). "first": an empty build cache (the fastest of ${FIRST_BUILDS}); "again": the same content rebuilt.`);
console.log(`${'size'.padEnd(6)}${pad('guides', 8)}  ${'build'.padEnd(6)}${pad('total', 7)}${pad('CPU', 7)}${pad('content', 8)}${pad('check', 6)}${pad('bundles', 8)}${pad('render', 7)}`);
for (const r of results) {
  for (const [label, build] of [['first', r.cold], ['again', r.warm]] as const) {
    console.log(`${(label === 'first' ? `${r.factor}×` : '').padEnd(6)}${label === 'first' ? pad(r.guides, 8) : ' '.repeat(8)}  ${label.padEnd(6)}${pad(build.seconds.toFixed(1), 7)}${pad(build.cpu.toFixed(1), 7)}${steps(build).replace(/^ {0,2}/, ' ')}`);
  }
}
console.log(
  `\n${'size'.padEnd(6)}${pad('guides', 8)}${pad('dist MB', 9)}  ${'lang'.padEnd(5)}${pad('pages', 6)}${pad('home total', 12)}${pad('max total', 11)}${pad('max whole', 12)}${pad('HTML', 7)}  budgets`,
);
for (const r of results) {
  r.languages.forEach((l, index) => {
    const size = index === 0 ? `${`${r.factor}×`.padEnd(6)}${pad(r.guides, 8)}${pad((r.distBytes / 1e6).toFixed(1), 9)}` : ' '.repeat(23);
    console.log(`${size}  ${l.lang.padEnd(5)}${pad(l.pages, 6)}${pad(l.homeTotal, 12)}${pad(l.maxTotal, 11)}${pad(l.maxWholeVisit, 12)}${pad(l.medianHtml, 7)}  ${l.over === 0 ? 'hold' : `${l.over} page(s) over`}`);
  });
}
console.log(
  '\nBytes gzip -9 over every page of the language, copies included (npm run size): home total and max total, a first visit in all;' +
    '\nmax whole, a whole visit (read to the end, every tab and answer opened); HTML, the median page. guides: guides and their translations.\n',
);

// Growth no worse than linear: each step's extra time per extra guide must not exceed the previous step's time
// per guide (with 25% allowance for noise on a busy machine). Both builds' costs per added guide are printed.
let superlinear = false;
for (let index = 1; index < results.length; index++) {
  const previous = results[index - 1]!;
  const current = results[index]!;
  const perGuide = (build: (r: Result) => BuildRun, of: 'seconds' | 'cpu') => (build(current)[of] - build(previous)[of]) / (current.guides - previous.guides);
  const marginal = perGuide((r) => r.cold, 'seconds');
  const average = previous.cold.seconds / previous.guides;
  if (marginal > average * 1.25) superlinear = true;
  const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
  console.log(
    `${previous.factor}× → ${current.factor}×: each added guide costs ${ms(marginal)} on a first build (${ms(perGuide((r) => r.cold, 'cpu'))} of CPU),` +
      ` ${ms(perGuide((r) => r.warm, 'seconds'))} on a rebuild (${ms(perGuide((r) => r.warm, 'cpu'))} of CPU)` +
      ` (${ms(average)} per guide before): ${marginal <= average * 1.25 ? 'linear or better' : 'FASTER THAN LINEAR'}`,
  );
}
const presses = results.find((r) => r.factor === 1);
if (presses?.presses) {
  console.log('\nFirst press on a throttled phone (slow 4G, 4× slower CPU), pointerdown to effect, measured in the page:');
  for (const time of presses.presses) console.log(`  ${time.control.padEnd(9)} ${pad(time.cold, 5)} ms cold (tapped as soon as the page is parsed), ${pad(time.warm, 5)} ms warm`);
} else if (presses && measurePresses) {
  console.log('\nFirst press: not measured (no Chromium found; see npm test for how to get it).');
}
const overBudgets = results.some((r) => r.languages.some((l) => l.over > 0));
if (overBudgets) console.error('Some pages are over budget: run npm run size on a build of that size to see which.');
process.exit(superlinear || overBudgets ? 1 : 0);
