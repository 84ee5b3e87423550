import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The host tests (tests/hosts): the built site served by each host's rules.
 * They need dist/, so `npm test` runs them after the build, with their own report.
 */
export default defineConfig({
  test: {
    include: ['tests/hosts/**/*.test.ts', 'tests/site/**/*.test.ts'],
    environment: 'node',
    // The copy of the site built under a path, which several files serve: built once, before them.
    globalSetup: ['tests/hosts/global-setup.ts'],
    // One file per core: they wait on servers and child processes (22 s with 1 worker on 2 cores, 16 s with 2).
    maxWorkers: os.availableParallelism(),
    // Test files share their modules within a worker, as the unit tests do (none of these mocks a module or stubs a
    // global): each file importing the engine and the content graph anew cost 169 s of CPU for the step, shared 147 s.
    isolate: false,
    // Starting a server (npm start compresses the site first) can take seconds on a busy machine.
    hookTimeout: 60_000,
    // npm test runs the unit tests and the type checks beside these (scripts/test.ts): a busy machine needs more than 5 s.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest-hosts.json' }]],
  },
});
