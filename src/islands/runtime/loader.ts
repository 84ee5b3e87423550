/**
 * The one script every page loads (a few kB, no React). The page is complete
 * HTML; this wakes its islands (define.ts) one at a time, when the reader needs
 * them, loading React and each island's own code then (a plain island, the
 * header's search, needs no React: its own code only). It also
 *  - answers a press on a tab or a question at once, in the page (page-state.ts),
 *    before React arrives and if it never does; keeps what the reader did to
 *    other islands while they load and does it again once they work;
 *  - copies a section's or an answer's address (Copy link), inside the press,
 *    and answers the menu button, the light/dark switch and Print (page-controls.ts);
 *  - keeps an island's content when it fails to load or throws (hydrate.tsx);
 *  - opens what a link, the address's #hash or find-in-page points to inside
 *    a closed tab or answer (REVEAL_EVENT);
 *  - fetches a page the reader is about to open (prefetch.ts);
 *  - shows a `.html` or double-slash address in its clean form, and on the
 *    not-found page finds the page a miscapitalised address meant.
 */
import '../../styles/index.css';
import { fileHref, sitePathOf } from '../../engine/base.ts';
import { isNotFoundKey, redirectTarget } from '../../engine/routing.ts';
import type { IslandDefinition, PlainIsland } from './define.ts';
import { REVEAL_EVENT, SHORTCUT_EVENT } from './define.ts';
import { copyAddress } from './copy-address.ts';
import { answerPageControls } from './page-controls.ts';
import { pressInPage, revealIn, SYNC_EVENT } from './page-state.ts';
import { prefetchOnIntent } from './prefetch.ts';
import { chosenSchool } from '../../schools/store.ts';

type IslandModule = { default: IslandDefinition<object> };
/** Each island's code is a chunk of its own, loaded the first time one of its kind wakes. */
const islandModules = import.meta.glob<IslandModule>('../*.tsx');
/** Islands that work without React (`src/islands/NAME.ts`, define.ts PlainIsland): their own chunk, and nothing of React's. */
const plainIslands = import.meta.glob<{ default: PlainIsland }>('../*.ts');

const ISLAND = '[data-island]';
/** Islands whose presses the loader answers itself, in the page, until they are awake (page-state.ts): at once, and even if React never comes. */
const ANSWERED_IN_PAGE = new Set(['tabs', 'accordion']);
/** After this long, a press held for an island still loading shows that it is on its way (components.css). */
const SLOW_MS = 400;
/** After this long, presses still held for an island that has not started are let go: nothing is held forever. */
const GIVE_UP_MS = 8000;
const waking = new WeakMap<HTMLElement, Promise<boolean>>();
/** What the reader did to an island before it worked, in order. */
const pending = new WeakMap<HTMLElement, Event[]>();
/** Islands whose state the loader changed in the page while React was starting them: they read it again (SYNC_EVENT). */
const changedWhileStarting = new WeakSet<HTMLElement>();
/** Keys that move between tabs or questions: replayed on the button they were pressed on. */
const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** The events of a press, replayed in order, so a control that acts on any of them acts. */
const PRESS_EVENTS = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);

const islandOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>(ISLAND) : null);
const stateOf = (island: HTMLElement) => island.dataset.islandState;
const isAwake = (island: HTMLElement) => stateOf(island) === 'awake';

/**
 * Loads React and the island's code and hydrates it (a plain island: its code
 * only, which starts it; define.ts PlainIsland), then replays the presses
 * made meanwhile on the working island. The same promise for the same island:
 * true once it is awake, false when it failed. An island that fails (its code
 * cannot load, throws as it loads, or throws while it hydrates or later) keeps
 * the page's HTML, is logged once and is not tried again on this page; the
 * loader goes on answering its presses in the page where it can.
 */
