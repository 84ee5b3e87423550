/**
 * Everything the search needs beyond the field in the header, in one chunk that
 * the field imports when the reader starts searching (focus, typing, / or Ctrl+K).
 */
export { preload, search, type SearchHit, type SearchOutcome } from './engine.ts';
export { optionId, resultCount, SearchPanel } from './SearchPanel.tsx';
