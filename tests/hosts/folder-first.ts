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
 * The real servers run in the host tests (tests/hosts/real/); this model stands
 * for IIS, which cannot run here, and is checked against a real
 * `python -m http.server` (emulators.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { redirect, requestPath, sendFile, type HostHandler, type Site } from './static-site.ts';

interface FolderFirstOptions {
  /** IIS on Windows: a name matches whatever its case. */
  ignoresCase?: boolean;
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

export function folderFirst({ ignoresCase = false }: FolderFirstOptions = {}): HostHandler {
  return (site, request, response) => {
    const wanted = requestPath(request);
    const notFound = () => response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body><h1>404 Not Found</h1></body></html>');
    if (wanted === undefined) return notFound();
    const found = entryAt(site, wanted, ignoresCase);
    if (found?.kind === 'file') return sendFile(response, 200, found.file);
    if (found?.kind === 'folder') {
      if (!wanted.endsWith('/')) return redirect(response, 301, `${wanted}/`);
      const index = entryAt(site, `${wanted}index.html`, ignoresCase);
      if (index?.kind === 'file') return sendFile(response, 200, index.file);
    }
    notFound();
  };
}
