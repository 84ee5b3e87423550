import { useEffect, useEffectEvent, type RefObject } from 'react';
import { SYNC_EVENT } from './page-state.ts';

/**
 * Takes the state the page shows again when the loader changed it while the
 * island was starting (page-state.ts): `read` sets the island's state from its
 * root element.
 */
export function usePageSync(root: RefObject<HTMLElement | null>, read: (element: HTMLElement) => void): void {
  const onSync = useEffectEvent(() => {
    if (root.current) read(root.current);
  });
  useEffect(() => {
    const element = root.current;
    const listener = () => onSync();
    element?.addEventListener(SYNC_EVENT, listener);
    return () => element?.removeEventListener(SYNC_EVENT, listener);
  }, [root]);
}
