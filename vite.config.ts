import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { parse } from 'yaml';
import { basePathOf } from './src/engine/urls.ts';
import { searchPlugin } from './src/engine/node/search-plugin.ts';
import { contentPlugin } from './src/engine/node/vite-plugin.ts';

/** content/, or $SITE_CONTENT (the benchmark builds generated content). */
const contentDir = process.env.SITE_CONTENT ?? 'content';

/** The path the site is published under comes from siteUrl alone (src/engine/urls.ts). */
const { siteUrl } = parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as { siteUrl: string };

export default defineConfig({
  base: basePathOf(siteUrl),
  plugins: [contentPlugin({ contentDir }), searchPlugin({ contentDir }), react({ include: /\.(mdx|js|jsx|ts|tsx)$/ })],
  define: {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    // Prerendered pages reference their assets by absolute path.
    assetsInlineLimit: 0,
    // Every browser the site supports knows <link rel="modulepreload">; older ones
    // simply load the page chunk a moment later, so the polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
    // `npm run size` measures what each page really loads; gzipping every file for
    // Vite's own list only slows large builds down.
    reportCompressedSize: false,
  },
});
