import type MiniSearch from 'minisearch';
import type { CombinationOperator, Query, SearchOptions, SearchResult } from 'minisearch';

/**
 * How much each field counts: a guide's keywords (the words its editors say
 * families type) most, then a section's heading (where the answer is), its
 * guide's title, its text.
 * Measured with npm run search-ranking.
 */
const FIELD_BOOST = { section: 6, keywords: 8, guide: 4, text: 1 };
/** A match through a synonym counts a little less than the reader's own word. */
const SYNONYM_WEIGHT = 0.8;
/**
 * A word matched on a page that lists guides (a section's page, the home page)
 * counts this much, unless the word is in its title: for "pairing code" the
 * guide that explains it comes before the Canvas page that mentions it, and for
 * "Canvas" the Canvas page still comes first.
 */
const LISTING_WEIGHT = 0.3;

/**
 * Words longer than this are matched as typed or as the start of a word, never
 * with typos: the typo search's work grows with the square of a word's length
 * (a pasted 20,000-letter word took a gigabyte and froze the tab, issue 34), and
 * no word a reader types is this long.
 */
export const MAX_FUZZY_WORD_LENGTH = 30;

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  // Results as you type: "pair" finds "pairing".
  prefix: (term, index, terms) => index === terms.length - 1 || term.length >= 3,
  // …but a whole word typed counts more than a longer word it starts ("out" is not "outlook").
  weights: { prefix: 0.15, fuzzy: 0.5 },
  // Typos: one wrong letter from 4 letters on, two from 6, counted on the word as indexed (Spanish words lose their endings: "teléfono" is "telefo").
  fuzzy: (term) => (term.length >= 4 && term.length <= MAX_FUZZY_WORD_LENGTH ? (term.length >= 6 ? 2 : 1) : false),
  maxFuzzy: 2,
};

function scaled(boost: Record<string, number>, factor: number): Record<string, number> {
  return Object.fromEntries(Object.entries(boost).map(([field, value]) => [field, value * factor]));
}

function combined(variants: readonly string[], combineWith: CombinationOperator): Query {
  return {
    combineWith: 'OR',
    queries: variants.map((text, index) => ({ queries: [text], combineWith, boost: index === 0 ? FIELD_BOOST : scaled(FIELD_BOOST, SYNONYM_WEIGHT) })),
  };
}

/**
 * Ranked matches for what the reader typed (`variants[0]`) or its synonym
 * variants. Every word must match (so "pairing code" is about pairing codes);
 * only when nothing but a page that lists guides has them all does any word do.
 */
export interface Matches {
  /** The documents with every word, or (when none has them all) with any word. */
  results: SearchResult[];
  /** The other documents with some of the words, when `results` have them all: where a guide found by all the words may open. */
  partial: SearchResult[];
}

export function runQuery(index: MiniSearch, variants: readonly string[], listingTitle: (id: number) => readonly string[] | undefined = () => undefined): Matches {
  const options: SearchOptions = {
    ...SEARCH_OPTIONS,
    boostDocument: (id, term) => {
      const title = listingTitle(id as number);
      return title === undefined || title.includes(term) ? 1 : LISTING_WEIGHT;
    },
  };
  const any = index.search(combined(variants, 'OR'), options);
  const all = index.search(combined(variants, 'AND'), options);
  // A page that lists guides says many words at once: when only such pages have them all, any word does.
  if (all.every((result) => listingTitle(result.id as number) !== undefined)) return { results: any, partial: [] };
  const ids = new Set(all.map((result) => result.id));
  return { results: all, partial: any.filter((result) => !ids.has(result.id)) };
}

/**
 * The results to show: first one result for each guide, in the order of each
 * guide's best match, so the top of the list is as many different guides as
 * match; then other sections by score. A guide's result opens at its
 * best-matching section, question or tab when one matched: a guide's top (its
 * title and keywords) says which guide answers, its section where the answer is
 * ("forgot password powerschool": the question "I forgot my password").
 */
export function topResults(
  { results, partial }: Matches,
  limit: number,
  guideOf: (id: number) => number,
  isGuideTop: (id: number) => boolean = () => false,
  typed: readonly string[] = [],
): SearchResult[] {
  const inHeading = (result: SearchResult) => headingWords(result, typed);
  const byGuide = new Map<number, SearchResult[]>();
  for (const result of results) {
    const guide = guideOf(result.id as number);
    const list = byGuide.get(guide);
    if (list) list.push(result);
    else byGuide.set(guide, [result]);
  }
  const best: SearchResult[] = [];
  const others: SearchResult[] = [];
  for (const [guide, list] of byGuide) {
    // The section whose heading holds most of the words, then the best match: it ranks the guide.
    const mostInHeading = (sections: SearchResult[]) => sections.reduce<SearchResult | undefined>((chosen, result) => (!chosen || inHeading(result) > inHeading(chosen) ? result : chosen), undefined);
    const ranking = mostInHeading(list.filter((result) => !isGuideTop(result.id as number))) ?? list[0]!;
    // When no section with every word has one of them in its heading, the guide opens at a section with some of them
    // whose heading holds the most ("mfa new phone": "Getting a new phone"), if one does.
    const fallback = inHeading(ranking) > 0 ? undefined : mostInHeading(partial.filter((result) => guideOf(result.id as number) === guide && !isGuideTop(result.id as number) && inHeading(result) > 0));
    const opening = fallback ?? ranking;
    best.push({ ...opening, score: Math.max(list[0]!.score, ranking.score * (1 + HEADING_WEIGHT * inHeading(ranking))) });
    others.push(...list.filter((result) => result !== opening));
  }
  best.sort((a, b) => b.score - a.score);
  others.sort((a, b) => b.score - a.score);
  return [...best, ...others].slice(0, limit);
}

/**
 * How much more a guide counts for each typed word its section's heading holds:
 * a heading that says the reader's words ("My account is locked…") is the answer
 * more surely than a section whose text repeats them.
 */
const HEADING_WEIGHT = 1;

/**
 * How many of the reader's own words a result's section heading holds: a word
 * as typed, a longer word it starts, or one with a typo fixed (not a synonym's
 * words, which would make "district code" find "find district" as often).
 */
function headingWords(result: SearchResult, typed: readonly string[]): number {
  const inSection = Object.entries(result.match).filter(([, fields]) => fields.includes('section')).map(([term]) => term);
  if (typed.length === 0) return inSection.length;
  return typed.filter((word) => inSection.some((term) => term === word || term.startsWith(word) || (word.length >= 4 && editDistance(term, word) <= (word.length >= 6 ? 2 : 1)))).length;
}

/** Levenshtein distance between two short words. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
