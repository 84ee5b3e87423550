/**
 * The files static hosts and search engines read, written beside the pages so
 * the same dist/ deploys anywhere (README, "Deploy"), all from one description
 * of the served site (ServedSite, from the content graph):
 *  - `_site.json`: that description, for `npm start` and the not-found page;
 *  - sitemap.xml, robots.txt, site.webmanifest;
 *  - `_headers` and `_redirects` (Netlify, Cloudflare Pages);
 *  - staticwebapp.config.json (Azure Static Web Apps);
 *  - .nojekyll (GitHub Pages: serve files as they are);
 *  - `.htaccess` (Apache) and `_server/` (nginx, Caddy, IIS), for an office's
 *    own web server (src/engine/node/publish/server-files/write.ts).
 *
 * Pages are `x/index.html`, served at `/x/` by every host with no rule at all
 * (src/engine/urls.ts), and every host sends `/x` on to `/x/` by itself. The
 * rules only add what a host can do better than a redirect page:
 *  - `_redirects`: `/x.html` and the old addresses, 301 to `/x/`; under `/es/`,
 *    the Spanish not-found page with status 404. Netlify serves an existing
 *    file before a rule ("shadowing",
 *    https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing):
 *    there the old address's redirect page answers instead, to the same place.
 *    No rule names `/x` or `/x/`, so no rule can meet the page's own address.
 *  - staticwebapp.config.json: headers and the 404 page only. Azure matches a
 *    route for `/x/index.html` to the folder `/x` too (its docs, "Exact route"),
 *    so per-page routes are risky; its default trailing-slash handling serves
 *    `/x/` and `/x` from `x/index.html`.
 * The tests in tests/hosts/ serve dist/ by each host's rules and prove it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentGraph } from '../graph/content-graph.ts';
import type { Alias } from '../graph/old-address-aliases.ts';
import { pathOf } from '../../old-addresses.ts';
import { canonicalPath } from '../../routing.ts';
import { routeInLanguage } from '../../languages.ts';
import { SERVED_SITE_FILE, type ServedSite } from '../../served-site.ts';
import { basePathOf, pageHref, publicAddress, withBase } from '../../urls.ts';
import { bilingualHandouts } from '../render/page-handouts.ts';
import { securityHeaders } from '../security-headers.ts';
import { writeServerFiles } from './server-files/write.ts';
import { WORKER_FILE } from '../../offline.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The not-found page of a language: `404.html`, `es/404.html`. */
export function notFoundFile(lang: string, graph: ContentGraph): string {
  return `${routeInLanguage('/404', lang, graph.site!.languages).slice(1)}.html`;
}

/** The old addresses that lead to another page now (a page that moved), each once, in canonical form (ServedSite.moved). */
export function movedPages(aliases: readonly Alias[]): ServedSite['moved'] {
  const moved = new Map<string, string>();
  for (const { from, to } of aliases) if (canonicalPath(from) !== pathOf(to)) moved.set(canonicalPath(from), pageHref(to));
  return [...moved].map(([from, to]) => ({ from, to }));
}

/** Every address of a moved page's old address that a host matching exactly must list: `/x`, `/x/`, `/x.html`, `/x/index.html`. */
export const movedForms = (from: string): string[] => [from, `${from}/`, `${from}.html`, `${from}/index.html`];

