/**
 * `npm run build`: the client bundle, the server bundle used only to prerender,
 * then every route written as static HTML (scripts/prerender.ts). Output: dist/.
 * `--quiet` prints warnings only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { checkSiteContent } from './check.ts';
import { prerender } from './prerender.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The output folder: dist/, or $SITE_DIST (so parallel builds do not share one). */
export const DEFAULT_OUT_DIR = path.resolve(root, process.env.SITE_DIST ?? 'dist');
/** The content folder: content/, or $SITE_CONTENT (the benchmark builds generated content). */
export const CONTENT_DIR = path.resolve(root, process.env.SITE_CONTENT ?? 'content');

export async function buildSite(options: { outDir?: string; quiet?: boolean } = {}): Promise<void> {
  const outDir = path.resolve(root, options.outDir ?? DEFAULT_OUT_DIR);
  // The content check lists every mistake at once, with file and line; the build would stop at the first.
  if (!(await checkSiteContent({ contentDir: CONTENT_DIR }))) throw new Error('The content check found errors (listed above). Fix them, then build again.');
  // The server bundle is only a means to prerender; it never ships. It lives inside
  // the project so that it resolves react-dom/server from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const ssrOutDir = fs.mkdtempSync(path.join(cache, 'edtech-ssr-'));
  const logLevel = options.quiet ? 'warn' : 'info';
  await build({ root, logLevel, build: { outDir, emptyOutDir: true, manifest: true } });
  await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false } });
  try {
    await prerender({ distDir: outDir, serverEntry: path.join(ssrOutDir, 'entry-server.js'), contentDir: CONTENT_DIR, projectRoot: root });
  } finally {
    fs.rmSync(ssrOutDir, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  const started = performance.now();
  try {
    // --quiet: warnings only, without Vite's list of every file written (the benchmark's thousands).
    await buildSite({ quiet: process.argv.includes('--quiet') });
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`\nBuild failed.\n${(error as Error).message}`);
    process.exit(1);
  }
}
