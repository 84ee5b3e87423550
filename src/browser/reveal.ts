import { setAnswerOpen, questionOf } from '../blocks/accordion/accordion.browser.ts';
import { selectTab, tabOf } from '../blocks/tabs/tabs.browser.ts';

/**
 * Opens what `target` is inside of: its tab and its answer, and every tab or
 * answer that holds those (a tab set inside an answer opens the answer too).
 * True when it opened anything.
 */
function openAround(target: Element): boolean {
  let opened = false;
  for (let element: Element | null = target; element; element = element.parentElement) {
    const tab = tabOf(element);
    if (tab && tab.getAttribute('aria-selected') !== 'true') {
      selectTab(tab);
      opened = true;
    }
    const question = questionOf(element);
    if (question && question.getAttribute('aria-expanded') !== 'true') {
      setAnswerOpen(question, true);
      opened = true;
    }
  }
  return opened;
}

/**
 * Shows what a link or the address's #hash points to inside a closed tab or
 * answer, then brings it into view and gives it focus, as the browser does for
 * a #link to something it can see, so keyboard and screen reader users go on
 * from there.
 */
function reveal(target: Element | null): void {
  if (!target || !openAround(target) || !(target instanceof HTMLElement)) return;
  target.scrollIntoView({ block: 'start' });
  if (!target.matches('a[href], button, input, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** The element a #hash names; none for an empty or broken one (`#%E0%A4%A` cannot be decoded). */
function hashTarget(hash: string): Element | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

export function startReveal(): void {
  reveal(hashTarget(window.location.hash));
  window.addEventListener('hashchange', () => reveal(hashTarget(window.location.hash)));
  // Following a link to the #hash the address already has fires no hashchange: open it all the same.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && link.hash && link.hash === window.location.hash && link.pathname === window.location.pathname) reveal(hashTarget(link.hash));
  });
  // Find-in-page found text in a closed tab or answer (hidden="until-found"): the browser shows it and scrolls to the match; its tab or question says so.
  document.addEventListener('beforematch', (event) => openAround(event.target as Element), { capture: true });
}