/** Everything a server of the built site must know (src/engine/served-site.ts), from the graph. */
export function servedSite(graph: ContentGraph): ServedSite {
  const site = graph.site!;
  const main = site.languages[0]!.code;
  return {
    base: basePathOf(site.siteUrl),
    // Every printable page's handout in two languages is a page at its own address too (`/mfa/mfa_authsetup/both`).
    routes: [...graph.pages.map((page) => page.path), ...bilingualHandouts(graph).map((handout) => handout.route)],
    notFound: Object.fromEntries(graph.notFoundPages.map((page) => [page.lang === main ? '' : page.lang, notFoundFile(page.lang, graph)])),
    redirects: [
      ...graph.pages.filter((page) => page.path !== '/').map((page) => ({ from: `${page.path}.html`, to: pageHref(page.path) })),
      ...graph.aliases.map((alias) => ({ from: alias.from, to: pageHref(alias.to) })),
    ],
    moved: movedPages(graph.aliases),
    headers: [
      { pattern: '/*', values: securityHeaders(graph.frameOrigins) },
      { pattern: '/assets/*', values: { 'Cache-Control': LONG_CACHE } },
      // The offline worker (sw.js, written by offline-files.ts): a browser asks for it again at every visit, so a deploy reaches readers at once.
      { pattern: `/${WORKER_FILE}`, values: { 'Cache-Control': 'no-cache' } },
    ],
  };
}

/** Every page, each with its twins in the other languages (`xhtml:link`, as search engines read them). */
function sitemap(graph: ContentGraph): string {
  const { siteUrl } = graph.site!;
  const listed = graph.pages.filter((page) => page.frontmatter.layout !== 'bare');
  const urls = listed.map((page) => {
    const twins = Object.entries(page.twins);
    const alternates = twins.length < 2 ? [] : twins.map(([code, route]) => `\n    <xhtml:link rel="alternate" hreflang="${code}" href="${publicAddress(siteUrl, route)}" />`);
    return `  <url><loc>${publicAddress(siteUrl, page.path)}</loc><lastmod>${page.lastUpdated}</lastmod>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The files writeHostFiles writes at the top of dist/, beside the pages (top-level.ts: no page may take their names). */
export const HOST_FILES = ['sitemap.xml', 'robots.txt', 'site.webmanifest', '_headers', '_redirects', 'staticwebapp.config.json', '.nojekyll'] as const;

export function writeHostFiles(distDir: string, graph: ContentGraph): void {
  const site = graph.site!;
  const served = servedSite(graph);
  const write = (name: string, text: string) => fs.writeFileSync(path.join(distDir, name), text);
  const at = (sitePath: string) => withBase(served.base, sitePath);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  write(SERVED_SITE_FILE, json(served));
  write('sitemap.xml', sitemap(graph));
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  write(
    'site.webmanifest',
    json({
      name: `${site.office.name} | ${site.name}`,
      short_name: 'EdTech Help',
      start_url: served.base,
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0f3363',
      icons: [{ src: at('/favicon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    }),
  );

  write('_headers', served.headers.flatMap(({ pattern, values }) => [at(pattern), ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`), '']).join('\n'));
  // An unknown address under /es/ gets the Spanish not-found page, with status 404 (after every other rule).
  const notFoundRules = Object.entries(served.notFound)
    .filter(([prefix]) => prefix !== '')
    .map(([prefix, file]) => `${at(`/${prefix}/*`)} ${at(`/${file}`)} 404`);
  // A moved page's old address in the forms people write it; its other capitals only the not-found page's script finds (these hosts match rules exactly).
  const moved = served.moved.flatMap(({ from, to }) => movedForms(from).map((form) => ({ from: form, to })));
  const redirects = [...new Map([...served.redirects, ...moved].map((rule) => [rule.from, rule])).values()];
  write('_redirects', `${[...redirects.map(({ from, to }) => `${at(from)} ${at(to)} 301`), ...notFoundRules].join('\n')}\n`);

  const [everyPage, ...underPaths] = served.headers;
  write(
    'staticwebapp.config.json',
    json({
      globalHeaders: everyPage!.values,
      routes: underPaths.map(({ pattern, values }) => ({ route: at(pattern), headers: values })),
      responseOverrides: { '404': { rewrite: at(`/${served.notFound['']}`), statusCode: 404 } },
      mimeTypes: { '.webmanifest': 'application/manifest+json' },
    }),
  );
  write('.nojekyll', '');
  writeServerFiles(distDir, served, site.siteUrl);
}
