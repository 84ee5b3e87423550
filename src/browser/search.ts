import type { SearchControls } from './site-search.ts';

/**
 * Starts the header's search (site-search.ts, a chunk of its own) when the
 * reader reaches for it: the pointer over it, a touch, focus, or Ctrl+K (⌘K)
 * anywhere. A page only read never loads it. What the reader did meanwhile
 * stands: text typed in the field stays and is searched, a press on the
 * Search button (narrow screens) opens the field once the search has started,
 * and Ctrl+K puts focus in the field.
 */
export function startSearchOnIntent(): void {
  const root = document.querySelector<HTMLElement>('.site-search');
  if (!root) return;
  let started: Promise<SearchControls> | undefined;
  let ready = false;
  const start = (): Promise<SearchControls> => {
    started ??= import('./site-search.ts').then(
      ({ startSearch }) => {
        const controls = startSearch(root);
        ready = true;
        return controls;
      },
      (error: unknown) => {
        started = undefined; // the next reach tries again (back online)
        throw error;
      },
    );
    return started;
  };
  const startLogged = () => start().catch((error: unknown) => console.error('The search could not start; try again.', error));
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, () => void startLogged(), { passive: true });
  root.addEventListener('click', (event) => {
    if (ready || !(event.target instanceof Element) || !event.target.closest('.site-search__toggle')) return;
    void start().then((controls) => controls.focusField(), () => undefined);
  });
  document.addEventListener('keydown', (event) => {
    // A browser's autofill sends keydown events without a key.
    if (typeof event.key !== 'string' || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    void start().then((controls) => controls.focusField(), () => undefined);
  });
}
