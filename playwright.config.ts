import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './src/engine/node/find-chromium.ts';

/**
 * End-to-end tests run against the built site (npm run build), served by
 * src/engine/node/publish/static-server.ts exactly as a static host serves it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4390);
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers per core: the tests wait on pages much of their time (alone on 2 cores: 288 s with two browsers, 197 s
  // with four, 180 s of CPU either way). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2 * os.availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action of every test (kept only on failure), which costs CI minutes on its
    // ~260 tests; there a failure's screenshot, error context and call log are kept instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A failed test's screenshot is taken by tests/e2e/fixtures.ts, which takes none of a passed one.
    screenshot: 'off',
    // The offline worker (sw.js) registers after every page's load and installs with about 30 KB of files: tests
    // other than offline.spec.ts (which allows it) read the page as a first visit, without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        // Chromium's background services try to reach Google; this machine's network refuses them.
        '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
        // Each test opens a new browser context, for which Chromium starts a renderer and a spare one it never uses.
        // With one renderer at a time (a soft limit: a page still gets its own process when isolation needs one), a
        // new context cost 0.45 s of Chromium's CPU instead of 1.05 s here (20 contexts, each loading one guide); in
        // the headless shell (find-chromium.ts), the end-to-end tests took 242 s with it and 262 s without.
        '--renderer-process-limit=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // One process (no npx or tsx wrapper in between), so the stop reaches the server itself.
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(PORT), SITE_DIST: process.env.SITE_DIST ?? 'dist' },
    url: `http://127.0.0.1:${PORT}/`,
    // Never test whatever else already listens on the port (another checkout's site): Playwright stops and says the port is taken.
    reuseExistingServer: false,
    // A stop the server hears, so it closes its open connections and ends by itself.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 30_000,
  },
});
