/**
 * `npm run size`: what a first visit to each page downloads, gzip level 9, from
 * the built site ($SITE_DIST or dist/). JavaScript counts the entry script, the
 * preloaded page chunk and every chunk they import statically, read from the
 * build's module graph (Vite's manifest), which is exactly what the browser
 * fetches before the page is interactive. Fails over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isEntryPoint } from './entry-point.ts';
import { pageFiles } from './html-files.ts';
import { readManifest, withStaticImports, type Manifest } from './vite-manifest.ts';

/**
 * JS was 95,000 until the second language: each page now carries its language's
 * words for the chrome (about 1.5 kB) beside reading-comfort widgets. The islands
 * work (one hydrated island per widget, no page-wide hydration) is what brings a
 * first visit down to Starlight's size; until then the budget holds this line.
 */
export const BUDGETS = { js: 100_000, css: 15_000, html: 12_000 } as const;

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteSize {
  route: string;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
}

/** The build's module graph: the manifest, and its keys by output file (an HTML file names chunks by file). */
export interface ModuleGraph {
  manifest: Manifest;
  keyOf: Map<string, string>;
}

export function readModuleGraph(distDir: string): ModuleGraph {
  const manifest = readManifest(distDir);
  return { manifest, keyOf: new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key])) };
}

export function measureRoute(distDir: string, htmlFile: string, { manifest, keyOf }: ModuleGraph): RouteSize {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const head = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const asset = (href: string) => path.join(distDir, href.replace(/^\//, ''));
  // Classic scripts (public/theme.js) are files of their own; modules and their preloads are followed through the build's module graph.
  const classic = [...head.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+)"/g)].map((match) => asset(match[1]!));
  const modules = [...head.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const chunks = new Set<string>();
  for (const match of modules) {
    const file = match[1]!.replace(/^\//, '');
    const key = keyOf.get(file);
    if (key === undefined) throw new Error(`${path.relative(distDir, htmlFile)} loads ${file}, which the build's manifest does not list`);
    withStaticImports(manifest, key, chunks);
  }
  const jsFiles = [...classic, ...[...chunks].map(asset)];
  const cssFiles = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => asset(match[1]!));
  // `mfa.html` is the page /mfa (src/engine/urls.ts); `index.html` the home page.
  const route = `/${path.relative(distDir, htmlFile).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return {
    route: route === '/404' ? '(404 page)' : route,
    html: gzipSize(htmlFile),
    css: cssFiles.reduce((sum, file) => sum + gzipSize(file), 0),
    js: jsFiles.reduce((sum, file) => sum + gzipSize(file), 0),
    jsFiles: jsFiles.length,
  };
}

if (isEntryPoint(import.meta.url)) {
  const distDir = path.resolve(import.meta.dirname, '..', process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(distDir, '404.html'))) {
    console.error(`${distDir} has no built site: run "npm run build" first.`);
    process.exit(1);
  }
  const modules = readModuleGraph(distDir);
  const rows = pageFiles(distDir).map((file) => measureRoute(distDir, file, modules));
  const over = (row: RouteSize) => (Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]).filter((kind) => row[kind] > BUDGETS[kind]);
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`First-visit bytes per page (gzip -9). Budgets: JS ${BUDGETS.js}, CSS ${BUDGETS.css}, HTML ${BUDGETS.html}.\n`);
  console.log(`${'page'.padEnd(42)}${pad('JS', 9)}${pad('files', 7)}${pad('CSS', 8)}${pad('HTML', 8)}`);
  for (const row of rows) {
    const flags = over(row);
    console.log(`${row.route.padEnd(42)}${pad(row.js, 9)}${pad(row.jsFiles, 7)}${pad(row.css, 8)}${pad(row.html, 8)}${flags.length ? `  OVER: ${flags.join(', ')}` : ''}`);
  }
  const max = (kind: keyof typeof BUDGETS) => Math.max(...rows.map((row) => row[kind]));
  console.log(`\nLargest: JS ${max('js')} (${Math.round((100 * max('js')) / BUDGETS.js)}% of budget), CSS ${max('css')}, HTML ${max('html')}.`);
  const failing = rows.filter((row) => over(row).length > 0);
  if (failing.length > 0) {
    console.error(`\n${failing.length} page(s) over budget. See which chunks they load with: npx vite build --mode production, then look at dist/assets.`);
    process.exit(1);
  }
  console.log('Every page is within its budgets.');
}
