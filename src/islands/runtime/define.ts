import type { ComponentType, ReactNode } from 'react';

/**
 * When an island's code loads and hydrates (loader.ts):
 *  - `intent`: when the reader reaches for it: the pointer over it or pressing
 *    it, a touch, keyboard focus, its shortcut key, or a link (or find-in-page)
 *    to something inside it;
 *  - `visible`: as `intent`, and also once the reader has started using the page
 *    (scrolled, touched, pressed a key) while it is near the window. Never before:
 *    a page that is only read loads no React at all.
 *  - `load`: as the page loads, for a plain island that fills in what the server
 *    cannot know (a packet's cover: today's date; the packet its address asks for).
 */
export type HydrateOn = 'intent' | 'visible' | 'load';

/**
 * The parts of the page an island shows but does not render itself, such as a
 * tab's text: the server renders them inside the island; in the browser the
 * island gets them back as the HTML that is already there (Slot.tsx), so their
 * content never travels twice and never needs its code in the browser.
 */
export interface WithSlots {
  slots?: ReactNode[];
}

export interface IslandDefinition<Props> {
  /** The island's file name in src/islands/ (a unit test checks they agree): how the loader finds its code. */
  name: string;
  Component: ComponentType<Props & WithSlots>;
  hydrate: HydrateOn;
  /** Keys that wake it from anywhere on the page, as in aria-keyshortcuts: `/ Control+K`. */
  keys?: string;
  /** Props read from the page as it is when the island starts (the state the loader answered presses with, page-state.ts). */
  fromPage?: (container: HTMLElement) => Partial<Props>;
}

/**
 * An island: a component that works in the browser, everything else on a page
 * being static HTML. Its props travel in the page as JSON, so they must be
 * plain data (text, numbers, lists, objects), never functions or elements.
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props & WithSlots>,
  options: { hydrate?: HydrateOn; keys?: string; fromPage?: (container: HTMLElement) => Partial<Props> } = {},
): IslandDefinition<Props> {
  return { name, Component, hydrate: options.hydrate ?? 'intent', keys: options.keys, fromPage: options.fromPage };
}

/**
 * An island whose browser code needs no React: `src/islands/NAME.ts` (a `.ts`
 * file, where React islands are `.tsx`). The server still renders its HTML
 * with a React component and `defineIsland` (for its wrapper, keys and props);
 * when it wakes, the loader imports this module instead of React and the
 * component, and calls `start` with the island's wrapper. `start` makes the
 * HTML the server wrote work, reading the props from `data-props`; once it
 * returns, the loader replays what the reader pressed meanwhile.
 *
 * For an island on the reader's first path whose React runtime would cost more
 * than the island itself: the header's search (src/islands/site-search.ts).
 */
export interface PlainIsland {
  /** The island's file name in src/islands/, as `defineIsland` names it for the server. */
  name: string;
  start(container: HTMLElement): void;
}

export function definePlainIsland(name: string, start: (container: HTMLElement) => void): PlainIsland {
  return { name, start };
}

/** The event an island hears when one of its keys (`keys`) is pressed anywhere on the page (loader.ts). */
export const SHORTCUT_EVENT = 'island:shortcut';

/** The event an island hears when a link, the address's #hash or find-in-page points inside it (loader.ts). */
export const REVEAL_EVENT = 'island:reveal';
