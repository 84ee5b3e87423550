import onThisPageAside, { OutlineList } from '../islands/on-this-page.tsx';
import { Island } from '../islands/runtime/Island.tsx';
import type { OutlineEntry } from '../engine/pages.ts';
import { useText } from './locale.tsx';

/** Guides with fewer sections need no map. */
export const MIN_OUTLINE_ENTRIES = 3;

/**
 * "On this page": plain links to the guide's sections (a link to a tab or an
 * answer opens it). Phones get it collapsed above the text (`collapsed`); wide
 * screens a sticky column beside it (`aside`, an island that marks the section
 * in view). CSS shows one of the two. Not printed.
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
    <Island island={onThisPageAside} props={{ outline, title: t('onThisPage') }} />
  );
}
