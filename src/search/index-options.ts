import type { Options } from 'minisearch';
import type { IndexedDocument } from './search-data.ts';
import { processTerm, tokenize } from './terms.ts';

/**
 * How MiniSearch indexes the documents. The build makes the index with these
 * options and the browser loads it with the same ones (MiniSearch requires it).
 */
export const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['guide', 'section', 'keywords', 'text'] as string[],
  // Nothing is stored in the index: what a result shows is in its document's file (DocumentFile).
  storeFields: [],
  tokenize,
  processTerm,
};
