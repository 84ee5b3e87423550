import { defineConfig } from 'vitest/config';

/**
 * The pull request's Content job: every built page (dist/, both languages)
 * against its file in content/, and its HTML valid, in a few seconds. Only tests/site/built-pages.test.ts
 * and tests/site/valid-html.test.ts: no host servers and no second build (vitest.hosts.config.ts has those, for npm test).
 */
export default defineConfig({
  test: {
    include: ['tests/site/built-pages.test.ts', 'tests/site/valid-html.test.ts'],
    environment: 'node',
  },
});
