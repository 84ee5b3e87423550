import type { UiStrings } from '../engine/ui-strings.ts';

/**
 * What the server's markup of the search (SiteSearch.tsx) and the code that
 * makes it work in the browser (src/browser/site-search.ts) agree on. No React
 * here: the browser's search never loads it.
 */

/**
 * The keys that open the search from anywhere, as aria-keyshortcuts says them
 * (src/browser/search.ts listens for them). Never a key on its own, such as
 * "/": a speech-input user saying a word would set it off (WCAG 2.1.4).
 */
export const SEARCH_SHORTCUTS = 'Control+K Meta+K';

/** The search's words in the page's language, written into the page for the browser's code (`data-text`). */
export type SearchText = Pick<UiStrings, 'searchLabel' | 'searchPlaceholder' | 'searchUnavailable' | 'searchResults' | 'searchNoResults' | 'searchOneResult' | 'searchResultCount' | 'offlineNotSaved'>;

export interface SearchProps {
  text: SearchText;
}

/** One search per page, so its ids are fixed. */
export const FIELD_ID = 'site-search-field';
export const INPUT_ID = 'site-search-input';
export const LISTBOX_ID = 'site-search-results';

/** The longest query searched (the field takes no more; the search leaves out the rest of a longer one): a pasted page must not hold the tab (issue 34). */
export const MAX_QUERY_LENGTH = 200;
