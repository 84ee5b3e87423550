/**
 * `npm test`: every check, then one summary line that CI reads:
 *   tests: N passed, N failed
 * The numbers come from the runners' own JSON reports (reports/), never by hand.
 * Every step runs even when an earlier one fails, so one run shows everything.
 * The steps run in stages; the steps of a stage at the same time, each printed
 * whole when it ends: a test runner waits on browsers, servers and builds much
 * of its time, and another step uses that time (on 2 cores, a run in sequence
 * kept one core idle half the time: 12.3 minutes for 12.2 minutes of CPU).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from '../src/engine/node/find-chromium.ts';
import { buildCommand } from '../src/engine/node/project.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');

interface Step {
  name: string;
  command: string[];
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

const unitTests: Step = { name: 'unit tests (Vitest)', command: ['npx', 'vitest', 'run'], counts: () => vitestCounts('vitest.json') };
const endToEnd: Step = {
  name: 'end-to-end tests (Playwright, Chromium)',
  command: ['npx', 'playwright', 'test'],
  counts: () => {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>('playwright.json');
    return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped } : { passed: 0, failed: 1 };
  },
};

/** Stages, in order; the steps of a stage run at the same time. */
const stages: Step[][] = [
  // npm run check: everything the build checks, and the plain-language report, which the build leaves out. The
  // parts it makes go into the build cache, where the build finds them.
  [{ name: 'content check', command: ['node', '--import', 'tsx', 'scripts/check.ts'] }],
  // The build checks the content again (without the plain-language report), on the content graph it then builds from.
  [{ name: 'build', command: buildCommand() }],
  [
    // Four programs, each with its side's types (scripts/typecheck.ts), on TypeScript 7's native compiler.
    { name: 'type check (four programs: all, the browser\'s side, Node\'s side, the offline worker)', command: ['node', '--import', 'tsx', 'scripts/typecheck.ts'] },
    { name: 'lint (ESLint: TypeScript, rules of hooks, JSX accessibility)', command: ['npx', 'eslint', '.'] },
    unitTests,
    {
      name: 'hosts: the built site on real web servers, npm start and models of static hosts, with and without a base path (Vitest)',
      command: ['npx', 'vitest', 'run', '--config', 'vitest.hosts.config.ts'],
      counts: () => vitestCounts('vitest-hosts.json'),
    },
    // The reports on the built site: each reads dist/ alone, and fills a core the steps above leave idle at their ends.
    { name: 'HTML validation (html-validate)', command: ['node', '--import', 'tsx', 'scripts/validate-html.ts'] },
    { name: 'size budgets', command: ['node', '--import', 'tsx', 'scripts/measure/size.ts'] },
    { name: 'search ranking: the answering page first for the questions in the pages\' titles and keywords', command: ['node', '--import', 'tsx', 'scripts/measure/search-ranking.ts'] },
  ],
  // What reads the built site in a browser, alone: beside the steps above on 2 cores the whole run took as long
  // (373 s either way, all of it CPU), and alone its tests keep the machine to themselves.
  [endToEnd],
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
      process.stdout.write(`\n=== ${step.name}: ${step.command.join(' ')}\n${Buffer.concat(output).toString()}`);
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
for (const stage of stages) {
  const statuses = await Promise.all(stage.map(run));
  stage.forEach((step, index) => {
    if (step.counts) {
      const counts = step.counts();
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped ?? 0;
    }
    if (statuses[index] !== 0) failedSteps.push(step.name);
  });
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed without a test report (type check, build) still fails the run.
const extraFailures = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
// Skipped: a web server the host tests need is not installed here (each such test names it; .ci/run installs them).
if (skipped > 0) console.log(`Skipped: ${skipped} (a program the tests need is not installed here; the skipped tests say which)`);
console.log(`tests: ${passed} passed, ${failed + extraFailures} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
