import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/engine/node/content-plugin.ts';

/**
 * Unit tests of the content engine and components (tests/unit). The content
 * plugin is loaded as in the build, so modules that read its virtual modules (the page table, the search index) work.
 */
export default defineConfig({
  plugins: [contentPlugin({ contentDir: 'content' })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
