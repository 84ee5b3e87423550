/**
 * `npm run size`: what a first visit to each page downloads, gzip level 9, from
 * the built site ($SITE_DIST or dist/). JavaScript counts the entry script, the
 * preloaded page chunk and every chunk they import statically, which is exactly
 * what the browser fetches before the page is interactive. Fails over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = { js: 95_000, css: 15_000, html: 12_000 } as const;

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (`import … from "./x.js"`), not `import()`. */
function withStaticImports(file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    withStaticImports(path.join(path.dirname(file), match[1]!), into);
  }
  return into;
}

export interface RouteSize {
  route: string;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
}

export function measureRoute(distDir: string, htmlFile: string): RouteSize {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const head = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const asset = (href: string) => path.join(distDir, href.replace(/^\//, ''));
  // Every script the page names, classic ones (public/theme.js) too, and the chunks it preloads.
  const scripts = [...head.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const jsFiles = new Set<string>();
  for (const match of scripts) withStaticImports(asset(match[1]!), jsFiles);
  const cssFiles = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => asset(match[1]!));
  const route = `/${path.relative(distDir, htmlFile).replace(/(^|\/)index\.html$/, '')}`;
  return {
    route: route === '/404.html' ? '(404 page)' : route,
    html: gzipSize(htmlFile),
    css: cssFiles.reduce((sum, file) => sum + gzipSize(file), 0),
    js: [...jsFiles].reduce((sum, file) => sum + gzipSize(file), 0),
    jsFiles: jsFiles.size,
  };
}

export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(import.meta.dirname, '..', process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(distDir, '404.html'))) {
    console.error(`${distDir} has no built site: run "npm run build" first.`);
    process.exit(1);
  }
  const rows = htmlFiles(distDir).map((file) => measureRoute(distDir, file));
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
