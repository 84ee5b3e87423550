import type { OutlineEntry } from '../engine/page-types.ts';
import { useText } from './locale.tsx';

/** Guides with fewer sections need no map. */
export const MIN_OUTLINE_ENTRIES = 3;

function OutlineList({ outline }: { outline: OutlineEntry[] }) {
  return (
    <ul className="on-this-page__list">
      {outline.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'on-this-page__sub' : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page": plain links to the guide's sections and tabs (a link to a
 * tab or an answer opens it). Phones get it collapsed above the text
 * (`collapsed`); wide screens a sticky column beside it (`aside`), where the
 * page's script marks the section being read (src/browser/on-this-page.ts).
 * CSS shows one of the two. Not printed.
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
    <nav className="on-this-page on-this-page--aside" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title" className="on-this-page__title">
        {t('onThisPage')}
      </h2>
      <OutlineList outline={outline} />
    </nav>
  );
}
