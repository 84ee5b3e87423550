import { pageHref, withBase, withoutBase } from './urls.ts';

/**
 * The path the site is published under (`/` or `/edtech-help-site/`), with
 * slashes at both ends, in the browser and in the prerendering bundle: Vite's
 * `base`, which the site's Vite configuration takes from `siteUrl`
 * (src/engine/urls.ts basePathOf). It is also React Router's `basename`: with
 * its trailing slash, a link to `/` is `/x/`, the address hosts serve, not `/x`,
 * which they redirect.
 */
export const BASE_PATH = import.meta.env.BASE_URL;

/** A file of this site (`/images/staff/ada.jpg`, `/qr/….svg`) under the base path. */
export const fileHref = (sitePath: string): string => withBase(BASE_PATH, sitePath);

/** A page of this site, as links in the browser write it: `/mfa#x` -> `/x/mfa/#x` under the base path `/x/`. */
export const pageAddress = (route: string): string => fileHref(pageHref(route));

/** The site path of the address in the browser's location bar (addresses outside the base show the 404 page). */
export const sitePathOf = (pathname: string): string => withoutBase(BASE_PATH, pathname) ?? '/404';
