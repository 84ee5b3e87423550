import { defineConfig } from 'vitest/config';

/** Unit tests of the content engine and components (tests/unit). */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
