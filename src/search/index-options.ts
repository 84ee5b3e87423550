import type { Options } from 'minisearch';
import type { IndexedDocument } from './search-data.ts';
import { termProcessor, tokenize } from './terms.ts';

/**
 * How MiniSearch indexes the documents of a language. The build makes each
 * language's index with these options and the browser loads it with the same
 * ones (MiniSearch requires it).
 */
export function indexOptions(lang: string): Options<IndexedDocument> {
  return {
    fields: ['guide', 'section', 'keywords', 'text'] as string[],
    // Nothing is stored in the index: what a result shows is in its document's file (DocumentFile).
    storeFields: [],
    tokenize,
    processTerm: termProcessor(lang),
  };
}
