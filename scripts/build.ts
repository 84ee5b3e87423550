/**
 * `npm run build`: one content graph (every page read, parsed and checked once),
 * then the client bundle, the server bundle used only to prerender, and every
 * route written as static HTML (scripts/prerender.ts), all from that graph.
 * Output: dist/. `--quiet` prints warnings only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { buildContentGraph } from '../src/engine/node/content-graph.ts';
import type { ContentReader } from '../src/engine/node/content-reader.ts';
import { siteConfig } from '../vite.config.ts';
import { reportCheck } from './check.ts';
import { prerender } from './prerender.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The output folder: dist/, or $SITE_DIST (so parallel builds do not share one). */
export const DEFAULT_OUT_DIR = path.resolve(root, process.env.SITE_DIST ?? 'dist');
/** The content folder: content/, or $SITE_CONTENT (the benchmark builds generated content). */
export const CONTENT_DIR = path.resolve(root, process.env.SITE_CONTENT ?? 'content');

export interface BuildOptions {
  outDir?: string;
  contentDir?: string;
  quiet?: boolean;
  /** How content/ is read (a test counts the reads). */
  reader?: ContentReader;
}

/** Seconds each step took, for the closing line. */
export type BuildTimings = Record<'content' | 'bundles' | 'prerender', number>;

export async function buildSite(options: BuildOptions = {}): Promise<BuildTimings> {
  const outDir = path.resolve(root, options.outDir ?? DEFAULT_OUT_DIR);
  const contentDir = options.contentDir ?? CONTENT_DIR;
  let started = performance.now();
  const lap = () => {
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    return seconds;
  };
  const graph = buildContentGraph({ contentDir, reader: options.reader });
  // The content check lists every mistake at once, with file and line, before Vite starts.
  if (!reportCheck(graph, { annotate: process.env.GITHUB_ACTIONS === 'true' })) {
    throw new Error('The content check found errors (listed above). Fix them, then build again.');
  }
  if (graph.datesFallback) console.warn(`Note: "Last updated" dates and the sitemap use each page's reviewed date, because ${graph.datesFallback}.`);
  const content = lap();

  // The server bundle is only a means to prerender; it never ships. It lives inside
  // the project so that it resolves react-dom/server from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const ssrOutDir = fs.mkdtempSync(path.join(cache, 'edtech-ssr-'));
  const config = (build: object) => mergeConfig(siteConfig({ contentDir, graph }), { root, configFile: false, logLevel: options.quiet ? 'warn' : 'info', build });
  // The two builds side by side: the bundler works on several threads while the other build's JavaScript runs.
  await Promise.all([
    build(config({ outDir, emptyOutDir: true, manifest: true })),
    build(config({ ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false })),
  ]);
  const bundles = lap();
  try {
    await prerender({ distDir: outDir, serverEntry: path.join(ssrOutDir, 'entry-server.js'), graph });
  } finally {
    fs.rmSync(ssrOutDir, { recursive: true, force: true });
  }
  return { content, bundles, prerender: lap() };
}

if (isEntryPoint(import.meta.url)) {
  const started = performance.now();
  try {
    // --quiet: warnings only, without Vite's list of every file written (the benchmark's thousands).
    const timings = await buildSite({ quiet: process.argv.includes('--quiet') });
    const steps = Object.entries(timings).map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', ');
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps})`);
  } catch (error) {
    console.error(`\nBuild failed.\n${(error as Error).message}`);
    process.exit(1);
  }
}
