/**
 * Static redirect pages for old addresses (site.yaml's `nav` and
 * `oldAddresses`, graph/old-address-aliases.ts), for hosts that cannot
 * redirect (GitHub Pages, a school's own server with no settings): a small
 * page that sends the reader on without JavaScript (`<meta http-equiv="refresh">`)
 * and names the real address for search engines (`<link rel="canonical">`).
 * Hosts that can redirect do so first (`_redirects`).
 *
 * Where it stands decides what a host answers with it, and no host may loop:
 *  - the old site's addresses, written with capitals (`/MFA/MFA_AuthSetup`), get
 *    `MFA/MFA_AuthSetup.html`, which those hosts serve at `/MFA/MFA_AuthSetup`.
 *    Never a folder's `index.html`: on a host that ignores case (IIS on
 *    Windows) `MFA/index.html` would be the page `mfa/index.html` itself;
 *  - the address of a page that moved (`/mfa/mfa_hardware/`, as handouts and
 *    their QR codes print it) gets `mfa/mfa_hardware/index.html`, where every
 *    host looks for it. No page has that address in any case (the check
 *    refuses an old address that is a page's), and it leads to another one,
 *    so it cannot loop either.
 * A file that already exists is never replaced.
 *
 * Each old address of the first kind is also a folder (`MFA/`), for the
 * servers that look for a folder before anything else and have none of the
 * site's settings: there `/MFA` answers `/MFA/`, whose `index.html` is a copy
 * of the page itself (src/engine/node/publish/folder-indexes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Alias } from '../graph/old-address-aliases.ts';
import { escapeHtml } from '../vite/page-document.ts';
import { pageHref, publicAddress, withBase } from '../../urls.ts';

/** The file of an old address's redirect page: `/MFA/MFA_AuthSetup` -> `MFA/MFA_AuthSetup.html`, `/mfa/mfa_hardware/` -> `mfa/mfa_hardware/index.html`. */
export function redirectFile(alias: Alias): string {
  const address = alias.from.replace(/^\//, '');
  return address.endsWith('/') ? `${address}index.html` : `${address}.html`;
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

export function writeRedirectPages(distDir: string, siteUrl: string, base: string, aliases: readonly Alias[]): void {
  for (const alias of aliases) {
    const file = path.join(distDir, redirectFile(alias));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!alias.from.endsWith('/')) fs.mkdirSync(file.replace(/\.html$/, ''), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, redirectHtml(siteUrl, base, alias.to));
  }
}
