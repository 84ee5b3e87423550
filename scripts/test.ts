/**
 * `npm test`: every check, in order, then one summary line that CI reads:
 *   tests: N passed, N failed
 * The numbers come from the runners' own JSON reports (reports/), never by hand.
 * Every step runs even when an earlier one fails, so one run shows everything.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from '../src/engine/node/find-chromium.ts';

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

const steps: Step[] = [
  // Three programs: everything with both sides' types, then the browser's side and Node's side each alone (tsconfig.browser.json, tsconfig.node.json).
  { name: 'type check (the browser\'s side and Node\'s side apart)', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint (ESLint: TypeScript, rules of hooks, JSX accessibility)', command: ['npx', 'eslint', '.'] },
  {
    name: 'unit tests (Vitest)',
    command: ['npx', 'vitest', 'run'],
    counts: () => vitestCounts('vitest.json'),
  },
  // npm run check: everything the build checks, and the plain-language report, which the build leaves out. The
  // parts it makes go into the build cache, where the build finds them.
  { name: 'content check', command: ['node', '--import', 'tsx', 'scripts/check.ts'] },
  // The build checks the content again (without the plain-language report), on the content graph it then builds from.
  { name: 'build', command: ['node', '--import', 'tsx', 'scripts/build.ts'] },
  {
    name: 'hosts: the built site on real web servers, npm start and models of static hosts, with and without a base path (Vitest)',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.hosts.config.ts'],
    counts: () => vitestCounts('vitest-hosts.json'),
  },
  { name: 'HTML validation (html-validate)', command: ['node', '--import', 'tsx', 'scripts/validate-html.ts'] },
  { name: 'size budgets', command: ['node', '--import', 'tsx', 'scripts/measure/size.ts'] },
  { name: 'search ranking: the answering page first for the questions in the pages\' titles and keywords', command: ['node', '--import', 'tsx', 'scripts/measure/search-ranking.ts'] },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    command: ['npx', 'playwright', 'test'],
    counts: () => {
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>('playwright.json');
      return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped } : { passed: 0, failed: 1 };
    },
  },
];

if (!findChromium() && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.log(`${HOW_TO_GET_CHROMIUM}\n(Trying Playwright's own browser, if one is installed.)\n`);
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (step.counts) {
    const counts = step.counts();
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped ?? 0;
  }
  if (result.status !== 0) failedSteps.push(step.name);
  console.log(`=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed without a test report (type check, build) still fails the run.
const extraFailures = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
// Skipped: a web server the host tests need is not installed here (each such test names it; .ci/run installs them).
if (skipped > 0) console.log(`Skipped: ${skipped} (a program the tests need is not installed here; the skipped tests say which)`);
console.log(`tests: ${passed} passed, ${failed + extraFailures} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
