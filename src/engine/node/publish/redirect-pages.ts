/**
 * Static redirect pages for the old site's addresses (site.yaml's `nav` and
 * `oldAddresses`, such as `/MFA/MFA_AuthSetup`), for hosts that cannot
 * redirect (GitHub Pages): the file `MFA/MFA_AuthSetup.html`, which those hosts
 * serve at `/MFA/MFA_AuthSetup`, sends the reader on without JavaScript
 * (`<meta http-equiv="refresh">`) and names the real address for search engines
 * (`<link rel="canonical">`). Hosts that can redirect do so first (`_redirects`).
 *
 * A redirect page never stands where a host looks for a page: pages are
 * `x/index.html`, served at `/x/`, and a redirect page is always `X.html`
 * (never a folder's `index.html`), whose target `/x/` no host answers with it.
 * So no host can loop, even one that ignores case (IIS on Windows), where
 * `MFA.html` is `mfa.html`, a name no page has. A file that already exists is
 * never replaced.
 *
 * Each old address is also a folder (`MFA/`), for the servers that look for a
 * folder before anything else and have none of the site's settings: there
 * `/MFA` answers `/MFA/`, whose `index.html` is a copy of the page itself
 * (src/engine/node/publish/folder-indexes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Alias } from '../graph/site-checks.ts';
import { escapeHtml } from '../vite/page-document.ts';
import { pageHref, publicAddress, withBase } from '../../urls.ts';

/** The file of an old address's redirect page: `/MFA/MFA_AuthSetup` -> `MFA/MFA_AuthSetup.html`. */
export function redirectFile(alias: Alias): string {
  return `${alias.from.replace(/^\//, '').replace(/\/$/, '')}.html`;
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
    fs.mkdirSync(file.replace(/\.html$/, ''), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, redirectHtml(siteUrl, base, alias.to));
  }
}
