/**
 * What the tabs and the questions look like in the page, read and written
 * without React: the same attributes Radix writes. The loader (loader.ts)
 * answers a reader's first press with these at once, before React has arrived
 * and whether or not it ever does; the islands then start from the state the
 * page shows (`fromPage`) and take it again after a press made while they were
 * starting (SYNC_EVENT). So a press answers within a frame, an island that
 * fails to load still works, and React never sees a state the reader did not.
 */

/** The event an island hears when the loader changed its state in the page while it was starting: read it again. */
export const SYNC_EVENT = 'island:sync';

const own = (root: Element, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => element.closest('[data-island]') === root.closest('[data-island]'));

/** The id of the selected tab's panel, in a tab set. */
export function selectedPanelIn(root: Element): string | undefined {
  return own(root, '[role="tab"][aria-selected="true"]')[0]?.getAttribute('aria-controls') ?? undefined;
}

/** The ids of the open questions' items, in a question list. */
export function openItemsIn(root: Element): string[] {
  return own(root, '.accordion__item[data-state="open"]').map((item) => item.id);
}

/** Selects a tab as Radix Tabs would: the tab, its panel shown, the others not; only it in the Tab order. */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.dataset.state = selected ? 'active' : 'inactive';
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.dataset.state = selected ? 'active' : 'inactive';
    // Radix marks the panel shown when it starts so that it does not animate in: the one selected then.
    panel.style.animationDuration = selected ? '0s' : '';
    if (!panel.getAttribute('style')) panel.removeAttribute('style');
  }
}

/** Opens or closes a question as Radix Accordion would; a closed answer stays findable (hidden="until-found"). */
export function setAnswerOpen(trigger: HTMLElement, open: boolean): void {
  const item = trigger.closest<HTMLElement>('.accordion__item');
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const state = open ? 'open' : 'closed';
  for (const element of [item, trigger.parentElement, trigger, panel]) if (element) element.dataset.state = state;
  trigger.setAttribute('aria-expanded', String(open));
  if (!panel) return;
  if (open) panel.removeAttribute('hidden');
  else panel.setAttribute('hidden', 'until-found');
}

/** Shows what `target` is inside of in one tab set or question list: its tab, or its answer. True when it changed anything. */
export function revealIn(island: HTMLElement, target: Element): boolean {
  const panel = target.closest<HTMLElement>('.tabs__panel');
  if (island.dataset.island === 'tabs' && panel && island.contains(panel)) {
    const tab = island.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`);
    if (!tab || tab.getAttribute('aria-selected') === 'true') return false;
    selectTab(tab);
    return true;
  }
  const item = target.closest<HTMLElement>('.accordion__item');
  if (island.dataset.island === 'accordion' && item && island.contains(item)) {
    const trigger = item.querySelector<HTMLElement>('.accordion__trigger');
    if (!trigger || item.dataset.state === 'open') return false;
    setAnswerOpen(trigger, true);
    return true;
  }
  return false;
}

/**
 * A press on a tab set or question list, answered in the page (loader.ts, until
 * the island is awake). True when it was one: the island's state changed.
 */
export function pressInPage(island: HTMLElement, event: Event): boolean {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
  if (!button || !island.contains(button)) return false;
  if (island.dataset.island === 'tabs' && button.getAttribute('role') === 'tab') {
    // Radix selects on the press (mousedown), on Enter or Space (a click with no pointer), and on an arrow key.
    const pressed = event.type === 'pointerdown' && (event as PointerEvent).button === 0;
    if (pressed || (event.type === 'click' && (event as MouseEvent).detail === 0)) {
      selectTab(button);
      return true;
    }
    if (event instanceof KeyboardEvent) return moveBetween(button, '[role="tab"]', event, ['ArrowLeft', 'ArrowRight'], selectTab);
    return false;
  }
  if (island.dataset.island === 'accordion' && button.classList.contains('accordion__trigger')) {
    if (event.type === 'click') {
      setAnswerOpen(button, button.getAttribute('aria-expanded') !== 'true');
      return true;
    }
    if (event instanceof KeyboardEvent) return moveBetween(button, '.accordion__trigger', event, ['ArrowUp', 'ArrowDown']);
  }
  return false;
}

/** Arrow keys, Home and End between the buttons of one list, as Radix does; `select` the one reached (tabs). */
function moveBetween(button: HTMLElement, selector: string, event: KeyboardEvent, [back, forward]: [string, string], select?: (to: HTMLElement) => void): boolean {
  const list = button.closest('[role="tablist"], .accordion');
  if (!list) return false;
  const buttons = [...list.querySelectorAll<HTMLElement>(selector)];
  const at = buttons.indexOf(button);
  const to = { [back]: buttons[(at - 1 + buttons.length) % buttons.length], [forward]: buttons[(at + 1) % buttons.length], Home: buttons[0], End: buttons.at(-1) }[event.key];
  if (!to) return false;
  event.preventDefault();
  to.focus();
  select?.(to);
  return Boolean(select);
}
