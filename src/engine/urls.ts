/**
 * The one place that decides what a page's address looks like, shared by the
 * build, the browser and the tests.
 *
 * Every page is a folder with an `index.html`: the page `/mfa` is the file
 * `mfa/index.html`, served at `/mfa/`, and every link, canonical link, sitemap
 * entry and printed address is `/mfa/`. Every static server there is answers
 * that address with the file itself, with no redirect and no configuration:
 * GitHub Pages, Netlify, Cloudflare Pages, Azure Static Web Apps, and the servers
 * that look for a folder first (nginx, Apache, IIS, `python -m http.server`,
 * `npx serve`; tests/hosts/ emulates them all). The address without the slash,
 * `/mfa`, is sent on to `/mfa/` by each of them with one redirect of its own.
 * The other layout, `mfa.html` served at `/mfa`, needs a host that looks for
 * `x.html`; a folder-first server answers `/mfa` with the folder instead.
 *
 * A route (`/mfa`, in headers, links in guides and the content graph) stays
 * without the slash; only the address it is served at has one.
 *
 * The site may live under a path (a GitHub Pages project site): that path is
 * taken from `siteUrl` in content/site.yaml and nowhere else.
 */

/** The path the site is published under, with slashes at both ends: `/` or `/edtech-help-site/`. */
export function basePathOf(siteUrl: string): string {
  const { pathname } = new URL(siteUrl);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * A link to a page of this site in its one served form: the path lowercase,
 * with one trailing slash, the `#fragment` kept as written. `/MFA` -> `/mfa/`,
 * `/Enrollment#New` -> `/enrollment/#New`, `/` -> `/`. Without the base path
 * (the router, or fileHref, adds it).
 */
export function pageHref(href: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (path === '') return hash;
  return `${path.replace(/\/+$/, '').toLowerCase()}/${hash}`;
}

/** `/mfa/` under the base path `/x/` -> `/x/mfa/`; `/` -> `/x/`. */
export function withBase(base: string, sitePath: string): string {
  return `${base}${sitePath.replace(/^\//, '')}`;
}

/** The site path of an address under the base path (`/x/mfa/` -> `/mfa/`), or undefined when it is outside it. */
export function withoutBase(base: string, pathname: string): string | undefined {
  if (pathname === base.replace(/\/$/, '')) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
}

/** The file in dist/ that is the page: `/` -> `index.html`, `/mfa/mfahelp` -> `mfa/mfahelp/index.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The other way: the route a file in dist/ (relative, forward slashes) is served as: `mfa/index.html` -> `/mfa`, `index.html` -> `/`, `404.html` -> `/404`. */
export function routeOfPageFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The page's public address, as printed and in the sitemap: `https://site/mfa/`. */
export function publicAddress(siteUrl: string, route: string): string {
  return `${siteUrl}${pageHref(route)}`;
}

/**
 * An address as a printed sheet shows it, for a reader to type: without
 * `https://` (every browser adds it) and without the lone `/` of a bare host.
 * The sheet's own address (its footer) and every link's address print this way.
 */
export function printedAddress(address: string): string {
  return address.replace(/^https:\/\//i, '').replace(/^([^/?#]+)\/$/, '$1');
}
