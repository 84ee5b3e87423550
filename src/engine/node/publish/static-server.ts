/**
 * `npm start` / `npm run serve`: serves dist/ as a production host does, so what
 * you see (and what the end-to-end tests check) is what visitors get. It serves
 * by what the build wrote about the site (`_site.json`, src/engine/served-site.ts):
 *  - `/mfa/` from `mfa/index.html`, every other file at its own address, and
 *    `/mfa` sent on to `/mfa/` (301), as every host does;
 *  - text compressed (brotli or gzip, as the browser accepts), hashed files
 *    under /assets/ cached for a year, an ETag on every file (304 when unchanged);
 *  - old addresses and `.html` forms sent on (301), as Cloudflare Pages does; a
 *    moved page's old address in any letter case, with `.html` or a slash;
 *  - the response headers every host is told to send, on every response it
 *    sends (200, 301, 304, 404, 405, 400, 500), at the root or under a path alike;
 *  - anything else: the not-found page of the address's language, with status 404.
 * It listens on 127.0.0.1 only (HOST to change), and says so.
 *
 * Its own small handler, because anyone on the network may send it anything
 * (issue 34): every file is read once at start-up into a table (a Map, so
 * `/constructor` or `/__proto__` is only a missing file), never following a
 * symbolic link; the address is decoded once (`/%256dfa/` is not `/mfa/`); no
 * Range is offered, so none is read; and the handler catches whatever it meets,
 * answering 500 rather than stopping.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { movedAddressOf, SERVED_SITE_FILE, type ServedSite } from '../../served-site.ts';
import { pageHref, withBase } from '../../urls.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** One file of the site, read at start-up, with its compressed forms. */
interface ServedFile {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Quoted, the same for every encoding of the file; each encoding's ETag adds its name. */
  tag: string;
}

/**
 * Every regular file of `root` by its site path (`/mfa/index.html`), never what
 * a symbolic link points to. Brotli quality 5: measured on this site (365
 * files, 1.33 MB), 0.17 s for 385 kB; quality 11 gives 343 kB but takes 12 s.
 */
function readSite(root: string): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (folder: string, sitePath: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      const address = `${sitePath}/${entry.name}`;
      if (entry.isDirectory()) walk(file, address);
      if (!entry.isFile()) continue;
      const identity = fs.readFileSync(file);
      const served: ServedFile = { type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream', identity, tag: createHash('sha256').update(identity).digest('base64url').slice(0, 16) };
      if (COMPRESSIBLE.test(entry.name)) {
        const br = zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        const gzip = zlib.gzipSync(identity, { level: 9 });
        if (br.length < identity.length) served.br = br;
        if (gzip.length < identity.length) served.gzip = gzip;
      }
      files.set(address, served);
    }
  };
  walk(root, '');
  return files;
}

/** What the build wrote about the site in `root`. */
export function readServedSite(root: string): ServedSite {
  return JSON.parse(fs.readFileSync(path.join(root, SERVED_SITE_FILE), 'utf8')) as ServedSite;
}

/** Whether a site path (`/assets/x.js`) matches a pattern of ServedSite.headers (`/assets/*`). */
function matches(pattern: string, sitePath: string): boolean {
  // A folder's pattern (`/assets/*`) names the files in it, never the folder's own address (`/assets/`), which is no hashed file.
  return pattern.endsWith('*') ? sitePath.startsWith(pattern.slice(0, -1)) && (pattern === '/*' || !sitePath.endsWith('/')) : sitePath === pattern;
}

/** The encodings a request accepts (`br;q=0` refuses brotli). */
function accepted(header: string | undefined): Set<string> {
  const names = (header ?? '').split(',').flatMap((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    return quality !== undefined && Number(quality) === 0 ? [] : [name.trim()];
  });
  return new Set(names);
}

/** Whether If-None-Match names this ETag (weak comparison, or `*`). */
function unchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * The address within the site (`/mfa/`) of a request target, decoded once, or
 * undefined when it names no file: outside the base path, not a path, or with
 * what would name another folder or host once a server or browser read it
 * (`..`, encoded slashes or dots, a NUL, `//host`).
 */
function sitePathOf(target: string, base: string): string | undefined {
  if (!target.startsWith('/') || /%2f|%5c|%2e|%00/i.test(target)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('//') || decoded.split('/').includes('..')) return undefined;
  if (decoded === base.replace(/\/$/, '')) return '';
  return decoded.startsWith(base) ? `/${decoded.slice(base.length)}` : undefined;
}

