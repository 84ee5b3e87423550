/**
 * `npm run build`: one content graph (every page read, parsed and checked once),
 * then the client bundle, the server bundle used only to prerender, and every
 * route written as static HTML (src/engine/node/publish/prerender.ts), all from that graph.
 * Output: dist/. `--quiet` prints warnings only.
 *
 * All or nothing: everything is written into a new folder beside dist/, which
 * takes dist/'s place only once the whole site is written. A build that fails
 * (a content error, a bundler error, anything) leaves the last good dist/ as it
 * was, and a server reading dist/ meanwhile never sees half a site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { pruneBuildCache } from '../graph/build-cache.ts';
import { loadContentGraph } from '../graph/content-graph.ts';
import type { ContentReader } from '../graph/content-reader.ts';
import { siteConfig } from '../vite/vite-config.ts';
import { reportCheck } from '../checks/print-problems.ts';
import { publishedPictures } from '../checks/site-files.ts';
import { writeOfflineFiles } from './offline-files.ts';
import { prerender } from './prerender.ts';
import { keepManifest } from './vite-manifest.ts';
import { projectRoot } from '../project-root.ts';
import { linkModules, workFolder } from '../work-folder.ts';
import type { HandoutPdf } from '../../page-types.ts';


/** The output folder: dist/, or $SITE_DIST (so parallel builds do not share one). */
export const DEFAULT_OUT_DIR = path.resolve(projectRoot, process.env.SITE_DIST ?? 'dist');
/** The content folder: content/, or $SITE_CONTENT (the benchmark builds generated content). */
export const CONTENT_DIR = path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content');

export interface BuildOptions {
  outDir?: string;
  contentDir?: string;
  /** The pictures an edit adds (public/images/): checked (checks/site-files.ts), then copied into the site as they are. */
  publicDir?: string;
  quiet?: boolean;
  /** How content/ is read (a test counts the reads). */
  reader?: ContentReader;
  /** The handouts' PDFs `npm run handouts` printed (handout-pdfs.ts): copied into dist/pdf/, each printable page linking its own. */
  handouts?: { folder: string; pdfs: ReadonlyMap<string, HandoutPdf> };
}

/**
 * Seconds each step took, for the closing line and `npm run bench`: the content
 * graph (every page read and parsed, or taken from the cache), the content
 * check across pages, both bundles (with the search index and QR codes), prerendering.
 */
export type BuildTimings = Record<'content' | 'check' | 'bundles' | 'prerender', number>;

/** Whether a process is running (a build that left its folder behind may still be at work). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The folders of builds stopped by force (Ctrl+C, a crash) beside dist/: deleted. */
function clearAbandoned(outDir: string): void {
  const pattern = new RegExp(`^${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(building|old)-(\\d+)$`);
  for (const name of fs.readdirSync(path.dirname(outDir))) {
    const pid = pattern.exec(name)?.[2];
    if (pid !== undefined && !isRunning(Number(pid))) fs.rmSync(path.join(path.dirname(outDir), name), { recursive: true, force: true });
  }
}

/** Puts the finished folder in dist/'s place: two renames, the old dist/ deleted after. */
function replaceFolder(finished: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(finished, outDir);
  fs.rmSync(old, { recursive: true, force: true });
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildTimings> {
  const outDir = path.resolve(projectRoot, options.outDir ?? DEFAULT_OUT_DIR);
  // Beside dist/, on the same disk, so that putting it in place is a rename.
  clearAbandoned(outDir);
  const building = `${outDir}.building-${process.pid}`;
  try {
    const timings = await buildInto(building, options);
    keepManifest(building, outDir);
    replaceFolder(building, outDir);
    pruneBuildCache();
    return timings;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

async function buildInto(outDir: string, options: BuildOptions): Promise<BuildTimings> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  let started = performance.now();
  const lap = () => {
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    return seconds;
  };
  const graph = await loadContentGraph({ contentDir, reader: options.reader });
  if (options.handouts) graph.pdfs = options.handouts.pdfs;
  const content = lap();
  // The content check lists every mistake at once, with file and line, before Vite starts.
  const publicDir = options.publicDir ?? path.join(projectRoot, 'public');
  if (!reportCheck(graph, { annotate: process.env.GITHUB_ACTIONS === 'true', publicDir })) {
    throw new Error('The content check found errors (listed above). Fix them, then build again.');
  }
  if (graph.datesFallback) console.warn(`Note: "Last updated" dates and the sitemap use each page's reviewed date, because ${graph.datesFallback}.`);
  const check = lap();

  // The server bundle is only a means to prerender; it never ships. It is written to the
  // temporary folder, and finds react-dom/server through node_modules linked beside it once built.
  const ssrOutDir = workFolder('edtech-ssr-');
  const config = (build: object) => mergeConfig(siteConfig({ contentDir, graph }), { root: projectRoot, publicDir, configFile: false, logLevel: options.quiet ? 'warn' : 'info', build });
  // The two builds side by side: the bundler works on several threads while the other build's JavaScript runs.
  await Promise.all([
    // public/ is not copied as a whole: only its pictures, below, as the content check accepted them.
    // A block's browser code (src/blocks/NAME/NAME.browser.ts) is the chunk NAME-HASH.js, as a file of src/browser/ is.
    build(config({ outDir, emptyOutDir: true, manifest: true, copyPublicDir: false, rollupOptions: { output: { chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.replace(/\.browser$/, '')}-[hash].js` } } })),
    build(config({ ssr: true, rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', 'render-worker': 'src/engine/node/render/render-worker.ts' } }, outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false })),
  ]);
  for (const picture of publishedPictures(publicDir)) {
    fs.mkdirSync(path.dirname(path.join(outDir, picture)), { recursive: true });
    fs.copyFileSync(path.join(publicDir, picture), path.join(outDir, picture));
  }
  const bundles = lap();
  try {
    linkModules(ssrOutDir); // emptied by the build
    await prerender({ distDir: outDir, serverDir: ssrOutDir, graph });
    await writeOfflineFiles(outDir, graph);
    if (options.handouts) fs.cpSync(options.handouts.folder, path.join(outDir, 'pdf'), { recursive: true });
  } finally {
    fs.rmSync(ssrOutDir, { recursive: true, force: true });
  }
  return { content, check, bundles, prerender: lap() };
}
