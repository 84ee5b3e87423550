/**
 * Routing rules shared by the build, the client and the tests.
 * Routes are lowercase; matching ignores case, as the spec's navigation implies.
 */
import { languageOfRoute } from './languages.ts';

/** The content file that is the not-found page; it has no route of its own. */
export const NOT_FOUND_FILE = '404.mdx';

/** Marks the not-found page wherever a route path would stand (data-route, loaders). */
export const NOT_FOUND_KEY = '404';

/** Whether a page key is one of the languages' not-found pages. */
export function isNotFoundKey(key: string): boolean {
  return key === NOT_FOUND_KEY || key.startsWith(`${NOT_FOUND_KEY}:`);
}

/** The not-found page an unknown address shows: the Spanish one under /es/, the main language's elsewhere. `languages` are codes, the main one first. */
export function notFoundKeyOf(pathname: string, languages: readonly string[]): string {
  const codes = languages.map((code) => ({ code }));
  return notFoundKey(languageOfRoute((decodePath(pathname) ?? pathname).toLowerCase(), codes).code, codes);
}

/** The key of a language's not-found page: NOT_FOUND_KEY for the main language, `404:es` for Spanish. */
export function notFoundKey(lang: string, languages: readonly { code: string }[]): string {
  return lang === languages[0]?.code ? NOT_FOUND_KEY : `${NOT_FOUND_KEY}:${lang}`;
}

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

/**
 * A route in its canonical form: one leading slash, no trailing slash, lowercase.
 * For an address a reader asks for (a request, the browser's bar), or one the
 * address policy already allowed: an address an editor writes is judged as
 * written by address-policy.ts and found with its routeOf, never folded here first.
 */
export function canonicalPath(pathname: string): string {
  const collapsed = `/${pathname.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed.toLowerCase();
}

/**
 * Where an address should go instead, or null when it is fine as it is:
 * a `.html` address goes to the clean one (`/mfa/index.html` -> `/mfa/`,
 * `/mfa.html` -> `/mfa`, which hosts send on to `/mfa/`), and repeated slashes
 * fold into one (`/mfa//mfahelp` -> `/mfa/mfahelp`). The result always starts
 * with exactly one slash, so `//other.host/x.html` stays on this site as
 * `/other.host/x`.
 */
export function redirectTarget(pathname: string): string | null {
  const stripped = pathname.replace(/(\/index)?(\.html)+$/i, (_whole, index: string | undefined) => (index ? '/' : ''));
  const target = `/${stripped.replace(/^[/\\]+/, '')}`.replace(/[/\\]{2,}/g, '/');
  return target === pathname ? null : target;
}

/**
 * The address with percent-encoding decoded, or undefined when the encoding is
 * broken (`/%E0%A4%A`): no page has such an address. (The decoded text is
 * returned, not just tested: a minifier may drop a call whose result is unused.)
 */
export function decodePath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

/** Finds the route a pathname shows, ignoring case and a trailing slash. */
export function matchRoute(pathname: string, routes: readonly string[]): string | undefined {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return undefined;
  const wanted = canonicalPath(decoded);
  return routes.find((route) => route === wanted);
}
