/**
 * `npm start` / `npm run serve`: serves dist/ the way a static host does, so what
 * you see (and what the end-to-end tests check) is what a CDN will serve:
 * `/a/b` and `/a/b/` answer `a/b/index.html`, an existing file is sent as is, and
 * anything else gets `404.html` with status 404. No SPA fallback, no redirects.
 * Response headers come from the built `_headers` file, read as Netlify and
 * Cloudflare Pages read it, so the security headers are tested as deployed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { isEntryPoint } from './entry-point.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The file under `root` that answers `rawPath`, or undefined. Never leaves `root`. */
export function resolveFile(root: string, rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Parses a `_headers` file: a path pattern (`/*`, `/assets/*`) then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

export function createStaticServer(root: string): http.Server {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The request target is a path; never parse it as a URL, where `//host/x` would name a host.
    const file = resolveFile(absoluteRoot, request.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? path.join(absoluteRoot, '404.html');
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(body).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    const requestPath = (request.url ?? '/').split('?')[0]!;
    for (const rule of rules) if (rule.pattern.test(requestPath)) for (const [name, value] of rule.headers) headers[name] = value;
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(body).pipe(response);
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
    console.log(`Serving dist/ at http://localhost:${port}/  (Ctrl+C stops it)`);
  });
}
