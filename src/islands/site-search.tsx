import { SEARCH_SHORTCUTS, SiteSearch } from '../search/SiteSearch.tsx';
import { defineIsland } from './runtime/define.ts';

/** The header's search: wakes when the field is reached for, or at / or Ctrl+K (⌘K) anywhere on the page. */
export default defineIsland('site-search', SiteSearch, { keys: SEARCH_SHORTCUTS });
