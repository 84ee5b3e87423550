/**
 * `npm run bench`: how build time and page weight grow with content. Builds the
 * real site, then generated sites with 10× and 100× as many guides (copies of
 * the real ones under /bench-N/…, made in a temporary folder), and prints build
 * time and bytes for each. Fails if build time grows faster than the content.
 *
 *   npm run bench                 # 1×, 10×, 100×
 *   npm run bench -- 1 10         # chosen factors
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findMdxFiles } from '../src/engine/node/content-reader.ts';
import { NOT_FOUND_FILE } from '../src/engine/routing.ts';
import { pageFiles } from './html-files.ts';
import { measureRoute, readModuleGraph } from './size.ts';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');
const factors = process.argv.slice(2).map(Number).filter((factor) => factor >= 1);

/** A copy of content/ with `factor - 1` extra copies of every guide. */
function generateContent(factor: number, into: string): number {
  fs.cpSync(contentDir, into, { recursive: true });
  const guides = findMdxFiles(contentDir).filter((file) => file !== NOT_FOUND_FILE);
  for (let copy = 1; copy < factor; copy++) {
    for (const file of guides) {
      const source = fs.readFileSync(path.join(contentDir, file), 'utf8').replace(/^title: (.*)$/m, `title: $1 (copy ${copy})`);
      const target = path.join(into, `bench-${copy}`, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, source);
    }
  }
  return guides.length * factor;
}

interface Result {
  factor: number;
  guides: number;
  seconds: number;
  entryJs: number;
  maxJs: number;
  medianHtml: number;
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
    const rows = pageFiles(dist)
      .filter((file) => !path.relative(dist, file).startsWith('bench-'))
      .map((file) => measureRoute(dist, file, modules));
    const home = measureRoute(dist, path.join(dist, 'index.html'), modules);
    return {
      factor,
      guides,
      seconds,
      entryJs: home.js,
      maxJs: Math.max(...rows.map((row) => row.js)),
      medianHtml: median(rows.map((row) => row.html)),
      distBytes: directorySize(dist),
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const results: Result[] = [];
for (const factor of factors.length > 0 ? factors : [1, 10, 100]) {
  process.stdout.write(`Building ${factor}× … `);
  const result = run(factor);
  console.log(`${result.seconds.toFixed(1)} s`);
  results.push(result);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`\n${'size'.padEnd(6)}${pad('guides', 8)}${pad('build s', 10)}${pad('ms/guide', 10)}${pad('home JS', 10)}${pad('max JS', 9)}${pad('HTML', 7)}${pad('dist MB', 9)}`);
for (const r of results) {
  console.log(
    `${`${r.factor}×`.padEnd(6)}${pad(r.guides, 8)}${pad(r.seconds.toFixed(1), 10)}${pad(Math.round((1000 * r.seconds) / r.guides), 10)}${pad(r.entryJs, 10)}${pad(r.maxJs, 9)}${pad(r.medianHtml, 7)}${pad((r.distBytes / 1e6).toFixed(1), 9)}`,
  );
}
console.log('\nJS: bytes gzip -9 a first visit loads (home page; largest of the real guides). HTML: median page, gzip -9.');

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
process.exit(superlinear ? 1 : 0);
