/**
 * The one script every page loads: plain DOM code, no framework. The page is
 * complete HTML, rendered at build time; this makes its widgets work, each
 * answering from the first press:
 *  - tabs and questions (src/blocks/tabs/tabs.browser.ts, accordion/accordion.browser.ts), and what a link, the
 *    address's #hash or find-in-page points to inside a closed tab or answer
 *    (reveal.ts);
 *  - the "On this page" marker (on-this-page.ts), Copy link (copy-link.ts),
 *    the menu button, the light/dark switch and Print (page-controls.ts);
 *  - the header's search, loaded when the reader reaches for it (search.ts);
 *  - the widgets only some pages hold, loaded there as the page loads (the
 *    list of schools, the packet builder, a packet's cover), and the reader's
 *    own school once chosen (page-widgets.ts);
 *  - fetching a page the reader is about to open (prefetch.ts);
 *  - the office's notices, shown and hidden on time (notices.ts);
 *  - the page in the language the browser prefers, offered in one line (language-offer.ts);
 *  - offline reading: its worker, registered once the page has loaded
 *    (register-offline-worker.ts), and "Save for offline" where a page holds it;
 *  - showing a page served at another of its addresses at its one address,
 *    and on the not-found page finding the page a miscapitalised address meant.
 * A widget that fails to start is logged and the others start all the same;
 * none ever removes what the page shows.
 */
import '../styles/index.css';
import { fileHref, pageAddress, sitePathOf } from '../engine/base-path.ts';
import { isNotFoundKey, redirectTarget } from '../engine/routing.ts';
import { startCopyLinks } from './copy-link.ts';
import { startLanguageOffer } from './language-offer.ts';
import { startNotices } from './notices.ts';
import { startOfflineWorker } from './register-offline-worker.ts';
import { startOnThisPage } from './on-this-page.ts';
import { startPageControls } from './page-controls.ts';
import { startMySchool, startPageWidgets } from './page-widgets.ts';
import { startPrefetch } from './prefetch.ts';
import { startQuestions } from '../blocks/accordion/accordion.browser.ts';
import { startReveal } from './reveal.ts';
import { startSearchOnIntent } from './search.ts';
import { startTabs } from '../blocks/tabs/tabs.browser.ts';

/** Each widget by what a reader calls it, in the order they start (tabs and questions before the #hash is revealed). */
const WIDGETS: [string, () => void][] = [
  ['notices of the office', startNotices],
  ['offer of the page in the language the browser prefers', startLanguageOffer],
  ['tabs', startTabs],
  ['questions', startQuestions],
  ['links into tabs and answers', startReveal],
  ['"On this page" marker', startOnThisPage],
  ['Copy link buttons', startCopyLinks],
  ['menu, theme switch and Print', startPageControls],
  ['search', startSearchOnIntent],
  ['list of schools, packet builder or packet cover', startPageWidgets],
  ["reader's own school", startMySchool],
  ['prefetching of the next page', startPrefetch],
  ['offline reading', startOfflineWorker],
];

/** Starts every widget of the page as it is now; the page is ready for the reader's presses then. */
function startWidgets(): void {
  for (const [name, start] of WIDGETS) {
    try {
      start();
    } catch (error) {
      console.error(`The ${name} on this page could not start; the page's content stays as it is.`, error);
    }
  }
  document.documentElement.dataset.script = 'ready';
}

// A page served at another of its addresses (`/mfa.html` as it is, `/mfa` without a redirect, the copy
// in an old address's folder, `/MFA/`): the address bar shows the page's one address, replacing the history entry.
// The not-found page keeps the address it answers, only cleaned of `.html`, for not-found.ts to read; the offline
// page (html data-offline) the address asked for, so that a reload once connected opens that page.
const shown = document.body.dataset.page ?? '';
const cleaned = isNotFoundKey(shown) ? redirectTarget(sitePathOf(window.location.pathname)) : null;
const own = pageAddress(shown);
const address = isNotFoundKey(shown) ? cleaned && fileHref(cleaned) : own === document.documentElement.dataset.offline ? null : own;
if (address && address !== window.location.pathname) window.history.replaceState(window.history.state, '', `${address}${window.location.search}${window.location.hash}`);
// The not-found page may be replaced by the one of the address's language (a host with one not-found page for the
// whole site): its widgets start on the page that stays, or the search would be the replaced page's, dead.
if (isNotFoundKey(shown)) {
  void import('./not-found.ts')
    .then(({ goToMeantPage }) => goToMeantPage())
    .catch((error: unknown) => console.error('The not-found page could not look for the page the address meant.', error))
    .finally(startWidgets);
} else {
  startWidgets();
}