function wake(island: HTMLElement): Promise<boolean> {
  let woken = waking.get(island);
  if (woken) return woken;
  const name = island.dataset.island;
  const plain = plainIslands[`../${name}.ts`];
  const load = islandModules[`../${name}.tsx`];
  island.dataset.islandState = 'loading';
  const slow = window.setTimeout(() => (island.dataset.islandSlow = ''), SLOW_MS);
  const giveUp = window.setTimeout(() => letGo(island), GIVE_UP_MS);
  const started = plain
    ? plain().then(({ default: definition }) => {
        for (const button of island.querySelectorAll('button[aria-busy]')) button.removeAttribute('aria-busy');
        definition.start(island);
      })
    : Promise.all([import('./hydrate.tsx'), load ? load() : Promise.reject(new Error(`No island is named "${name}" (src/islands/)`))]).then(async ([{ hydrateIsland }, { default: definition }]) => {
        island.dataset.islandState = 'hydrating';
        for (const button of island.querySelectorAll('button[aria-busy]')) button.removeAttribute('aria-busy'); // as the server wrote it
        await hydrateIsland(island, definition, (error) => fail(island, error));
        if (changedWhileStarting.delete(island)) island.firstElementChild?.dispatchEvent(new CustomEvent(SYNC_EVENT));
      });
  woken = started
    .then(async () => {
      await replay(island);
      island.dataset.islandState = 'awake';
      return true;
    })
    .catch((error: unknown) => {
      fail(island, error);
      return false;
    })
    .finally(() => {
      window.clearTimeout(slow);
      window.clearTimeout(giveUp);
      delete island.dataset.islandSlow;
      letGo(island);
    });
  waking.set(island, woken);
  return woken;
}

/** Drops the presses still held for an island, and the "on its way" mark of their buttons. */
function letGo(island: HTMLElement): void {
  pending.delete(island);
  for (const button of island.querySelectorAll('button[aria-busy]')) button.removeAttribute('aria-busy');
}

/** An island that failed: its HTML stays (hydrate.tsx put it back), its held presses are let go, the error is logged once. */
function fail(island: HTMLElement, error: unknown): void {
  if (stateOf(island) === 'failed') return;
  island.dataset.islandState = 'failed';
  letGo(island);
  changedWhileStarting.delete(island);
  console.error(`The ${island.dataset.island} on this page could not start; its content stays as it is.`, error);
}

/**
 * Does again, in order, what the reader did before the island worked, including
 * presses made while this runs. The island is fully hydrated by then, so React
 * handles each one as it would a new press.
 */
async function replay(island: HTMLElement): Promise<void> {
  const events = pending.get(island) ?? [];
  for (let event = events.shift(); event; event = events.shift()) {
    event.target?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
    // React applies a press's change just after it: let it, so each press starts from the last one's result.
    if (event.type === 'click' || event.type === 'keydown') await new Promise((resolve) => setTimeout(resolve));
  }
  pending.delete(island);
}

/**
 * A press or move key on one of the island's own buttons before it works:
 * answered in the page (tabs, questions), or kept to replay once it works.
 * Either way React, which may already listen while it hydrates, does not see it.
 */
function hold(island: HTMLElement, event: Event): void {
  if (!event.isTrusted) return; // a replayed event is not trusted
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || islandOf(button) !== island || button.matches(COPY_BUTTON)) return;
  const isMove = event instanceof KeyboardEvent && MOVE_KEYS.has(event.key);
  if (!isMove && !PRESS_EVENTS.has(event.type) && event.type !== 'keydown') return;
  if (ANSWERED_IN_PAGE.has(island.dataset.island ?? '')) {
    if (pressInPage(island, event) && stateOf(island) === 'hydrating') changedWhileStarting.add(island);
    if (isMove || PRESS_EVENTS.has(event.type)) event.stopPropagation();
    return;
  }
  if (stateOf(island) === 'failed' || !(isMove || PRESS_EVENTS.has(event.type))) return;
  if (isMove) event.preventDefault(); // the page would scroll instead
  event.stopPropagation();
  button.setAttribute('aria-busy', 'true');
  const events = pending.get(island);
  if (events) events.push(event);
  else pending.set(island, [event]);
}

/** Any sign the reader is reaching for an island wakes it. */
function onIntent(event: Event): void {
  const island = islandOf(event.target);
  if (!island || isAwake(island)) return;
  if (stateOf(island) !== 'failed') void wake(island);
  hold(island, event);
}

/** Copy link buttons (src/components/CopyLinkButton.tsx): copied by the loader, inside the press. */
const COPY_BUTTON = 'button.copy-link[data-copy-id]';
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(COPY_BUTTON) : null;
    if (button) copyAddress(button);
  },
  { capture: true },
);
for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown', ...PRESS_EVENTS]) document.addEventListener(type, onIntent, { capture: true, passive: type !== 'keydown' });

/**
 * Opens what `target` is inside of (a closed tab or answer, and every one that
 * holds it: a tab set inside an answer opens the answer too), and brings it
 * into view. Islands not yet awake are opened in the page, with no React;
 * awake ones open it themselves (REVEAL_EVENT, use-reveal.ts).
 */
