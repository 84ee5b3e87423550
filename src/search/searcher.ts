import MiniSearch from 'minisearch';
import { MAX_QUERY_LENGTH } from './field.ts';
import { indexOptions } from './index-options.ts';
import { editDistance, runQuery, topResults } from './query.ts';
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
    const typedTerms = tokenize(query).flatMap((word) => processTerm(word) ?? []);
    const miniSearch = await indexWith(lang, meta, new Set(terms.map(termFileKey)));
    const guideOfId = (id: number) => guideNumberOf(meta.guideStarts, id);
    // A question answered on a page that lists guides (/enrollment's "I forgot my password") counts as fully as a guide.
    const answers = new Set(meta.listingAnswers);
    const cards = new Set(meta.cards);
    const repeating = new Set(meta.repeating);
    const matches = runQuery(miniSearch, variants, (id) => (answers.has(id) ? undefined : meta.listings[guideOfId(id)]));
    const results = topResults({ ...matches, partial: matches.partial.filter((result) => !cards.has(result.id as number)) }, RESULT_LIMIT, guideOfId, (id) => meta.guideStarts[guideOfId(id)] === id, typedTerms);
    const shown = await Promise.all(
      results.map(async (result) => {
        const id = result.id as number;
        const document = await load<DocumentFile>(`${meta.documents}${id}.json`);
        const matched = new Set(result.terms);
        const hit: SearchHit = {
          id,
          url: document.url,
          guide: highlight(document.guide, matched, processTerm),
          section: highlight(document.section, matched, processTerm),
          snippet: snippet(document.text, matched, undefined, processTerm),
        };
        // First a page whose title or one of whose keywords is what the reader typed, then one whose title holds every word
        // of it ("locked out of MFA": the lockout guide, not the FAQ that repeats the words). A page that lists guides comes
        // after the guides ("MFA settings": not the MFA page).
        const titled = isPhrase(document.guide, typedTerms, result.terms, processTerm);
        const keyword = (document.keywords ?? []).some((phrase) => isPhrase(phrase, typedTerms, result.terms, processTerm));
        const held = wordsHeld(document.guide, typedTerms, result.terms, processTerm);
        // A hub comes after the guides that answer: the top of a page that lists guides, every part of the home page and of a
        // packet, and a card (a school of the list) whose heading holds fewer than half of the words.
        const listing = Object.hasOwn(meta.listings, guideOfId(id));
        const hub = (listing && meta.guideStarts[guideOfId(id)] === id) || repeating.has(guideOfId(id)) || (cards.has(id) && 2 * wordsHeld(document.section, typedTerms, result.terms, processTerm) < typedTerms.length);
        // A page that lists guides has the words of its title as its subject ("what is MFA": the MFA page); with the typed
        // words only as a keyword, it comes after a guide that has them ("Canvas Parent app").
        const subject = titled || (listing && held === typedTerms.length);
        // Its questions and sections, when its title holds some of the words, come after the guides too ("Canvas newer sign-in
        // page": the Canvas guide's tab, not the Canvas page's question), but before the hubs; unless its own heading holds every
        // other word, which makes it the answer ("canvas only shows microsoft": the Canvas page's "The page only shows Microsoft").
        const asked = listing && held > 0 && isAsked(document, typedTerms, result.terms, processTerm);
        const tier = subject || (keyword && !listing) ? 0 : keyword ? 1 : held === typedTerms.length ? 2 : hub ? 5 : listing && held > 0 && !asked ? 4 : 3;
        return { hit, tier };
      }),
    );
    const hits = [0, 1, 2, 3, 4, 5].flatMap((tier) => shown.filter((entry) => entry.tier === tier).map((entry) => entry.hit));
    return { hits, noResults: hits.length === 0 ? meta.noResults : undefined };
  };
}

/** The words of a title or keyword as the index compares them. */
const termsOf = (text: string, processTerm: (word: string) => string | null) => tokenize(text).flatMap((word) => processTerm(word) ?? []);

/** Whether `word` of a page is the typed `term`, or the word the search matched for it (a longer word it starts, or one with a typo fixed). */
const isTyped = (word: string, term: string, matched: readonly string[]) => word === term || (matched.includes(word) && (word.startsWith(term) || editDistance(word, term) <= 2));

/** How many of the typed words `text` holds. */
function wordsHeld(text: string, typed: readonly string[], matched: readonly string[], processTerm: (word: string) => string | null): number {
  const words = termsOf(text, processTerm);
  return typed.filter((term) => words.some((word) => isTyped(word, term, matched))).length;
}

/** Whether a section's heading holds every typed word that its guide's title does not (and there is one). */
function isAsked(document: { guide: string; section: string }, typed: readonly string[], matched: readonly string[], processTerm: (word: string) => string | null): boolean {
  const title = termsOf(document.guide, processTerm);
  const rest = typed.filter((term) => !title.some((word) => isTyped(word, term, matched)));
  return rest.length > 0 && wordsHeld(document.section, rest, matched, processTerm) === rest.length;
}

/** Whether a title or keyword is what the reader typed: the same number of words, each of them typed. */
function isPhrase(phrase: string, typed: readonly string[], matched: readonly string[], processTerm: (word: string) => string | null): boolean {
  const words = termsOf(phrase, processTerm);
  return typed.length > 0 && words.length === typed.length && typed.every((term) => words.some((word) => isTyped(word, term, matched)));
}
