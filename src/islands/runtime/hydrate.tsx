import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandDefinition } from './define.ts';
import { Slot } from './Slot.tsx';

/** Calls `onReady` once the island has hydrated and its effects (event listeners) have run. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** The island's own slots: not those of an island nested in it. */
function slotsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-slot]')].filter((slot) => slot.closest('[data-island]') === container);
}

/**
 * Hydrates one island (loaded with React when the first island wakes): its
 * props from the JSON the server wrote and the state the page shows
 * (`fromPage`), its slots from the HTML in the page. Every island is a root of
 * its own, so each wakes and works on its own.
 *
 * The promise settles once the island has hydrated and its effects have run.
 * If the island throws, now or later, React would empty it: its root is
 * unmounted and the HTML it had when it started is put back, so the reader
 * keeps the content (the loader then answers presses itself), and the promise
 * fails or `onFailure` is told.
 */
export function hydrateIsland(container: HTMLElement, island: IslandDefinition<object>, onFailure: (error: unknown) => void): Promise<void> {
  const props = { ...(JSON.parse(container.dataset.props ?? '{}') as object), ...island.fromPage?.(container) };
  const slots = slotsOf(container).map((slot, index) => <Slot key={index} html={slot.innerHTML} />);
  const html = container.innerHTML;
  return new Promise((resolve, reject) => {
    let ready = false;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Not from inside React's own error handling: after it.
      window.setTimeout(() => {
        root.unmount();
        container.innerHTML = html;
        if (ready) onFailure(error);
        else reject(error);
      });
    };
    const onReady = () => {
      ready = true;
      resolve();
    };
    const root = hydrateRoot(
      container,
      <Ready onReady={onReady}>
        <island.Component {...props} slots={slots.length > 0 ? slots : undefined} />
      </Ready>,
      { onUncaughtError: fail, onCaughtError: fail },
    );
  });
}
