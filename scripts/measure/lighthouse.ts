/**
 * `npm run lighthouse`: Lighthouse's performance score for three pages of the
 * built site ($SITE_DIST or dist/), served as `npm start` serves it (compressed,
 * with the deployed headers) on a free port. Mobile, Lighthouse's default
 * simulated throttling, performance only, in Debian's Chromium. Prints score,
 * LCP, TBT, FCP, bytes and requests per run; fails when a page's score (the
 * median over its runs) is below the budget.
 *
 *   npm run lighthouse                      # each page once, budget 100
 *   npm run lighthouse -- --runs 3          # median of three runs per page
 *   npm run lighthouse -- --min-score 95
 *
 * Lighthouse is not a dependency (it brings a few hundred packages): npx fetches
 * the pinned release into its own cache on first use.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isEntryPoint } from '../../src/engine/node/entry-point.ts';
import { findFullChromium } from '../../src/engine/node/find-chromium.ts';
import { serveBuiltSite } from '../../src/engine/node/publish/static-server.ts';

/** The newest 12.8 release: Lighthouse 13 needs Node 22.19 and crashes on Node 20, which the project still supports. */
const LIGHTHOUSE = 'lighthouse@12.8.2';

/** The home page (cards), the longest guide (tabs) and a page with an accordion; paths under the site's base path. */
const PAGES = ['/', '/mfa/mfahelp/mfahelp_backup', '/enrollment'];

/** Headless, and none of Chromium's calls home (updates, sync, field trials): the test machines have no internet. */
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Speed Index: how soon the first screen looks finished. */
  si: number;
  bytes: number;
  requests: number;
  seconds: number;
}

/** The part of Lighthouse's JSON report read here. */
interface Report {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`${name} needs a number`);
  return value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One Lighthouse run on `url`, its report written to `outputPath`. Asynchronous: the server answering it lives in this process. */
async function lighthouse(url: string, chromium: string, outputPath: string): Promise<Run> {
  const started = performance.now();
  const args = ['--yes', LIGHTHOUSE, url, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${outputPath}`, '--only-categories=performance', '--quiet'];
  try {
    await promisify(execFile)('npx', args, { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`Lighthouse failed on ${url}:\n${stdout ?? ''}${stderr ?? String(error)}`);
  }
  const report = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report;
  const score = report.categories.performance.score;
  if (report.runtimeError || score === null) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError?.code ?? 'no score'} ${report.runtimeError?.message ?? ''}`);
  const value = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
  return {
    score: Math.round(score * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
    bytes: value('total-byte-weight'),
    // Every request the page made, the document included (total-byte-weight lists only the ten largest).
    requests: report.audits['network-requests']?.details?.items?.length ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}

if (isEntryPoint(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(root, '404.html'))) {
    console.error(`${root} has no built site: run "npm run build" first.`);
    process.exit(1);
  }
  const chromium = findFullChromium();
  if (!chromium) {
    console.error('Lighthouse needs Chromium, and none was found. Debian/Ubuntu: sudo apt-get install -y chromium; or set CHROMIUM_PATH.');
    process.exit(1);
  }
  const minScore = option('--min-score', 100);
  const runs = Math.max(1, Math.round(option('--runs', 1)));

  // Any free port, so a running `npm start` is no obstacle. Loopback only.
  const site = await serveBuiltSite(root);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-lighthouse-'));
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const line = (page: string, run: Omit<Run, 'seconds'>, tail: string) =>
    `${page.padEnd(32)}${pad(run.score, 6)}${pad(run.lcp, 7)}${pad(run.tbt, 6)}${pad(run.fcp, 7)}${pad(run.si, 7)}${pad(run.bytes, 9)}${pad(run.requests, 5)}  ${tail}`;

  const below: string[] = [];
  try {
    console.log(`${LIGHTHOUSE}, mobile, simulated throttling, ${runs} run(s) per page, Chromium ${chromium}. Budget: score ${minScore}.\n`);
    console.log(`${'page'.padEnd(32)}${pad('score', 6)}${pad('LCP ms', 7)}${pad('TBT', 6)}${pad('FCP', 7)}${pad('SI', 7)}${pad('bytes', 9)}${pad('reqs', 5)}`);
    for (const page of PAGES) {
      const url = site.url(page);
      const results: Run[] = [];
      for (let index = 0; index < runs; index++) {
        const run = await lighthouse(url, chromium, path.join(work, `${page.replace(/\W+/g, "_")}-run-${results.length}.json`));
        results.push(run);
        console.log(line(page, run, `run ${index + 1}, ${run.seconds.toFixed(1)} s`));
      }
      // Each metric's median on its own: with three runs, one outlier moves none of them.
      const middle = (key: keyof Run) => median(results.map((run) => run[key]));
      const summary = { score: middle('score'), lcp: middle('lcp'), tbt: middle('tbt'), fcp: middle('fcp'), si: middle('si'), bytes: middle('bytes'), requests: middle('requests') };
      if (runs > 1) console.log(line(page, summary, 'median'));
      if (summary.score < minScore) below.push(`${page} (${summary.score})`);
    }
  } finally {
    await site.close();
    if (process.env.KEEP_LIGHTHOUSE) console.log(`Reports kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
  if (below.length > 0) {
    console.error(`\n${below.length} page(s) below the score budget of ${minScore}: ${below.join(', ')}.`);
    process.exit(1);
  }
  console.log(`\nEvery page scored at least ${minScore}.`);
}
