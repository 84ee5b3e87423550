/**
 * Cloudflare Pages, as documented and measured:
 *  - `_redirects` rules are followed whether or not a file exists at the path,
 *    the first matching rule wins, and paths match exactly as written or by a
 *    splat; only redirects (3xx) and 200 rewrites exist: a line with another
 *    status (`/es/* /es/404.html 404`, Netlify's) is ignored
 *    (https://developers.cloudflare.com/pages/configuration/redirects/);
 *  - "Route matching": an HTML file is served at its path without `.html`;
 *    `/x.html` redirects to `/x` and `/x/index.html` to `/x/`
 *    (https://developers.cloudflare.com/pages/configuration/serving-pages/);
 *  - `/x/` redirects to `/x` when only `x.html` exists, `/x` to `/x/` when only
 *    `x/index.html` exists, and with both each is served
 *    (https://github.com/slorber/trailing-slash-guide, "Cloudflare Pages" row);
 *    these redirects are 308;
 *  - `_headers` sets response headers; the nearest `404.html` (the address's
 *    folder's, else its parent's, up to the top) answers with 404
 *    (https://developers.cloudflare.com/pages/configuration/headers/, serving-pages "Not Found behavior").
 */
import fs from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from './headers-file.ts';
import { isRedirect, readRedirectsFile, ruleMatches } from './redirects-file.ts';
import { fileAt, redirect, requestPath, sendFile, type HostHandler, type Site } from './static-site.ts';

type Answer = { file: string } | { redirectTo: string } | undefined;

function staticAnswer(site: Site, wanted: string): Answer {
  if (wanted.endsWith('/index.html')) return fileAt(site, wanted) ? { redirectTo: wanted.slice(0, -'index.html'.length) } : undefined;
  if (wanted.endsWith('.html')) return fileAt(site, wanted) ? { redirectTo: wanted.slice(0, -'.html'.length) } : undefined;
  if (wanted.endsWith('/')) {
    const index = fileAt(site, `${wanted}index.html`);
    if (index) return { file: index };
    return wanted !== site.base && fileAt(site, `${wanted.slice(0, -1)}.html`) ? { redirectTo: wanted.slice(0, -1) } : undefined;
  }
  const file = fileAt(site, wanted) ?? fileAt(site, `${wanted}.html`);
  if (file) return { file };
  return fileAt(site, `${wanted}/index.html`) ? { redirectTo: `${wanted}/` } : undefined;
}

/** The `404.html` nearest to an address: in its folder or the closest folder above. */
function nearestNotFound(site: Site, wanted: string): string {
  for (let folder = wanted.replace(/[^/]*$/, ''); folder.startsWith(site.base); folder = folder.replace(/[^/]*\/$/, '')) {
    const file = fileAt(site, `${folder}404.html`);
    if (file) return file;
    if (folder === site.base) break;
  }
  return path.join(site.dist, '404.html');
}

export const cloudflarePages: HostHandler = (site, request, response) => {
  const headers = headersFor(parseHeadersFile(fs.readFileSync(path.join(site.dist, '_headers'), 'utf8')), (request.url ?? '/').split('?')[0]!);
  const wanted = requestPath(request);
  if (wanted === undefined) return sendFile(response, 404, path.join(site.dist, '404.html'), headers);
  const rule = readRedirectsFile(site.dist).find((candidate) => (isRedirect(candidate) || candidate.status === 200) && !candidate.force && ruleMatches(candidate, wanted, false));
  if (rule && isRedirect(rule)) return redirect(response, rule.status, rule.to, headers);
  const rewritten = rule ? fileAt(site, rule.to) : undefined;
  if (rewritten) return sendFile(response, 200, rewritten, headers);
  const answer = staticAnswer(site, wanted);
  if (answer && 'file' in answer) return sendFile(response, 200, answer.file, headers);
  if (answer) return redirect(response, 308, answer.redirectTo, headers);
  sendFile(response, 404, nearestNotFound(site, wanted), headers);
};
