import { fileHref, pageAddress, sitePathOf } from '../engine/base-path.ts';
import { matchRoute, redirectTarget } from '../engine/routing.ts';
import { movedAddressOf, SERVED_SITE_FILE, type ServedSite } from '../engine/served-site.ts';

/**
 * On the not-found page only. A static host answers an address that is not a
 * file with this page, so the address may still mean a page:
 *  - one that differs from a page's only by its capitals or a `.html` ending
 *    (`/MFA/MFAHelp`, `/mfa.html`), or a moved page's old address in any form:
 *    go there, replacing the wrong address in the history;
 *  - an address in another language, on a host with one not-found page for the
 *    whole site (GitHub Pages, Azure): show that language's not-found page instead.
 * Both from what the build wrote about the site (src/engine/served-site.ts).
 */
export async function goToMeantPage(): Promise<void> {
  const site = await readServedSite();
  if (!site) return;
  const wanted = sitePathOf(window.location.pathname);
  const meant = meantAddress(site, wanted);
  if (meant !== undefined) return showInstead(meant);
  await showInAddressLanguage(site, wanted);
}

/** What the build wrote about the site (_site.json), or undefined when it cannot be read. */
export async function readServedSite(): Promise<ServedSite | undefined> {
  const response = await fetch(fileHref(`/${SERVED_SITE_FILE}`));
  return response.ok ? ((await response.json()) as ServedSite) : undefined;
}

/** Shows the page at `meant` in place of this address, in the history too, with this address's query and #hash (unless `meant` names its own). */
export function showInstead(meant: string): void {
  window.location.replace(`${meant}${window.location.search}${meant.includes('#') ? '' : window.location.hash}`);
}

/** The address of the page a site path means (the offline page asks too, src/blocks/offline-reading/saved-pages.browser.ts): a moved page's old address in other capitals first (hosts whose rules match exactly leave it to this page). */
export function meantAddress(site: ServedSite, wanted: string): string | undefined {
  const movedTo = site.moved.find(({ from }) => from === movedAddressOf(wanted))?.to;
  if (movedTo !== undefined) return fileHref(movedTo);
  const route = matchRoute(redirectTarget(wanted) ?? wanted, site.routes);
  return route === undefined ? undefined : pageAddress(route);
}

/** Replaces this not-found page with the one of the address's language (`/es/…`), when that is another. */
async function showInAddressLanguage(site: ServedSite, sitePath: string): Promise<void> {
  const language = sitePath.split('/')[1] ?? '';
  const file = language === '' ? undefined : site.notFound[language];
  if (!file || document.documentElement.lang === language) return;
  const response = await fetch(fileHref(`/${file}`));
  if (!response.ok) return;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const name of ['lang', 'dir', 'style']) {
    const value = page.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
  document.title = page.title;
  document.body.replaceWith(document.adoptNode(page.body));
}
