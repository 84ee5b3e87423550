import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/engine/node/vite/content-plugin.ts';

/**
 * Unit tests of the content engine and components (tests/unit). The content
 * plugin is loaded as in the build, so modules that read its virtual modules (the page table, the search index) work.
 */
const ISOLATED = ['tests/unit/build-once.test.ts', 'tests/unit/doubled-words.test.ts', 'tests/unit/pipeline.test.ts', 'tests/unit/site-files.test.ts'];

export default defineConfig({
  plugins: [contentPlugin({ contentDir: 'content' })],
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
    // One test file per core, not Vitest's default of one fewer: several files spend most of their time
    // waiting for a build or a script in a child process (107 s with 1 worker on 2 cores, 70 s with 2).
    maxWorkers: os.availableParallelism(),
    // npm test runs the type checks and the linter beside these tests (scripts/test.ts): a test that reads or builds
    // content gets the time a busy machine needs, not Vitest's 5 s.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
