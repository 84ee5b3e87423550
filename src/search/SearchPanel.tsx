import { useEffect } from 'react';
import { pageAddress } from '../engine/base.ts';
import type { SearchHit } from './engine.ts';
import type { NoResultsHelp } from './search-data.ts';
import type { Segment } from './snippet.ts';
import { fill, type UiStrings } from '../engine/ui-strings.ts';
import type { SearchText } from './SiteSearch.tsx';

function Marked({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </>
  );
}

/** The id of a result's element, for the field's aria-activedescendant. */
export function optionId(listboxId: string, hit: SearchHit): string {
  return `${listboxId}-${hit.id}`;
}

interface SearchPanelProps {
  listboxId: string;
  hits: readonly SearchHit[];
  active: number;
  /** The results shown are for an earlier query; the newest one is still being searched. */
  busy: boolean;
  noResults?: NoResultsHelp;
  text: SearchText;
  onPick(hit: SearchHit): void;
}

/** "No results", "1 result", "8 results" in the page's language: shown at the top of the panel and announced to screen readers. */
export function resultCount(count: number, ui: Pick<UiStrings, 'searchNoResults' | 'searchOneResult' | 'searchResultCount'>): string {
  return count === 0 ? ui.searchNoResults : count === 1 ? ui.searchOneResult : fill(ui.searchResultCount, { count });
}

/**
 * What opens under the search field: the number of results, then the results
 * as a listbox of links (the field keeps focus and points at the active one, as
 * in the WAI-ARIA combobox pattern) or, when nothing matches, the office's
 * suggestions from site.yaml: the most common guides and the help page.
 */
export function SearchPanel({ listboxId, hits, active, busy, noResults, text: ui, onPick }: SearchPanelProps) {
  const activeHit = hits[active];
  useEffect(() => {
    if (activeHit) document.getElementById(optionId(listboxId, activeHit))?.scrollIntoView({ block: 'nearest' });
  }, [activeHit, listboxId]);

  return (
    // A click in the panel keeps focus in the field, where the keyboard works (a click on a link still follows it).
    <div className="site-search__panel" role="presentation" onMouseDown={(event) => event.preventDefault()}>
      <p className="site-search__count">{resultCount(hits.length, ui)}</p>
      {hits.length > 0 ? (
        <ul id={listboxId} role="listbox" aria-label={ui.searchResults} aria-busy={busy} className="site-search__results">
          {hits.map((hit, index) => (
            // The option is a real link: it opens in a new tab, copies, long-presses; a plain click or Enter stays in the combobox's flow.
            <li key={hit.id} role="none">
              <a
                href={pageAddress(hit.url)}
                id={optionId(listboxId, hit)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className="site-search__result"
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onPick(hit);
                }}
              >
                <span className="site-search__guide">
                  <Marked segments={hit.guide} />
                </span>
                {hit.section.length > 0 ? (
                  <span className="site-search__section">
                    <Marked segments={hit.section} />
                  </span>
                ) : null}
                {hit.snippet.length > 0 ? (
                  <span className="site-search__snippet">
                    <Marked segments={hit.snippet} />
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : noResults ? (
        <div className="site-search__help">
          <p>{noResults.message}</p>
          <ul>
            {noResults.tasks.map((task) => (
              <li key={task.href}>
                <a href={pageAddress(task.href)}>{task.label}</a>
              </li>
            ))}
          </ul>
          <p>
            {noResults.contact} <a href={pageAddress(noResults.contactLink.href)}>{noResults.contactLink.label}</a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
