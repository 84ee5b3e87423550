/**
 * Routing rules shared by the build, the client and the tests.
 * Routes are lowercase; matching ignores case, as the spec's navigation implies.
 */

/** The content file that is the not-found page; it has no route of its own. */
export const NOT_FOUND_FILE = '404.mdx';

/** Marks the not-found page wherever a route path would stand (data-route, loaders). */
export const NOT_FOUND_KEY = '404';

/**
 * `mfa/mfahelp/index.mdx` -> `/mfa/mfahelp`; `enrollment/returning_instructions.mdx`
 * -> `/enrollment/returning_instructions`; `index.mdx` -> `/`.
 * `relativeFile` is relative to `content/`, with forward slashes.
 */
export function routeFromFile(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\.mdx$/, '');
  const segments = withoutExtension.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`.toLowerCase();
}

/** A route in its canonical form: one leading slash, no trailing slash, lowercase. */
export function canonicalPath(pathname: string): string {
  const collapsed = `/${pathname.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed.toLowerCase();
}

/**
 * Where a `.html` address should go instead, or null when it needs no redirect.
 * `/mfa.html` -> `/mfa`, `/mfa/index.html` -> `/mfa`. The result always starts with
 * exactly one slash, so `//other.host/x.html` stays on this site as `/other.host/x`.
 */
export function htmlRedirectTarget(pathname: string): string | null {
  if (!/\.html$/i.test(pathname)) return null;
  const stripped = pathname.replace(/(\/index)?\.html$/i, '');
  const target = `/${stripped.replace(/^[/\\]+/, '')}`.replace(/[/\\]{2,}/g, '/');
  return target;
}

/** Finds the route a pathname shows, ignoring case and a trailing slash. */
export function matchRoute<T extends { path: string }>(pathname: string, routes: readonly T[]): T | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined; // malformed percent-encoding: no page has such an address
  }
  const wanted = canonicalPath(decoded);
  return routes.find((route) => route.path === wanted);
}
