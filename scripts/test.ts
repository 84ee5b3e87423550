/**
 * `npm test`: every check, then one summary line that CI reads:
 *   tests: N passed, N failed
 * The numbers come from the runners' own JSON reports (reports/), never by hand.
 * Every step runs even when an earlier one fails, so one run shows everything.
 * A step starts as soon as the steps it needs have ended (`after`), and is
 * printed whole when it ends: the run is CPU-bound on 2 cores, so what keeps
 * it short is that no core waits. The steps that need no built site (type
 * check, lint, unit tests) fill the core the check and the build leave idle,
 * and the browser tests fill the one the host tests' last test leaves.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from '../src/engine/node/find-chromium.ts';
import { buildCommand } from '../src/engine/node/build-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');

interface Step {
  id: string;
  name: string;
  command: string[];
  /** The steps this one needs ended first (their ids), whether they passed or not. */
  after?: string[];
  /** Reads passed/failed (and skipped) test counts from the runner's report, when it is a test runner. */
  counts?: () => { passed: number; failed: number; skipped?: number };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitestCounts(file: string): { passed: number; failed: number; skipped: number } {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests } : { passed: 0, failed: 1, skipped: 0 };
}

/** A package's command, run by this Node directly: `npx` would start npm first, 0.8 s of CPU each time. */
const tool = (entry: string, ...args: string[]) => [process.execPath, path.join('node_modules', entry), ...args];

const steps: Step[] = [
  // npm run check: everything the build checks, and the plain-language report, which the build leaves out. The
  // parts it makes go into the build cache, where the build finds them.
  { id: 'check', name: 'content check', command: ['node', '--import', 'tsx', 'scripts/check.ts'] },
  // The build checks the content again (without the plain-language report), on the content graph it then builds from.
  { id: 'build', name: 'build', command: buildCommand(), after: ['check'] },
  // Beside the check and the build, which use one core: what reads the code and the fixture sites, not dist/.
  // Four programs, each with its side's types (scripts/typecheck.ts), on TypeScript 7's native compiler.
  { id: 'typecheck', name: 'type check (four programs: all, the browser\'s side, Node\'s side, the offline worker)', command: ['node', '--import', 'tsx', 'scripts/typecheck.ts'] },
  { id: 'lint', name: 'lint (ESLint: TypeScript, rules of hooks, JSX accessibility)', command: tool('eslint/bin/eslint.js', '.') },
  { id: 'unit', name: 'unit tests (Vitest)', command: tool('vitest/vitest.mjs', 'run'), counts: () => vitestCounts('vitest.json') },
  {
    id: 'hosts',
    name: 'hosts: the built site on real web servers, npm start and models of static hosts, with and without a base path (Vitest)',
    command: tool('vitest/vitest.mjs', 'run', '--config', 'vitest.hosts.config.ts'),
    after: ['build'],
    counts: () => vitestCounts('vitest-hosts.json'),
  },
  // The reports on the built site: each reads dist/ alone. (The HTML validation is a test of the host tests' run: tests/site/valid-html.test.ts.)
  { id: 'size', name: 'size budgets', command: ['node', '--import', 'tsx', 'scripts/measure/size.ts'], after: ['build'] },
  { id: 'ranking', name: 'search ranking: the answering page first for the questions in the pages\' titles and keywords', command: ['node', '--import', 'tsx', 'scripts/measure/search-ranking.ts'], after: ['build'] },
  // What reads the built site in a browser: after everything but the host tests, whose last test (an editor's week,
  // mostly one process at a time) would leave a core idle.
  {
    id: 'e2e',
    name: 'end-to-end tests (Playwright, Chromium)',
    command: tool('@playwright/test/cli.js', 'test'),
    after: ['typecheck', 'lint', 'unit', 'size', 'ranking'],
    counts: () => {
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>('playwright.json');
      return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped } : { passed: 0, failed: 1 };
    },
  },
];

/** Runs a step with its output held, and prints it whole when the step ends; resolves to its exit status. */
function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(step.command[0]!, step.command.slice(1), { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${step.name}: ${step.command.map((part) => (part === process.execPath ? 'node' : part)).join(' ')}\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(code ?? 1);
    });
  });
}

if (!findChromium() && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.log(`${HOW_TO_GET_CHROMIUM}\n(Trying Playwright's own browser, if one is installed.)\n`);
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps: string[] = [];
const started = new Map<string, Promise<void>>();
/** Starts a step once the steps it needs have ended; the same promise for every step that waits on it. */
function start(step: Step): Promise<void> {
  let running = started.get(step.id);
  if (!running) {
    const needs = (step.after ?? []).map((id) => steps.find((other) => other.id === id)!);
    running = Promise.all(needs.map(start))
      .then(() => run(step))
      .then((status) => {
        if (step.counts) {
          const counts = step.counts();
          passed += counts.passed;
          failed += counts.failed;
          skipped += counts.skipped ?? 0;
        }
        if (status !== 0) failedSteps.push(step.name);
      });
    started.set(step.id, running);
  }
  return running;
}
await Promise.all(steps.map(start));

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed without a test report (type check, build) still fails the run.
const extraFailures = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
// Skipped: a web server the host tests need is not installed here (each such test names it; .ci/run installs them).
if (skipped > 0) console.log(`Skipped: ${skipped} (a program the tests need is not installed here; the skipped tests say which)`);
console.log(`tests: ${passed} passed, ${failed + extraFailures} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
