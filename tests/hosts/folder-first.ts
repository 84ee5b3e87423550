/**
 * The web servers a school district runs itself, which look for a folder before
 * anything else: nginx (`try_files $uri $uri/ =404`, its default), Apache
 * (`DirectorySlash On`, no MultiViews), IIS, `python -m http.server` and
 * `npx serve`. With no rules of the site's own:
 *  - `/x` serves the file `x`; when `x` is a folder it answers with a 301 to `/x/`
 *    (https://nginx.org/en/docs/http/ngx_http_core_module.html#try_files,
 *    https://httpd.apache.org/docs/2.4/mod/mod_dir.html#directoryslash);
 *  - `/x/` serves `x/index.html` (nginx `index`, Apache `DirectoryIndex`, IIS default document);
 *  - they never try `x.html` for `/x`;
 *  - anything else is the server's own "404 Not Found", not the site's page;
 *  - IIS on Windows ignores case (NTFS), the others do not.
 * With the README's settings (`settings: true`), `/x` first tries `x.html`
 * (nginx `try_files $uri $uri.html $uri/`, an Apache rewrite), and a missing file
 * answers the site's not-found page of its language (`error_page 404`, `ErrorDocument`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { redirect, requestPath, sendFile, type HostHandler, type Site } from './static-site.ts';

interface FolderFirstOptions {
  /** IIS on Windows: a name matches whatever its case. */
  ignoresCase?: boolean;
  /** The README's settings for these servers: `x.html` for `/x`, and the site's not-found pages. */
  settings?: boolean;
}

/**
 * The file or folder at a site path. A server that ignores case sees `MFA/` and
 * `mfa/` as one folder (as Windows would, once dist/ is copied there), so every
 * spelling of each step is tried.
 */
function entryAt(site: Site, sitePath: string, ignoresCase: boolean): { kind: 'file' | 'folder'; file: string } | undefined {
  if (!sitePath.startsWith(site.base)) return undefined;
  const find = (current: string, segments: string[]): string | undefined => {
    if (segments.length === 0) return current;
    if (!fs.statSync(current).isDirectory()) return undefined;
    const [segment, ...rest] = segments as [string, ...string[]];
    const names = fs.readdirSync(current).filter((name) => name === segment || (ignoresCase && name.toLowerCase() === segment.toLowerCase()));
    for (const name of names) {
      const found = find(path.join(current, name), rest);
      if (found) return found;
    }
    return undefined;
  };
  const found = find(site.dist, sitePath.slice(site.base.length).split('/').filter(Boolean));
  return found === undefined ? undefined : { kind: fs.statSync(found).isDirectory() ? 'folder' : 'file', file: found };
}

export function folderFirst({ ignoresCase = false, settings = false }: FolderFirstOptions = {}): HostHandler {
  return (site, request, response) => {
    const wanted = requestPath(request);
    const notFound = () => {
      if (!settings) return response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body><h1>404 Not Found</h1></body></html>');
      const served = readServedSite(site.dist);
      const language = (wanted ?? '').slice(site.base.length).split('/')[0] ?? '';
      sendFile(response, 404, path.join(site.dist, served.notFound[language] ?? served.notFound['']!));
    };
    if (wanted === undefined) return notFound();
    const found = entryAt(site, wanted, ignoresCase);
    if (found?.kind === 'file') return sendFile(response, 200, found.file);
    if (settings && !wanted.endsWith('/')) {
      const html = entryAt(site, `${wanted}.html`, ignoresCase);
      if (html?.kind === 'file') return sendFile(response, 200, html.file);
    }
    if (found?.kind === 'folder') {
      if (!wanted.endsWith('/')) return redirect(response, 301, `${wanted}/`);
      const index = entryAt(site, `${wanted}index.html`, ignoresCase);
      if (index?.kind === 'file') return sendFile(response, 200, index.file);
    }
    notFound();
  };
}
