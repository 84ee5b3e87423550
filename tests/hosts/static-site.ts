/**
 * What every host emulator in this folder shares: finding files in dist/
 * safely, and answering with a file, a redirect or the 404 page. Each host's
 * own rules are in its module (github-pages.ts, netlify.ts, cloudflare-pages.ts,
 * azure-static-web-apps.ts), with the documentation they follow.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A built site as a host sees it: its folder and the path it is published under (`/` or `/x/`). */
export interface Site {
  dist: string;
  base: string;
}

/** A host: answers one request for the site. */
export type HostHandler = (site: Site, request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The request path decoded, or undefined when it is malformed, has a NUL or climbs out with `..`. */
export function requestPath(request: http.IncomingMessage): string | undefined {
  const raw = (request.url ?? '/').split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
  return decoded;
}

/** The file in dist/ at a site path (`/mfa.html`), if it is a file; never outside dist/. */
export function fileAt(site: Site, sitePath: string): string | undefined {
  if (!sitePath.startsWith(site.base)) return undefined;
  const file = path.join(site.dist, sitePath.slice(site.base.length));
  if (!file.startsWith(site.dist)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function sendFile(response: http.ServerResponse, status: number, file: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers });
  response.end(fs.readFileSync(file));
}

export function redirect(response: http.ServerResponse, status: number, location: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { Location: location, ...headers }).end();
}

export function sendNotFound(site: Site, response: http.ServerResponse, headers: Record<string, string> = {}): void {
  sendFile(response, 404, path.join(site.dist, '404.html'), headers);
}
