import { useEffect, useState } from 'react';
import type { OutlineEntry } from '../engine/pages.ts';
import { useText } from './locale.tsx';

/** Guides with fewer sections need no map. */
export const MIN_OUTLINE_ENTRIES = 3;

/**
 * The id of the section being read: the last listed heading above the top
 * fifth of the window. Needs JavaScript; the links work without it.
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

function OutlineList({ outline, current }: { outline: OutlineEntry[]; current?: string }) {
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
 * "On this page": plain links to the guide's sections (a link to a tab or an
 * answer opens it: Tabs.tsx, Accordion.tsx). Phones get it collapsed above the
 * text (`collapsed`); wide screens a sticky column beside it (`aside`) that marks
 * the section in view. CSS shows one of the two. Not printed.
 */
export function OnThisPage({ outline, variant }: { outline: OutlineEntry[]; variant: 'collapsed' | 'aside' }) {
  const t = useText();
  return variant === 'collapsed' ? (
    <details className="on-this-page on-this-page--collapsed">
      <summary>{t('onThisPage')}</summary>
      <nav aria-label={t('onThisPage')}>
        <OutlineList outline={outline} />
      </nav>
    </details>
  ) : (
    <OnThisPageAside outline={outline} />
  );
}

function OnThisPageAside({ outline }: { outline: OutlineEntry[] }) {
  const t = useText();
  const current = useCurrentSection(outline);
  return (
    <nav className="on-this-page on-this-page--aside" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title" className="on-this-page__title">
        {t('onThisPage')}
      </h2>
      <OutlineList outline={outline} current={current} />
    </nav>
  );
}
