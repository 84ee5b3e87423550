/**
 * What a server of the built site must know that its files alone do not say,
 * written by the build beside the pages (SERVED_SITE_FILE, from the content
 * graph, src/engine/node/publish/host-files.ts). `npm start` serves by it (src/engine/node/publish/static-server.ts);
 * the not-found page reads it to find the page a miscapitalised address meant
 * and the not-found page of the address's language. All of it is public anyway:
 * the routes are in the sitemap, the headers on every response.
 */
export const SERVED_SITE_FILE = '_site.json';

export interface ServedSite {
  /** The path the site is published under: `/` or `/edtech-help-site/`. */
  base: string;
  /** Every page's route (`/mfa`, `/es/mfa`), without the base. */
  routes: string[];
  /** Each language's not-found page, by the first segment of the addresses it answers (`es`; `` for the main language): its file. */
  notFound: Record<string, string>;
  /** Addresses sent on with a 301, without the base, exactly as written: old addresses and `.html` forms (`/MFA` -> `/mfa/`). */
  redirects: { from: string; to: string }[];
  /**
   * Old addresses of pages that moved (site.yaml's `old: new`), each in its
   * canonical form without the base (`/lms/account_not_found`), and where it
   * leads (`/lms/canvas_account_missing/`). Each is sent on in any letter case,
   * with or without a slash, `.html` or `/index.html` (movedAddressOf): QR
   * codes and bookmarks carry the old site's forms. No page has such an
   * address in any case (the content check refuses it), so ignoring case can
   * never catch a page's own address.
   */
  moved: { from: string; to: string }[];
  /** Response headers by address pattern (`/*`, `/assets/*`), without the base; a later pattern wins. */
  headers: { pattern: string; values: Record<string, string> }[];
}

/** The canonical form of a site path, as `moved` lists it: `/ES/LMS/Old_Page.html` -> `/es/lms/old_page`. */
export function movedAddressOf(sitePath: string): string {
  const stripped = sitePath.toLowerCase().replace(/(\/index\.html|\.html|\/)$/, '');
  return stripped === '' ? '/' : stripped;
}