/** A server of the built site in `root`: every file is read when it is made, so a rebuild shows after a restart. */
export function createStaticServer(root: string): http.Server {
  const site = readServedSite(root);
  const files = readSite(path.resolve(root));
  const redirects = new Map(site.redirects.map(({ from, to }) => [from, to]));
  const movedPages = new Map(site.moved.map(({ from, to }) => [from, to]));
  /** The headers every response carries for an address (the base path without its slash, or an address outside the site, gets the root's). */
  const headersFor = (sitePath: string | undefined): Record<string, string> => {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
    for (const { pattern, values } of site.headers) if (matches(pattern, sitePath || '/')) Object.assign(headers, values);
    return headers;
  };
  /** Where an address is sent on to, as a site path: a listed redirect, a moved page's old address in any form, or `/x` to `/x/` when x/ is a folder of pages. */
  const movedTo = (sitePath: string): string | undefined => {
    if (sitePath === '') return '/';
    const listed = redirects.get(sitePath) ?? redirects.get(sitePath.replace(/(.)\/$/, '$1')) ?? movedPages.get(movedAddressOf(sitePath));
    if (listed) return listed;
    return !sitePath.endsWith('/') && files.has(`${sitePath}/index.html`) ? `${sitePath}/` : undefined;
  };
  /** The not-found page for an address: its language's (`/es/…`), else the main one's. */
  const notFoundFor = (sitePath: string | undefined): ServedFile | undefined => {
    const language = sitePath?.split('/')[1] ?? '';
    const file = Object.hasOwn(site.notFound, language) ? site.notFound[language] : site.notFound[''];
    return file === undefined ? undefined : files.get(`/${file}`);
  };

  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    // The request target is a path; never parsed as a URL, where `//host/x` would name a host.
    const target = request.url ?? '/';
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    // A query goes on with a redirect only when it is plain visible ASCII (nothing a header could not hold).
    const query = queryAt === -1 || !/^[\x21-\x7e]*$/.test(target.slice(queryAt + 1)) ? '' : target.slice(queryAt);
    const sitePath = sitePathOf(rawPath, site.base);
    const headers = headersFor(sitePath);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
      return;
    }
    const moved = sitePath === undefined ? undefined : movedTo(sitePath);
    if (moved) {
      response.writeHead(301, { ...headers, Location: `${site.base}${moved.slice(1)}${query}` }).end();
      return;
    }
    const found = sitePath === undefined ? undefined : files.get(sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);
    const file = found ?? notFoundFor(sitePath);
    if (!file) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const encodings = accepted(request.headers['accept-encoding']);
    const [encoding, body] = file.br && encodings.has('br') ? ['br', file.br] : file.gzip && encodings.has('gzip') ? ['gzip', file.gzip] : [undefined, file.identity];
    const etag = `"${file.tag}${encoding ? `-${encoding}` : ''}"`;
    const fileHeaders: Record<string, string> = { ...headers, 'Content-Type': file.type, 'Accept-Ranges': 'none' };
    if (file.br || file.gzip) fileHeaders.Vary = 'Accept-Encoding';
    if (encoding) fileHeaders['Content-Encoding'] = encoding;
    if (!found) {
      // The not-found page is no file of the address asked for: never its long cache (`/assets/nothing.js`).
      response.writeHead(404, { ...fileHeaders, ...headersFor('/'), 'Content-Length': String(body.length) }).end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    fileHeaders.ETag = etag;
    if (unchanged(request.headers['if-none-match'], etag)) {
      response.writeHead(304, fileHeaders).end();
      return;
    }
    response.writeHead(200, { ...fileHeaders, 'Content-Length': String(body.length) }).end(request.method === 'HEAD' ? undefined : body);
  };

  const server = http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      // Nothing a request sends may stop the server: say so in the log and answer 500.
      console.error(`npm start: ${request.method} ${JSON.stringify(request.url)} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { ...headersFor(undefined), 'Content-Type': 'text/plain; charset=utf-8' });
      response.end();
    }
  });
  // A request Node's parser refuses (a malformed line or header): 400, with the same headers, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const lines = Object.entries({ ...headersFor(undefined), 'Content-Length': '0', Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 400 Bad Request\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
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
