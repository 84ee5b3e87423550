import { defineConfig } from 'vitest/config';

/**
 * The host tests (tests/hosts): the built site served by each host's rules.
 * They need dist/, so `npm test` runs them after the build, with their own report.
 */
export default defineConfig({
  test: {
    include: ['tests/hosts/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest-hosts.json' }]],
  },
});