function reveal(target: Element | null): void {
  if (!target) return;
  const islands: HTMLElement[] = [];
  for (let island = islandOf(target); island; island = islandOf(island.parentElement)) islands.unshift(island);
  let changed = false;
  for (const island of islands) {
    if (isAwake(island) || !ANSWERED_IN_PAGE.has(island.dataset.island ?? '') || !revealIn(island, target)) continue;
    changed = true;
    if (stateOf(island) === 'hydrating') changedWhileStarting.add(island);
  }
  if (islands.some(isAwake)) target.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
  if (changed && target instanceof HTMLElement) {
    target.scrollIntoView({ block: 'start' });
    if (!target.matches('a[href], button, input, [tabindex]')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
}
/** The element a #hash names; none for an empty or broken one (`#%E0%A4%A` cannot be decoded). */
function hashTarget(hash: string): Element | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}
reveal(hashTarget(window.location.hash));
window.addEventListener('hashchange', () => reveal(hashTarget(window.location.hash)));
// Following the link to the #hash the address already has fires no hashchange: open it all the same.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link && link.hash && link.hash === window.location.hash && link.pathname === window.location.pathname) reveal(hashTarget(link.hash));
});
// Find-in-page found text in a closed answer (hidden="until-found"): open it.
document.addEventListener('beforematch', (event) => reveal(event.target as Element), { capture: true });
// The server can only write `hidden`; find-in-page searches what is hidden "until found".
for (const element of document.querySelectorAll('[data-until-found][hidden]')) element.setAttribute('hidden', 'until-found');

/**
 * Keys that wake an island from anywhere and are passed to it as SHORTCUT_EVENT
 * (`data-keys`, as aria-keyshortcuts: `/ Control+K`); a key without Control or
 * Meta only outside a text field, where it would be typed.
 */
function matchesKey(event: KeyboardEvent, keys: string): boolean {
  return keys.split(' ').some((shortcut) => {
    const parts = shortcut.split('+');
    const key = parts.pop()!.toLowerCase();
    const modifiers = { Control: event.ctrlKey, Meta: event.metaKey, Alt: event.altKey };
    const wanted = (name: keyof typeof modifiers) => parts.includes(name) === modifiers[name];
    return event.key.toLowerCase() === key && wanted('Control') && wanted('Meta') && wanted('Alt');
  });
}
document.addEventListener('keydown', (event) => {
  const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
  if (typing && !event.ctrlKey && !event.metaKey) return;
  for (const island of document.querySelectorAll<HTMLElement>('[data-keys]')) {
    if (!matchesKey(event, island.dataset.keys!)) continue;
    event.preventDefault();
    void wake(island).then((awake) => awake && island.firstElementChild?.dispatchEvent(new CustomEvent(SHORTCUT_EVENT)));
  }
});

// `visible` islands near the window wake once the reader starts using the page, never for a page only loaded.
const nearWindow = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearWindow.unobserve(entry.target);
      const island = islandOf(entry.target);
      if (island) void wake(island);
    }
  },
  { rootMargin: '50% 0px' },
);
const ENGAGING = ['scroll', 'touchstart', 'pointerdown', 'keydown'];
const engage = () => {
  for (const type of ENGAGING) window.removeEventListener(type, engage, true);
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const island of document.querySelectorAll<HTMLElement>('[data-hydrate="visible"]')) if (island.firstElementChild) nearWindow.observe(island.firstElementChild);
};
for (const type of ENGAGING) window.addEventListener(type, engage, { capture: true, passive: true });

answerPageControls();
prefetchOnIntent();
// Islands that fill in, as the page loads, what the server cannot know (define.ts HydrateOn `load`).
for (const island of document.querySelectorAll<HTMLElement>('[data-hydrate="load"]')) void wake(island);
// The reader's own school, once chosen: named wherever a page says "your school's tech liaison" (src/islands/my-school.ts).
if (chosenSchool() !== undefined) void import('../my-school.ts').then(({ default: island }) => island.start(document.body));

// A host that serves `/mfa.html` as it is: the address bar shows the page's one address, replacing the history entry.
const cleanPath = redirectTarget(sitePathOf(window.location.pathname));
if (cleanPath) window.history.replaceState(window.history.state, '', `${fileHref(cleanPath)}${window.location.search}${window.location.hash}`);
if (isNotFoundKey(document.body.dataset.page ?? '')) void import('./not-found.ts').then(({ goToMeantPage }) => goToMeantPage());
document.documentElement.dataset.islands = 'ready';
