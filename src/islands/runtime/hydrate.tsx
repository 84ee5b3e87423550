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
 * props from the JSON the server wrote, its slots from the HTML in the page.
 * Every island is a root of its own, so each wakes and works on its own.
 * The promise settles once the island has hydrated and its effects have run;
 * until then the loader holds the reader's presses and replays them after.
 */
export function hydrateIsland(container: HTMLElement, island: IslandDefinition<object>): Promise<void> {
  const props = JSON.parse(container.dataset.props ?? '{}') as object;
  const slots = slotsOf(container).map((slot, index) => <Slot key={index} html={slot.innerHTML} />);
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <Ready onReady={resolve}>
        <island.Component {...props} slots={slots.length > 0 ? slots : undefined} />
      </Ready>,
    );
  });
}
