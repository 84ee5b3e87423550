/**
 * The files static hosts and search engines read, written beside the pages so
 * the same dist/ deploys anywhere (README, "Deploy"):
 *  - sitemap.xml, robots.txt, site.webmanifest;
 *  - _headers and _redirects (Netlify, Cloudflare Pages);
 *  - staticwebapp.config.json (Azure Static Web Apps);
 *  - .nojekyll (GitHub Pages: serve files as they are).
 * Each host gets the security headers and the 404 page with status 404. Pages
 * are `x.html`, served at `/x` by every host (src/engine/urls.ts); where a host
 * can redirect the other addresses of a page without risk of a loop, it does:
 *  - `_redirects`: `/x.html`, `/x/index.html` and the old mixed-case addresses,
 *    301 to `/x`. Cloudflare Pages follows a rule even where a file exists
 *    (https://developers.cloudflare.com/pages/configuration/redirects/); Netlify
 *    serves the file instead ("shadowing", https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing),
 *    which is the page itself or a redirect page (scripts/redirect-pages.ts).
 *    No rule for `/x/`: Netlify matches `/x/` and `/x` to the same rule, so it
 *    would loop; both hosts send `/x/` on by themselves or with the redirect page.
 *  - staticwebapp.config.json: no per-page routes. Azure matches a route for
 *    `/x/index.html` also to the folder `/x` (its docs, "Exact route"), so that
 *    rule would loop; `trailingSlash: never` sends `/x/` to `/x`, and `/x.html`
 *    and old addresses are answered by files (the page, or its redirect page).
 * The tests in tests/hosts/ serve dist/ by each host's rules and prove it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GraphPage } from '../src/engine/node/content-graph.ts';
import { basePathOf, withBase } from '../src/engine/urls.ts';
import type { RedirectPage } from './redirect-pages.ts';
import type { SiteConfig } from '../src/engine/site-config.ts';
import { securityHeaders } from './security-headers.ts';

interface HostFilesInput {
  distDir: string;
  site: SiteConfig;
  pages: GraphPage[];
  /** Each language's not-found page; the main language's is dist/404.html, another's dist/<code>/404.html. */
  notFoundPages: GraphPage[];
  redirects: RedirectPage[];
  frameOrigins: string[];
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** `_redirects` rules: `/mfa.html`, `/mfa/index.html` and old addresses to the page (see above for why not `/mfa/`). */
export function redirectRules(pages: readonly GraphPage[], redirects: readonly RedirectPage[]): { from: string; to: string }[] {
  const htmlForms = pages.flatMap((page) =>
    page.path === '/'
      ? [{ from: '/index.html', to: '/' }]
      : [
          { from: `${page.path}.html`, to: page.path },
          { from: `${page.path}/index.html`, to: page.path },
        ],
  );
  return [...htmlForms, ...redirects.filter((redirect) => !redirect.from.endsWith('/'))];
}

/** Every page, each with its twins in the other languages (`xhtml:link`, as search engines read them). */
function sitemap(site: SiteConfig, pages: GraphPage[]): string {
  const listed = pages.filter((page) => page.frontmatter.layout !== 'bare');
  const urls = listed.map((page) => {
    const twins = Object.entries(page.twins);
    const alternates = twins.length < 2 ? [] : twins.map(([code, route]) => `\n    <xhtml:link rel="alternate" hreflang="${code}" href="${site.siteUrl}${route}" />`);
    return `  <url><loc>${site.siteUrl}${page.path}</loc><lastmod>${page.lastUpdated}</lastmod>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function writeHostFiles({ distDir, site, pages, notFoundPages, redirects, frameOrigins }: HostFilesInput): void {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(distDir, name), text);
  const headers = securityHeaders(frameOrigins);
  const base = basePathOf(site.siteUrl);
  const at = (sitePath: string) => withBase(base, sitePath);

  write('sitemap.xml', sitemap(site, pages));
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  write(
    'site.webmanifest',
    `${JSON.stringify(
      {
        name: `${site.office.name} | ${site.name}`,
        short_name: 'EdTech Help',
        start_url: base,
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#0f3363',
        icons: [{ src: at('/favicon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      null,
      2,
    )}\n`,
  );

  const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  write('_headers', [at('/*'), ...headerLines, '', at('/assets/*'), `  Cache-Control: ${LONG_CACHE}`, ''].join('\n'));
  // An unknown address under /es/ gets the Spanish not-found page, with status 404 (after every other rule).
  const notFoundRules = notFoundPages.filter((page) => page.lang !== site.languages[0]!.code).map((page) => `${at(`/${page.lang}/*`)} ${at(`/${page.lang}/404.html`)} 404`);
  write('_redirects', `${[...redirectRules(pages, redirects).map(({ from, to }) => `${at(from)} ${at(to)} 301`), ...notFoundRules].join('\n')}\n`);

  write(
    'staticwebapp.config.json',
    `${JSON.stringify(
      {
        trailingSlash: 'never',
        globalHeaders: headers,
        routes: [{ route: at('/assets/*'), headers: { 'Cache-Control': LONG_CACHE } }],
        responseOverrides: { '404': { rewrite: at('/404.html'), statusCode: 404 } },
        mimeTypes: { '.webmanifest': 'application/manifest+json' },
      },
      null,
      2,
    )}\n`,
  );
  write('.nojekyll', '');
}
