/**
 * GitHub Pages, as documented and measured:
 *  - no `_redirects`, no `_headers`: it sends no custom headers and cannot redirect
 *    (https://docs.github.com/en/pages/getting-started-with-github-pages/what-is-github-pages);
 *  - `/x` serves the file `x`, else `x.html`; a folder `x/` answers `/x` with a
 *    301 to `/x/`; `/x/` serves `x/index.html`, and is 404 when there is only
 *    `x.html` (https://github.com/slorber/trailing-slash-guide, "GitHub Pages" row);
 *  - anything else: `404.html` with status 404
 *    (https://docs.github.com/en/pages/getting-started-with-github-pages/creating-a-custom-404-page-for-your-github-pages-site);
 *  - paths are case-sensitive; a project site lives under `/<repository>/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileAt, redirect, requestPath, sendFile, sendNotFound, type HostHandler } from './static-site.ts';

export const githubPages: HostHandler = (site, request, response) => {
  const wanted = requestPath(request);
  if (wanted === undefined) return sendNotFound(site, response);
  if (wanted.endsWith('/')) {
    const index = fileAt(site, `${wanted}index.html`);
    return index ? sendFile(response, 200, index) : sendNotFound(site, response);
  }
  const file = fileAt(site, wanted) ?? fileAt(site, `${wanted}.html`);
  if (file) return sendFile(response, 200, file);
  const folder = wanted.startsWith(site.base) ? path.join(site.dist, wanted.slice(site.base.length)) : undefined;
  if (folder && fs.existsSync(path.join(folder, 'index.html'))) return redirect(response, 301, `${wanted}/`);
  sendNotFound(site, response);
};
