/**
 * The one script every page loads (a few kB, no React). The page is complete
 * HTML; this wakes its islands (define.ts) one at a time, when the reader needs
 * them, loading React and each island's own code then. It also
 *  - keeps what the reader did while an island was loading (a click, an arrow
 *    key) and does it again once the island works, so no press is lost;
 *  - opens what a link, the address's #hash or find-in-page points to inside
 *    a closed tab or answer (REVEAL_EVENT);
 *  - fetches a page the reader is about to open (prefetch.ts);
 *  - shows a `.html` or double-slash address in its clean form, and on the
 *    not-found page finds the page a miscapitalised address meant.
 */
import '../../styles/index.css';
import { fileHref, sitePathOf } from '../../engine/base.ts';
import { isNotFoundKey, redirectTarget } from '../../engine/routing.ts';
import type { IslandDefinition } from './define.ts';
import { REVEAL_EVENT, SHORTCUT_EVENT } from './define.ts';
import { prefetchOnIntent } from './prefetch.ts';

type IslandModule = { default: IslandDefinition<object> };
/** Each island's code is a chunk of its own, loaded the first time one of its kind wakes. */
const islandModules = import.meta.glob<IslandModule>('../*.tsx');

const ISLAND = '[data-island]';
const waking = new WeakMap<HTMLElement, Promise<boolean>>();
/** What the reader did to an island before it worked, in order. */
const pending = new WeakMap<HTMLElement, Event[]>();
/** Keys that move between tabs or questions: replayed on the button they were pressed on. */
const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** The events of a press, replayed in order, so a control that acts on any of them acts. */
const PRESS_EVENTS = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);

const islandOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>(ISLAND) : null);
const isAwake = (island: HTMLElement) => island.dataset.islandState === 'awake';

/**
 * Loads React and the island's code and hydrates it, then replays the presses
 * made meanwhile on the working island. The same promise for the same island:
 * true once it is awake, false when its code could not load.
 */
function wake(island: HTMLElement): Promise<boolean> {
  let woken = waking.get(island);
  if (woken) return woken;
  const load = islandModules[`../${island.dataset.island}.tsx`];
  island.dataset.islandState = 'loading';
  woken = Promise.all([import('./hydrate.tsx'), load ? load() : Promise.reject(new Error(`No island is named "${island.dataset.island}" (src/islands/)`))])
    .then(async ([{ hydrateIsland }, { default: definition }]) => {
      island.dataset.islandState = 'hydrating';
      await hydrateIsland(island, definition);
      await replay(island);
      island.dataset.islandState = 'awake';
      return true;
    })
    .catch((error: unknown) => {
      // Offline, say: the page still reads; the next touch tries again, without the presses of this one.
      waking.delete(island);
      pending.delete(island);
      delete island.dataset.islandState;
      console.error(error);
      return false;
    });
  waking.set(island, woken);
  return woken;
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

/** A press or move key on one of the island's own buttons before it works: kept to replay. */
function keep(island: HTMLElement, event: Event): void {
  if (isAwake(island) || !event.isTrusted) return; // a replayed event is not trusted
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || islandOf(button) !== island) return;
  const isMove = event instanceof KeyboardEvent && MOVE_KEYS.has(event.key);
  if (!isMove && !PRESS_EVENTS.has(event.type)) return;
  if (isMove) event.preventDefault(); // the page would scroll instead
  // React may already listen while it hydrates: it sees the press once, when it is replayed, in order.
  event.stopPropagation();
  const events = pending.get(island);
  if (events) events.push(event);
  else pending.set(island, [event]);
}

/** Any sign the reader is reaching for an island wakes it. */
function onIntent(event: Event): void {
  const island = islandOf(event.target);
  if (!island || isAwake(island)) return;
  void wake(island);
  keep(island, event);
}
for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown', ...PRESS_EVENTS]) document.addEventListener(type, onIntent, { capture: true, passive: type !== 'keydown' });

/** Opens what `id` names if it is inside an island (a closed tab or answer), waking the island first. */
function reveal(target: Element | null): void {
  const island = islandOf(target);
  if (!target || !island) return;
  void wake(island).then((awake) => awake && target.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true })));
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

prefetchOnIntent();

// A host that serves `/mfa.html` as it is: the address bar shows the page's one address, replacing the history entry.
const cleanPath = redirectTarget(sitePathOf(window.location.pathname));
if (cleanPath) window.history.replaceState(window.history.state, '', `${fileHref(cleanPath)}${window.location.search}${window.location.hash}`);
if (isNotFoundKey(document.body.dataset.page ?? '')) void import('./not-found.ts').then(({ goToMeantPage }) => goToMeantPage());
document.documentElement.dataset.islands = 'ready';
