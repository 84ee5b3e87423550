import { TWIN_ATTRIBUTE } from '../../shared/markup.ts';

/**
 * Tab sets (src/blocks/tabs/Tabs.tsx writes them with Radix Tabs: roles, ids,
 * aria-controls, the first tab selected), made to work with the DOM alone, by
 * the WAI-ARIA tabs pattern with automatic activation: a press selects a tab,
 * arrow keys move to the next or previous tab and select it (Left/Right, and
 * Up/Down while the tabs are stacked on a narrow screen), Home and End to the
 * first and last; only the selected tab is in the Tab order. One listener for
 * every tab set of the page, so a tab set answers from the first press.
 *
 * A tab that is not selected is `hidden="until-found"`: the browser's
 * find-in-page still searches it and selects its tab (reveal.ts). The tabs
 * the reader selected travel to the page in the other language, as `?tab=`
 * on its link (positions, as ids differ between languages).
 */

/** The address parameter that carries the selected tabs, one position per tab set from 1, in page order: `?tab=2` or `?tab=2,1`. */
const TAB_PARAM = 'tab';

const TAB = '[role="tab"]';
const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(TAB)].filter((tab) => tab.closest('[role="tablist"]') === list);
const panelOf = (tab: Element) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

/** Selects `tab`: it, its panel shown, the others not; only it in the Tab order. */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of tabsOf(list)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.dataset.state = selected ? 'active' : 'inactive';
    other.tabIndex = selected ? 0 : -1;
    const panel = panelOf(other);
    if (!panel) continue;
    panel.dataset.state = selected ? 'active' : 'inactive';
    if (selected) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', 'until-found');
  }
  carryToTwin();
}

/** The tab that controls the panel `panel`, when it is a tab panel. */
export function tabOf(panel: Element): HTMLElement | null {
  if (panel.getAttribute('role') !== 'tabpanel' || !panel.id) return null;
  return document.querySelector<HTMLElement>(`${TAB}[aria-controls="${CSS.escape(panel.id)}"]`);
}

const isVertical = (list: Element) => list.getAttribute('aria-orientation') === 'vertical';

/** Says how each tab list is laid out: stacked on a narrow screen (tabs.css), a row otherwise. */
function orient(): void {
  const lists = document.querySelectorAll('[role="tablist"]');
  if (lists.length === 0) return;
  // Every tab list follows the same rule of the window's width (tabs.css): one style read says for all.
  const orientation = getComputedStyle(lists[0]!).flexDirection.startsWith('column') ? 'vertical' : 'horizontal';
  for (const list of lists) if (list.getAttribute('aria-orientation') !== orientation) list.setAttribute('aria-orientation', orientation);
}

/** Orients the tab lists once per frame while the window is resized, not at every resize event. */
let orientQueued = false;
function orientSoon(): void {
  if (orientQueued) return;
  orientQueued = true;
  requestAnimationFrame(() => {
    orientQueued = false;
    orient();
  });
}

/** Where an arrow key, Home or End goes from the tab at `at` of `count`; undefined for other keys. */
function moveFrom(at: number, count: number, key: string, vertical: boolean): number | undefined {
  const back = key === 'ArrowLeft' || (vertical && key === 'ArrowUp');
  const forward = key === 'ArrowRight' || (vertical && key === 'ArrowDown');
  if (back) return (at - 1 + count) % count;
  if (forward) return (at + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function onKey(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = tabsOf(list);
  const to = moveFrom(tabs.indexOf(tab), tabs.length, event.key, isVertical(list));
  if (to === undefined) return;
  event.preventDefault();
  tabs[to]!.focus();
  selectTab(tabs[to]!);
}

/**
 * A tab is selected as the mouse button goes down, as Radix does (a tap ends
 * the same way, just before its click), and on the click Enter or Space make.
 * A finger that only starts to scroll over the tabs selects nothing.
 */
function onPress(event: MouseEvent): void {
  if (event.type === 'mousedown' && (event.button !== 0 || event.ctrlKey)) return;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
  if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab);
}

/** Each tab set's selected position, from 1, in page order. */
function selectedPositions(): number[] {
  return [...document.querySelectorAll('[role="tablist"]')].map((list) => tabsOf(list).findIndex((tab) => tab.getAttribute('aria-selected') === 'true') + 1);
}

/** Keeps the link to this page in the other language pointing at the same tabs (none when every tab set shows its first). */
function carryToTwin(): void {
  const positions = selectedPositions();
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${TWIN_ATTRIBUTE}]`)) {
    const url = new URL(link.href);
    if (positions.every((position) => position <= 1)) url.searchParams.delete(TAB_PARAM);
    else url.searchParams.set(TAB_PARAM, positions.join(','));
    link.href = url.href;
  }
}

/** Selects the tabs the address asks for (`?tab=`, from the page in the other language), then takes the parameter out of the address. */
function selectFromAddress(): void {
  const url = new URL(window.location.href);
  const wanted = url.searchParams.get(TAB_PARAM);
  if (wanted === null) return;
  const lists = [...document.querySelectorAll('[role="tablist"]')];
  wanted.split(',').forEach((position, index) => {
    const tab = lists[index] && tabsOf(lists[index])[Number(position) - 1];
    if (tab) selectTab(tab);
  });
  url.searchParams.delete(TAB_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}

export function startTabs(): void {
  // The server shows the first tab; the others stay findable by find-in-page.
  for (const panel of document.querySelectorAll('[role="tabpanel"][data-state="inactive"]')) panel.setAttribute('hidden', 'until-found');
  orient();
  window.addEventListener('resize', orientSoon, { passive: true });
  document.addEventListener('mousedown', onPress);
  document.addEventListener('click', onPress);
  document.addEventListener('keydown', onKey);
  selectFromAddress();
}
