/**
 * The one place that decides what a page's address looks like, shared by the
 * build, the browser and the tests.
 *
 * The form is "clean URLs" (as VitePress's `cleanUrls`): the page `/mfa` is the
 * file `mfa.html`, and every link, canonical link, sitemap entry and printed
 * address is `/mfa`, with no trailing slash. Every host the README names serves
 * `/mfa` from `mfa.html` with 200 and no redirect, also beside a folder `mfa/`
 * (GitHub Pages, Netlify, Cloudflare Pages, Azure Static Web Apps; measured by
 * https://github.com/slorber/trailing-slash-guide and emulated in tests/hosts/).
 * The other way, `mfa/index.html` served at `/mfa/`, is redirected from `/mfa`
 * by GitHub Pages, Netlify and Cloudflare Pages on every click.
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
 * A link to a page of this site in its one served form: the path lowercase and
 * without a trailing slash, the `#fragment` kept as written. `/MFA/` -> `/mfa`,
 * `/Enrollment#New` -> `/enrollment#New`. Without the base path (the router adds it).
 */
export function pageHref(href: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const clean = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  return `${clean}${hash}`;
}

/** `/mfa` under the base path `/x/` -> `/x/mfa`; `/` -> `/x/`. */
export function withBase(base: string, sitePath: string): string {
  return `${base}${sitePath.replace(/^\//, '')}`;
}

/** The site path of an address under the base path (`/x/mfa` -> `/mfa`), or undefined when it is outside it. */
export function withoutBase(base: string, pathname: string): string | undefined {
  if (pathname === base.replace(/\/$/, '')) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
}

/** The file in dist/ that is the page: `/` -> `index.html`, `/mfa/mfahelp` -> `mfa/mfahelp.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
