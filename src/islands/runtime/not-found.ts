import { BASE_PATH, fileHref, sitePathOf } from '../../engine/base.ts';
import { matchRoute } from '../../engine/routing.ts';
import { withoutBase } from '../../engine/urls.ts';

/**
 * On the not-found page only: a static host answers an address that differs
 * from a page's only by its capitals (`/MFA/MFAHelp`) with this page (the
 * loader has already dropped a `.html` ending). The sitemap lists every page;
 * when one is meant, go there, replacing the wrong address in the history.
 */
export async function goToMeantPage(): Promise<void> {
  const wanted = sitePathOf(window.location.pathname);
  const response = await fetch(fileHref('/sitemap.xml'));
  if (!response.ok) return;
  const routes = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc]) => withoutBase(BASE_PATH, new URL(loc!).pathname) ?? []);
  const route = matchRoute(wanted, routes);
  if (route !== undefined) window.location.replace(`${fileHref(route)}${window.location.search}${window.location.hash}`);
}
