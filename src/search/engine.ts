import metaUrls from 'virtual:search-index';
import type { SearchMeta } from './search-data.ts';
import { createSearcher, type SearchOutcome } from './searcher.ts';

export type { SearchHit, SearchOutcome } from './searcher.ts';

/**
 * The search in the browser (searcher.ts over files fetched from the site).
 * Imported by the header's search (src/browser/site-search.ts) only when the
 * reader starts searching.
 */
const files = new Map<string, Promise<unknown>>();

/** Each file is fetched once; a failed fetch is forgotten so the next keystroke tries again. */
function load<T>(url: string): Promise<T> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
      return response.json();
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file as Promise<T>;
}

/** Each language has its own index (the guides in that language, its own word rules); a page searches its language's. */
const loadMeta = (lang: string) => load<SearchMeta>(metaUrls[lang] ?? Object.values(metaUrls)[0]!);

/** Starts loading the index while the reader is still typing the first letters. */
export function preload(lang: string): void {
  void loadMeta(lang);
}

const searcher = createSearcher(load);

export async function search(query: string, lang: string): Promise<SearchOutcome> {
  return searcher(await loadMeta(lang), query, lang);
}
