import { useEffect, useEffectEvent, useRef } from 'react';
import { REVEAL_EVENT } from './define.ts';

/**
 * For islands that hide part of their content (a tab, a closed answer): when a
 * link, the address's #hash or find-in-page points inside it (loader.ts sends
 * REVEAL_EVENT to the element pointed at), `show(target)` shows it and says
 * whether it did. The target is then scrolled to and focused, as the browser
 * does with a #link to something it can see, so keyboard and screen reader
 * users go on from there. `show` must render at once (flushSync), so the
 * scroll finds the target on screen.
 */
export function useReveal<Root extends HTMLElement>(show: (target: Element) => boolean) {
  const root = useRef<Root>(null);
  const onReveal = useEffectEvent((event: Event) => {
    const target = event.target as Element;
    if (!show(target) || !(target instanceof HTMLElement)) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.matches('a[href], button, input, [tabindex]')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
  useEffect(() => {
    const element = root.current;
    const listener = (event: Event) => onReveal(event);
    element?.addEventListener(REVEAL_EVENT, listener);
    return () => element?.removeEventListener(REVEAL_EVENT, listener);
  }, []);
  return root;
}
