/**
 * Static redirect pages: for hosts that cannot redirect (GitHub Pages), every
 * other address of a page is a small file that sends the reader on without
 * JavaScript (`<meta http-equiv="refresh">`) and names the real address for
 * search engines (`<link rel="canonical">`). Hosts that can redirect do so first
 * (`_redirects`, staticwebapp.config.json; scripts/host-files.ts).
 *
 *  - `mfa/index.html` for `/mfa/` and `/mfa/index.html` (the page is `mfa.html`);
 *  - `MFA.html`, `MFA/MFA_AuthSetup.html`, … for the old mixed-case addresses
 *    (site.yaml's `nav` and `oldAddresses`).
 *
 * A redirect page never replaces a file: on a case-insensitive disk (macOS,
 * Windows) `MFA.html` is `mfa.html`, the page itself, which stays. Publish from
 * Linux (as the deploy workflow does) to get every old address.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../src/engine/site-config.ts';
import { basePathOf, pageFile, pageHref, withBase } from '../src/engine/urls.ts';
import { escapeHtml } from '../src/engine/node/page-document.ts';

export interface RedirectPage {
  /** The file in dist/, such as `MFA/MFA_AuthSetup.html`. */
  file: string;
  /** The address it stands for, without the base path, such as `/MFA/MFA_AuthSetup`. */
  from: string;
  /** The page's route, such as `/mfa/mfa_authsetup`. */
  to: string;
}

/** Every redirect page the site needs, for these routes and old addresses. */
export function redirectPages(routes: readonly string[], oldAddresses: readonly string[]): RedirectPage[] {
  const pages: RedirectPage[] = routes.filter((route) => route !== '/').map((route) => ({ file: `${route.slice(1)}/index.html`, from: `${route}/`, to: route }));
  for (const address of oldAddresses) {
    const to = pageHref(address);
    if (!routes.includes(to)) throw new Error(`content/site.yaml: old address ${address} is not a page of this site (${to})`);
    if (address !== to) pages.push({ file: pageFile(address), from: address, to });
  }
  return pages;
}

export function redirectHtml(site: Pick<SiteConfig, 'siteUrl'>, to: string): string {
  const href = escapeHtml(withBase(basePathOf(site.siteUrl), to));
  const canonical = escapeHtml(`${site.siteUrl}${to}`);
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

export function writeRedirectPages(distDir: string, site: Pick<SiteConfig, 'siteUrl'>, pages: readonly RedirectPage[]): void {
  for (const page of pages) {
    const file = path.join(distDir, page.file);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(site, page.to));
  }
}
