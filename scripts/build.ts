/**
 * `npm run build`: the client bundle, the server bundle used only to prerender,
 * then every route written as static HTML (scripts/prerender.ts). Output: dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.ts';

const root = path.resolve(import.meta.dirname, '..');
const ssrOutDir = path.join(root, '.ssr-build');

export async function buildSite(options: { outDir?: string; quiet?: boolean } = {}): Promise<void> {
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const logLevel = options.quiet ? 'warn' : 'info';
  await build({ root, logLevel, build: { outDir, emptyOutDir: true, manifest: true } });
  await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false } });
  await prerender({ distDir: outDir, serverEntry: path.join(ssrOutDir, 'entry-server.js') });
  fs.rmSync(ssrOutDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  try {
    await buildSite();
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`\nBuild failed.\n${(error as Error).message}`);
    process.exit(1);
  }
}
