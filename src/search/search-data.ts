import type { AsPlainObject } from 'minisearch';

/**
 * What the build writes for the search (src/engine/node/vite/search-index.ts) and the
 * browser reads when someone starts searching (src/search/engine.ts).
 *
 * The index is cut so that a search downloads only what it needs, however many
 * guides there are: a small table of every document (`SearchMeta`), the terms
 * of the index split by their first letter (a query loads the letters its words
 * start with), and one small file per document with its guide, section and
 * text, loaded for the results shown. What a first search downloads so depends
 * on the query, not on the number of guides (except for the small table).
 */

/** One searchable part of a guide: its top, one section, one tab or one answer. */
export interface SearchDocument {
  /** Where the hit opens: the guide's address, with `#id` of the section, tab or answer. */
  url: string;
  /** The guide's title. */
  guide: string;
  /** The section's heading, tab label or question; empty for the guide's top. */
  section: string;
  /** The guide's frontmatter `keywords`, on the guide's top only. */
  keywords: string;
  text: string;
  /** A tab or a question's answer (an <AccordionItem>): on a page that lists guides, it counts as fully as a guide (query.ts). */
  answer?: true;
  /** One of the sections a block writes from data (each school of the list of schools): it comes after the guides (searcher.ts). */
  card?: true;
}

/** A document as MiniSearch indexes it: ids are given when the files are written. */
export type IndexedDocument = SearchDocument & { id: number };

/** A link in the "no results" help, from site.yaml `search.noResults`. */
export interface SearchLink {
  label: string;
  href: string;
}

/** What to show when nothing matches (text from site.yaml). */
export interface NoResultsHelp {
  message: string;
  tasks: SearchLink[];
  contact: string;
  contactLink: SearchLink;
}

/** Everything the build extracts from content/ for the search. */
export interface SearchContent {
  documents: SearchDocument[];
  /**
   * The pages that list other pages (the home page, a section's page), by
   * address, with their titles: they count for less than the guides they list,
   * except for the words of their own title (query.ts). `repeats`: every part
   * of it repeats the guides it lists (the home page, a packet).
   */
  listings: { url: string; title: string; repeats?: true }[];
  /** Groups of words and phrases that mean the same (site.yaml `search.synonyms`). */
  synonyms: string[][];
  noResults?: NoResultsHelp;
}

/** One term of MiniSearch's serialized index with where it occurs. */
export type TermEntry = AsPlainObject['index'][number];

/** The first file a search loads. */
export interface SearchMeta {
  /** MiniSearch's serialized index without its terms: document ids and field lengths. */
  index: Omit<AsPlainObject, 'index'>;
  /** Term files by the terms' first character: "a" -> address of a TermEntry[] file. */
  terms: Record<string, string>;
  /** The folder of the document files: document `id` is `${documents}${id}.json`, a DocumentFile. */
  documents: string;
  /** The id of each guide's first document: a guide's documents have consecutive ids. */
  guideStarts: number[];
  /** The guides that list other guides, by guide number, with the terms of their titles (SearchContent.listings). */
  listings: Record<number, string[]>;
  /** The documents of those guides that are a tab or an answer (SearchDocument.answer): they count fully. */
  listingAnswers?: number[];
  /** The documents that are cards (SearchDocument.card): listed after the guides, as a hub is. */
  cards?: number[];
  /** The guides (by number) whose every part repeats other guides (the home page, a packet): listed after the guides. */
  repeating?: number[];
  synonyms: string[][];
  noResults?: NoResultsHelp;
}

/**
 * What a result shows, loaded for the documents in the results only, with its
 * guide's keywords (frontmatter `keywords`, when it has any): a guide whose
 * title or one of whose keywords is what the reader typed comes first (searcher.ts).
 */
export type DocumentFile = Pick<SearchDocument, 'url' | 'guide' | 'section' | 'text'> & { keywords?: string[] };

/** The key of the term file a term is in. */
export function termFileKey(term: string): string {
  return String.fromCodePoint(term.codePointAt(0) ?? 0);
}

/** The guide a document belongs to: its address without the #section. */
export function guideOf(url: string): string {
  return url.split('#')[0]!;
}

/** The number of the guide that holds document `id`, from SearchMeta.guideStarts. */
export function guideNumberOf(guideStarts: readonly number[], id: number): number {
  let low = 0;
  let high = guideStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (guideStarts[middle]! <= id) low = middle;
    else high = middle - 1;
  }
  return low;
}
