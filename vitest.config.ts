import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/engine/node/vite/content-plugin.ts';

/**
 * Unit tests of the content engine and components (tests/unit). The content
 * plugin is loaded as in the build, so modules that read its virtual modules (the search index, the schools) work.
 */
const UNIT_TESTS = 'tests/unit';
/**
 * Test files share their modules within a worker (isolate: false): each file importing the engine anew took 60 s of a
 * 100 s run, 25 s shared. A file that changes what others would see (mocks a module, stubs the environment or a
 * global, spies on the console, fakes the clock) runs in its own module graph, found by what it calls.
 */
const ISOLATED = fs
  .readdirSync(UNIT_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\b/.test(fs.readFileSync(path.join(UNIT_TESTS, file), 'utf8')))
  .map((file) => `${UNIT_TESTS}/${file}`);

export default defineConfig({
  plugins: [contentPlugin({ contentDir: 'content' })],
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'shared', include: [`${UNIT_TESTS}/**/*.test.{ts,tsx}`], exclude: ISOLATED, isolate: false } },
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
