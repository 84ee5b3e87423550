/**
 * `npm start` / `npm run serve`: serves dist/ as a production host does, so what
 * you see (and what the end-to-end tests check) is what visitors get:
 *  - files by sirv (the static server Vite itself uses), `/mfa` from `mfa.html`;
 *  - text compressed (brotli or gzip, made once at start-up into a copy of dist/,
 *    as a CDN caches them), hashed files under /assets/ cached for a year;
 *  - `_redirects` applied first, as Cloudflare Pages does (`/mfa.html`,
 *    `/mfa/index.html`, old addresses: 301), and `/mfa/` sent to `/mfa` (301);
 *  - response headers from the built `_headers` file, as deployed;
 *  - anything else: `404.html` with status 404 (`es/404.html` under `/es/`).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { isEntryPoint } from './entry-point.ts';
import { headersFor, parseHeadersFile } from './headers-file.ts';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/**
 * A copy of dist/ with a `.br` and a `.gz` beside every text file, which sirv
 * sends to browsers that accept them. Brotli quality 5: measured on this site
 * (365 files, 1.33 MB), it takes 0.17 s and gives 385 kB; quality 11 gives 343 kB
 * but takes 12 s on every start.
 */
function compressedCopy(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-serve-'));
  fs.cpSync(root, copy, { recursive: true });
  for (const name of fs.readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(copy, name);
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
  process.once('exit', () => fs.rmSync(copy, { recursive: true, force: true }));
  return copy;
}

/** `_redirects` as `from -> to`: the lines are `from to status`. */
function readRedirects(root: string): Map<string, string> {
  const file = path.join(root, '_redirects');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  return new Map(lines.map((line) => line.trim().split(/\s+/)).filter((parts): parts is [string, string, ...string[]] => parts.length >= 2 && !parts[0]!.startsWith('#')).map(([from, to]) => [from, to]));
}

/** The path the site was built to live under: site.webmanifest's start_url (`/`, or `/x/` for siteUrl `https://host/x`). */
export function servedBasePath(root: string): string {
  const manifest = path.join(root, 'site.webmanifest');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { start_url: string }).start_url : '/';
}

export function createStaticServer(root: string): http.Server {
  const served = compressedCopy(path.resolve(root));
  const base = servedBasePath(served);
  const headerRules = fs.existsSync(path.join(served, '_headers')) ? parseHeadersFile(fs.readFileSync(path.join(served, '_headers'), 'utf8')) : [];
  const redirects = readRedirects(served);
  const notFound = fs.readFileSync(path.join(served, '404.html'));
  /** The nearest not-found page, as Cloudflare Pages picks it: `/es/…` answers `es/404.html` (the Spanish one) when there is one. */
  const notFoundFor = (sitePath: string | undefined): Buffer => {
    const folder = sitePath?.startsWith(base) ? sitePath.slice(base.length).split('/')[0] : undefined;
    const nearer = folder && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(folder) ? path.join(served, folder, '404.html') : undefined;
    return nearer && fs.existsSync(nearer) ? fs.readFileSync(nearer) : notFound;
  };
  const setHeaders = (response: http.ServerResponse, requestPath: string) => {
    response.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(headersFor(headerRules, requestPath))) response.setHeader(name, value);
  };
  /** Where a non-canonical address of a page goes: `_redirects`, then `/x/` -> `/x` and `/base` -> `/base/`. */
  const canonicalAddress = (sitePath: string): string | undefined => {
    const listed = redirects.get(sitePath);
    if (listed) return listed;
    if (`${sitePath}/` === base) return base;
    if (!sitePath.endsWith('/') || sitePath === base || !sitePath.startsWith(base) || sitePath.split('/').includes('..')) return undefined;
    const page = path.join(served, `${sitePath.slice(base.length, -1)}.html`);
    return fs.existsSync(page) ? sitePath.slice(0, -1) : undefined;
  };
  const files = sirv(served, { extensions: ['html'], brotli: true, gzip: true, etag: true, setHeaders: (response, pathname) => setHeaders(response, pathname) });

  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The request target is a path; never parse it as a URL, where `//host/x` would name a host.
    const [rawPath = '/', query] = (request.url ?? '/').split('?');
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      decoded = undefined;
    }
    const sitePath = decoded === undefined ? undefined : `/${decoded.replace(/^\/+/, '')}`;
    const movedTo = sitePath === undefined ? undefined : canonicalAddress(sitePath);
    if (movedTo) {
      response.writeHead(301, { Location: `${movedTo}${query === undefined ? '' : `?${query}`}`, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    // Encoded slashes and dots name no file: `/mfa%2Fmfahelp` is not `/mfa/mfahelp`.
    const plain = decoded !== undefined && !/%2f|%5c|%2e|%00/i.test(rawPath) && !decoded.includes('\0') && rawPath.startsWith(base);
    const answerNotFound = () => {
      setHeaders(response, rawPath);
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : notFoundFor(sitePath));
    };
    if (!plain) return answerNotFound();
    // sirv knows the files by their path in dist/; the site lives under `base`.
    request.url = `/${(request.url ?? '/').slice(base.length)}`;
    files(request, response, answerNotFound);
  });
}

if (isEntryPoint(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..', process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(root, '404.html'))) {
    console.error('dist/ has no built site. Run "npm run build" first (or "npm start", which builds and serves).');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  createStaticServer(root).listen(port, () => {
    console.log(`Serving dist/ at http://localhost:${port}${servedBasePath(root)}  (Ctrl+C stops it)`);
  });
}
