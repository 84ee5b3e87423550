import type { SavedPagesProps } from './OfflineReading.tsx';
import { sitePathOf } from '../../engine/base-path.ts';
import { WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { meantAddress, readServedSite, showInstead } from '../../browser/not-found.ts';
import { canReadOffline } from '../../browser/register-offline-worker.ts';
import { isSaved, openCache } from '../../browser/offline-store.ts';
import { element } from '../../browser/element.ts';

/** A saved page's language and title, read from its HTML; none for a page search engines skip (the not-found and offline pages). */
function describe(html: string): { lang: string; title: string } | undefined {
  if (/<meta name="robots" content="noindex"/.test(html)) return undefined;
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  const heading = /<h1 id="page-title">([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (!lang || heading === undefined) return undefined;
  const title = new DOMParser().parseFromString(heading, 'text/html').body.textContent.trim();
  return { lang, title };
}

/**
 * The pages of this page's language saved on this device (src/blocks/offline-reading/OfflineReading.tsx
 * `<SavedPages />`), by title, read from the offline worker's cache of pages.
 */
export function start(root: HTMLElement): void {
  if (!canReadOffline()) return;
  // The offline page shown in place of the page an address asks for (the worker's fallback keeps the address).
  if (window.location.pathname !== document.documentElement.dataset.offline) {
    // Already online (the worker's fetch may lag the connection's return by a moment): try again now; else once it is.
    if (navigator.onLine) void reloadOnceConnected();
    else window.addEventListener('online', () => void reloadOnceConnected(), { once: true });
    void openSavedAddress().catch((error: unknown) => console.error('The offline page could not look for the page the address meant.', error));
  }
  const { lang } = JSON.parse(root.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as SavedPagesProps;
  const list = root.querySelector<HTMLUListElement>('.saved-pages__list')!;
  const none = root.querySelector<HTMLElement>('.saved-pages__none')!;
  root.querySelector<HTMLElement>('.offline__unavailable')!.hidden = true;
  void listSaved(lang).then((pages) => {
    list.replaceChildren(
      ...pages.map(({ url, title }) => element('li', {}, [element('a', { href: url }, [title])])),
    );
    list.hidden = pages.length === 0;
    none.hidden = pages.length > 0;
  });
}

async function listSaved(lang: string): Promise<{ url: string; title: string }[]> {
  const cache = await openCache('pages');
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const answer = await cache.match(request);
      const page = answer && describe(await answer.text());
      return page && page.lang === lang ? { url: new URL(request.url).pathname, title: page.title } : undefined;
    }),
  );
  return pages.filter((page) => page !== undefined).sort((a, b) => a.title.localeCompare(b.title, lang));
}

/**
 * Opens the page the address means where it is saved at its own address: the address typed without its final
 * slash, in other capitals (`/MFA`), or an old address the site sends on (from the site's addresses, _site.json,
 * which the worker keeps with the offline pages).
 */
async function openSavedAddress(): Promise<void> {
  const site = await readServedSite();
  const meant = site && meantAddress(site, sitePathOf(window.location.pathname));
  if (meant === undefined || meant.split('#')[0] === window.location.pathname || !(await isSaved(meant))) return;
  showInstead(meant);
}

/** How many times this tab reloads the offline page at one address when the site answers: never a loop, if the site answers but the page still cannot be fetched. */
const MOST_RELOADS = 3;

/** Reloads once the site answers (a HEAD request, which the worker leaves to the network): "online" may come before the connection works. */
async function reloadOnceConnected(): Promise<void> {
  const key = `offline-reloads:${window.location.pathname}`;
  const reloads = Number(sessionStorage.getItem(key) ?? 0);
  if (reloads >= MOST_RELOADS) return;
  // Every half second for half a minute: the page comes back as soon as the site does.
  for (let tries = 0; tries < 60; tries++) {
    if (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(() => true, () => false)) {
      sessionStorage.setItem(key, String(reloads + 1));
      return window.location.reload();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
