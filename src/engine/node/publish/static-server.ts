/**
 * `npm start` / `npm run serve`: serves dist/ as a production host does, so what
 * you see (and what the end-to-end tests check) is what visitors get. It serves
 * by what the build wrote about the site (`_site.json`, src/engine/served-site.ts):
 *  - files by sirv (the static server Vite itself uses), `/mfa/` from `mfa/index.html`,
 *    and `/mfa` sent on to `/mfa/` (301), as every host does;
 *  - text compressed (brotli or gzip, made once at start-up into a copy of
 *    dist/ in the temporary folder, as a CDN caches them; the copy is deleted
 *    when the server stops), hashed files under /assets/ cached for a year;
 *  - old addresses and `.html` forms sent on (301), as Cloudflare Pages does;
 *  - the response headers every host is told to send, at the root or under a path alike;
 *  - anything else: the not-found page of the address's language, with status 404.
 * It listens on 127.0.0.1 only (HOST to change), and says so.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { SERVED_SITE_FILE, type ServedSite } from '../../served-site.ts';
import { pageHref, withBase } from '../../urls.ts';

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
  return copy;
}

/** What the build wrote about the site in `root`. */
export function readServedSite(root: string): ServedSite {
  return JSON.parse(fs.readFileSync(path.join(root, SERVED_SITE_FILE), 'utf8')) as ServedSite;
}

/** Whether a site path (`/assets/x.js`) matches a pattern of ServedSite.headers (`/assets/*`). */
function matches(pattern: string, sitePath: string): boolean {
  return pattern.endsWith('*') ? sitePath.startsWith(pattern.slice(0, -1)) : sitePath === pattern;
}

/** A server of the built site in `root`; `close()` it to delete its compressed copy. */
export function createStaticServer(root: string): http.Server {
  const site = readServedSite(root);
  const served = compressedCopy(path.resolve(root));
  const redirects = new Map(site.redirects.map(({ from, to }) => [from, to]));
  /** The not-found page for an address: its language's (`/es/…`), else the main one's. */
  const notFoundFor = (sitePath: string | undefined): Buffer => {
    const file = site.notFound[sitePath?.split('/')[1] ?? ''] ?? site.notFound['']!;
    return fs.readFileSync(path.join(served, file));
  };
  const setHeaders = (response: http.ServerResponse, sitePath: string | undefined) => {
    response.setHeader('Cache-Control', 'no-cache');
    for (const { pattern, values } of site.headers) if (sitePath !== undefined && matches(pattern, sitePath)) for (const [name, value] of Object.entries(values)) response.setHeader(name, value);
  };
  /** Where an address is sent on to, as a site path: a listed redirect, or `/x` to `/x/` when x/ is a folder of pages. */
  const movedTo = (sitePath: string): string | undefined => {
    const listed = redirects.get(sitePath) ?? redirects.get(sitePath.replace(/(.)\/$/, '$1'));
    if (listed) return listed;
    if (sitePath.endsWith('/') || sitePath.split('/').includes('..')) return undefined;
    return fs.existsSync(path.join(served, sitePath, 'index.html')) ? `${sitePath}/` : undefined;
  };
  // sirv is given the site path as the request's address (below), so it passes it on here.
  const files = sirv(served, { brotli: true, gzip: true, etag: true, setHeaders: (response, sitePath) => setHeaders(response, sitePath) });

  const server = http.createServer((request, response) => {
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
    // The address within the site (`/mfa/`), or undefined when it is outside the base path.
    const sitePath = decoded === undefined ? undefined : decoded === site.base.replace(/\/$/, '') ? '' : decoded.startsWith(site.base) ? `/${decoded.slice(site.base.length)}` : undefined;
    // Encoded slashes and dots name no file (`/mfa%2Fmfahelp` is not `/mfa/mfahelp`), nor does `..` or `//host`.
    const plain = sitePath !== undefined && !/%2f|%5c|%2e|%00/i.test(rawPath) && !decoded!.includes('\0') && !decoded!.startsWith('//') && !decoded!.split('/').includes('..');
    const target = !plain ? undefined : sitePath === '' ? '/' : movedTo(sitePath!);
    if (target) {
      response.writeHead(301, { Location: `${site.base}${target.slice(1)}${query === undefined ? '' : `?${query}`}`, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const answerNotFound = () => {
      setHeaders(response, sitePath);
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : notFoundFor(sitePath));
    };
    if (!plain) return answerNotFound();
    // sirv knows the files by their path in dist/, and gives setHeaders the same site path.
    request.url = `${sitePath}${query === undefined ? '' : `?${query}`}`;
    files(request, response, answerNotFound);
  });
  server.on('close', () => fs.rmSync(served, { recursive: true, force: true }));
  return server;
}

/** A built site served on a free loopback port, for the tools and tests that open its pages. */
export interface ServedBuild {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The address of a route (`/mfa` → `http://127.0.0.1:<port>/<base>mfa/`) or of a file (`/x.html`). */
  url(route: string): string;
  close(): Promise<void>;
}

/** Serves the built site in `root` as `npm start` does, on a free port of 127.0.0.1. */
export async function serveBuiltSite(root: string): Promise<ServedBuild> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { base } = readServedSite(root);
  return {
    origin,
    url: (route) => `${origin}${withBase(base, route.endsWith('.html') ? route : pageHref(route))}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
