import MiniSearch from 'minisearch';
import { MAX_QUERY_LENGTH } from './field.ts';
import { indexOptions } from './index-options.ts';
import { runQuery, topResults } from './query.ts';
import { guideNumberOf, termFileKey, type DocumentFile, type IndexedDocument, type NoResultsHelp, type SearchMeta, type TermEntry } from './search-data.ts';
import { highlight, snippet, type Segment } from './snippet.ts';
import { synonymQueries } from './synonyms.ts';
import { termProcessor, tokenize } from './terms.ts';

/**
 * A search over the index files the build writes (see search-data.ts): loads
 * the parts a query needs through `load`, runs the query with MiniSearch and
 * returns the results to show. The browser's search (engine.ts) loads them with
 * fetch; `npm run size` reads them from the built site, to count what a first
 * search downloads (scripts/measure/size.ts).
 */
export interface SearchHit {
  /** Unique among the hits; used for the option's element id. */
  id: number;
  url: string;
  guide: Segment[];
  section: Segment[];
  snippet: Segment[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** What to suggest instead, when there are no hits. */
  noResults?: NoResultsHelp;
}

export const RESULT_LIMIT = 8;

/** Reads one of the index's files (JSON) by its address; each is read once. */
export type LoadFile = <T>(url: string) => Promise<T>;

export function createSearcher(load: LoadFile): (meta: SearchMeta, query: string, lang: string) => Promise<SearchOutcome> {
  /** Each language's index over the term files loaded so far; rebuilt when a query needs another one. */
  const loaded = new Map<string, { keys: Set<string>; index: MiniSearch<IndexedDocument> }>();

  async function indexWith(lang: string, meta: SearchMeta, needed: ReadonlySet<string>): Promise<MiniSearch<IndexedDocument>> {
    const before = loaded.get(lang);
    const keys = new Set([...(before?.keys ?? []), ...needed].filter((key) => Object.hasOwn(meta.terms, key)));
    if (before && keys.size === before.keys.size) return before.index;
    const entries = await Promise.all([...keys].map((key) => load<TermEntry[]>(meta.terms[key]!)));
    const index = MiniSearch.loadJS({ ...meta.index, index: entries.flat() }, indexOptions(lang));
    // Another query may have loaded more files meanwhile: keep the larger index.
    const latest = loaded.get(lang);
    if (!latest || keys.size > latest.keys.size) loaded.set(lang, { keys, index });
    return index;
  }

  return async function search(meta, typed, lang) {
    const query = typed.slice(0, MAX_QUERY_LENGTH);
    const processTerm = termProcessor(lang);
    const variants = [query, ...synonymQueries(query, meta.synonyms, processTerm)];
    const terms = variants.flatMap((variant) => tokenize(variant).flatMap((word) => processTerm(word) ?? []));
    const miniSearch = await indexWith(lang, meta, new Set(terms.map(termFileKey)));
    const results = topResults(runQuery(miniSearch, variants), RESULT_LIMIT, (id) => guideNumberOf(meta.guideStarts, id));
    const hits = await Promise.all(
      results.map(async (result): Promise<SearchHit> => {
        const id = result.id as number;
        const document = await load<DocumentFile>(`${meta.documents}${id}.json`);
        const matched = new Set(result.terms);
        return {
          id,
          url: document.url,
          guide: highlight(document.guide, matched, processTerm),
          section: highlight(document.section, matched, processTerm),
          snippet: snippet(document.text, matched, undefined, processTerm),
        };
      }),
    );
    return { hits, noResults: hits.length === 0 ? meta.noResults : undefined };
  };
}
