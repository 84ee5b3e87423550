import type { UiStrings } from '../engine/ui-strings.ts';

/**
 * What the server's markup of the search (SiteSearch.tsx) and the code that
 * makes it work in the browser (src/islands/site-search.ts) agree on. No React
 * here: the browser's search never loads it.
 */

/** The keys that open the search from anywhere (as aria-keyshortcuts); the loader listens for them (`data-keys`, src/islands/runtime/loader.ts). */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/** The search's words in the page's language: the island's props. */
export type SearchText = Pick<UiStrings, 'searchLabel' | 'searchPlaceholder' | 'searchUnavailable' | 'searchResults' | 'searchNoResults' | 'searchOneResult' | 'searchResultCount'>;

export interface SearchProps {
  lang: string;
  text: SearchText;
}

/** One search per page, so its ids are fixed. */
export const FIELD_ID = 'site-search-field';
export const INPUT_ID = 'site-search-input';
export const LISTBOX_ID = 'site-search-results';

/** The longest query searched (the field takes no more; the search leaves out the rest of a longer one): a pasted page must not hold the tab (issue 34). */
export const MAX_QUERY_LENGTH = 200;
