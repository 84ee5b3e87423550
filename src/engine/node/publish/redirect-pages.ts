/**
 * Static redirect pages for old addresses (site.yaml's `oldAddresses`,
 * graph/old-address-aliases.ts) and `.html` forms, for hosts that cannot
 * redirect (GitHub Pages, a school's own server with no settings): a small
 * page that sends the reader on without JavaScript (`<meta http-equiv="refresh">`)
 * and names the real address for search engines (`<link rel="canonical">`).
 * Hosts that can redirect do so first (`_redirects`).
 *
 * Where it stands decides what a host answers with it, and no host may loop:
 *  - the address of a page that moved (`/mfa/mfa_hardware/`, as handouts and
 *    their QR codes print it, or as the old site wrote it, `/MFA/MFA_Hardware`)
 *    gets `mfa/mfa_hardware/index.html`, where every host looks for it. No page
 *    has that address in any case (the check refuses an old address that is a
 *    page's), and it leads to another one, so it cannot loop either;
 *  - the `.html` form of a page (`/mfa.html`) and of a moved page's old address
 *    get a folder, `mfa.html/index.html` (htmlFormFile says why).
 * The old site's way of writing a page's own address (`/MFA/MFA_AuthSetup`) gets
 * no page here: it is a folder (`MFA/MFA_AuthSetup/`) whose `index.html` is a
 * copy of the page itself (src/engine/node/publish/folder-indexes.ts), which
 * every host without the site's settings answers at `/MFA/MFA_AuthSetup/`
 * after its own redirect; never a refresh page, which on a host that ignores
 * case (IIS on Windows) would stand in the page's own folder and loop.
 * A file that already exists is never replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Alias } from '../graph/old-address-aliases.ts';
import { escapeHtml } from '../render/page-document.ts';
import { pathOf } from '../../old-addresses.ts';
import { canonicalPath } from '../../routing.ts';
import { pageHref, publicAddress, withBase } from '../../urls.ts';

/** The file of a moved page's old address's redirect page, in its folder: `/mfa/mfa_hardware/` and `/MFA/MFA_Hardware` -> `…/index.html`. */
export function redirectFile(alias: Alias): string {
  return `${alias.from.replace(/^\/|\/$/g, '')}/index.html`;
}

export function redirectHtml(siteUrl: string, base: string, to: string): string {
  const href = escapeHtml(withBase(base, pageHref(to)));
  const canonical = escapeHtml(publicAddress(siteUrl, to));
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>This page has moved</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${canonical}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
  </head>
  <body>
    <p>This page is now at <a href="${href}">${canonical}</a>.</p>
  </body>
</html>
`;
}

/**
 * The refresh pages the build writes, by file: each moved page's old address
 * (redirectFile), and the `.html` form of each page and of each moved page's old
 * address, as a folder (htmlFormFile). Where two would share a name on a disk
 * that ignores case, the first is kept, unless both send the reader to the same
 * place (then they are the same bytes, and merging them loses nothing).
 */
export function redirectPages(aliases: readonly Alias[], routes: readonly string[]): Map<string, string> {
  const pages = new Map<string, string>();
  // Lowercase: every file written with where it leads, and every folder on the way to one.
  const files = new Map<string, string>();
  const folders = new Set<string>();
  const add = (file: string, to: string) => {
    const name = file.toLowerCase();
    const parents = name.split('/').slice(0, -1).map((_part, index, parts) => parts.slice(0, index + 1).join('/'));
    if ((files.has(name) && files.get(name) !== to) || folders.has(name) || parents.some((folder) => files.has(folder))) return;
    files.set(name, to);
    for (const folder of parents) folders.add(folder);
    pages.set(file, to);
  };
  for (const route of routes) if (route !== '/') add(htmlFormFile(route), route);
  for (const alias of aliases) {
    const route = canonicalPath(alias.from);
    // A page's own address in other capitals: its folder holds a copy of the page (folder-indexes.ts).
    if (route === pathOf(alias.to)) continue;
    add(redirectFile(alias), alias.to);
    add(htmlFormFile(route), alias.to);
  }
  return pages;
}

/**
 * The `.html` form of a page's address, or of a moved page's old one
 * (`/mfa.html`), on a host that has no redirects (GitHub Pages): a folder
 * `mfa.html/` whose index sends the reader on. A file `mfa.html` would change
 * what `/mfa` and `/mfa/` answer on GitHub Pages and Netlify (they serve
 * `x.html` at `/x`, and Netlify then sends `/x/` to `/x`: a loop for a page, a
 * second step for the old address a QR code prints); a folder leaves `/x` and
 * `/x/` as they were everywhere, and its page points to the page's own address
 * (`/x/`), never `/x`, so a server that looks for a folder first cannot loop.
 */
export const htmlFormFile = (route: string): string => `${route.slice(1)}.html/index.html`;

export function writeRedirectPages(distDir: string, siteUrl: string, base: string, aliases: readonly Alias[], routes: readonly string[]): void {
  // The old site's way of writing a page's address is a folder (folder-indexes.ts puts the page's copy in it).
  for (const alias of aliases) if (canonicalPath(alias.from) === pathOf(alias.to)) fs.mkdirSync(path.join(distDir, alias.from), { recursive: true });
  for (const [file, to] of redirectPages(aliases, routes)) {
    const full = path.join(distDir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full)) fs.writeFileSync(full, redirectHtml(siteUrl, base, to));
  }
}
