import type { UserConfig } from 'vite';
import { readSiteConfig, type ContentGraph } from '../graph/content-graph.ts';
import { contentPlugin } from './content-plugin.ts';
import { headFilesPlugin } from './head-files.ts';
import { basePathOf } from '../../urls.ts';

/**
 * The site's Vite configuration. The build (publish/build-site.ts) passes the content
 * graph it has built and checked, so its two builds and prerendering share it;
 * `npm run dev` (vite.config.ts) lets the content plugin build its own.
 */
export function siteConfig(options: { contentDir: string; graph?: ContentGraph }): UserConfig {
  // The path the site is published under comes from siteUrl alone (src/engine/urls.ts).
  const siteUrl = options.graph?.site?.siteUrl ?? readSiteConfig(options.contentDir)?.siteUrl;
  return {
    base: siteUrl ? basePathOf(siteUrl) : '/',
    // `npm run dev` renders pages itself (dev-pages.ts), not Vite's index.html for every address.
    appType: 'custom',
    plugins: [contentPlugin(options), headFilesPlugin()],
    define: {
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    build: {
      // Prerendered pages reference their assets by absolute path.
      assetsInlineLimit: 0,
      // Every browser the site supports knows <link rel="modulepreload">; older ones
      // simply load the page chunk a moment later, so the polyfill is not worth its bytes.
      modulePreload: { polyfill: false },
      // Vite 8's default, written down because src/styles/tokens.css relies on it: Lightning CSS rewrites light-dark()
      // for the browsers of Vite's targets (Chrome 111, Firefox 114, Safari 16.4), which predate it.
      cssMinify: 'lightningcss',
      // `npm run size` measures what each page really loads; gzipping every file for
      // Vite's own list only slows large builds down.
      reportCompressedSize: false,
    },
  };
}

