import { defineConfig } from 'vite';
import { siteConfig } from './src/engine/node/vite/vite-config.ts';

/** `npm run dev` and Vite's own commands: the site's configuration (src/engine/node/vite/vite-config.ts) over content/, or $SITE_CONTENT. */
export default defineConfig(siteConfig({ contentDir: process.env.SITE_CONTENT ?? 'content' }));
