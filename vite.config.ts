import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './src/engine/node/vite-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin({ contentDir: 'content' }), react({ include: /\.(mdx|js|jsx|ts|tsx)$/ })],
  define: {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    // Prerendered pages reference their assets by absolute path.
    assetsInlineLimit: 0,
  },
});
