import { useEffect, useState } from 'react';
import type { OutlineEntry } from '../engine/pages.ts';
import { defineIsland } from './runtime/define.ts';

/**
 * The id of the section being read: the last listed heading above the top
 * fifth of the window.
 */
function useCurrentSection(outline: readonly OutlineEntry[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const update = () => {
      let found: string | undefined;
      for (const { id } of outline) {
        const element = document.getElementById(id);
        // Headings in a closed tab or answer have no box; they are not being read.
        if (!element || element.getClientRects().length === 0) continue;
        if (element.getBoundingClientRect().top < window.innerHeight / 5) found = id;
      }
      setCurrent(found);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [outline]);
  return current;
}

export function OutlineList({ outline, current }: { outline: OutlineEntry[]; current?: string }) {
  return (
    <ul className="on-this-page__list">
      {outline.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'on-this-page__sub' : undefined}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page" beside the text on wide screens (src/layout/OnThisPage.tsx):
 * plain links, which work without JavaScript; awake, it marks the section in
 * view as the reader scrolls. On phones it is not shown, so never wakes.
 */
function OnThisPageAside({ outline, title }: { outline: OutlineEntry[]; title: string }) {
  const current = useCurrentSection(outline);
  return (
    <nav className="on-this-page on-this-page--aside" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title" className="on-this-page__title">
        {title}
      </h2>
      <OutlineList outline={outline} current={current} />
    </nav>
  );
}

export default defineIsland('on-this-page', OnThisPageAside, { hydrate: 'visible' });
