import { englishTerm, WORD_SEPARATOR, type TermProcessor } from './terms.ts';

/** A run of text, marked when it is a word the search matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

const SPLIT = new RegExp(`(${WORD_SEPARATOR.source})`, 'u');

/** Words and the gaps between them, in turn: words at even positions (the first and last may be empty), gaps at odd ones. */
function split(text: string): string[] {
  return text.split(SPLIT);
}

function isMatch(word: string, matched: ReadonlySet<string>, processTerm: TermProcessor): boolean {
  const term = processTerm(word);
  return term !== null && matched.has(term);
}

function toSegments(parts: readonly string[], matched: ReadonlySet<string>, processTerm: TermProcessor): Segment[] {
  const segments: Segment[] = [];
  for (const [index, text] of parts.entries()) {
    if (!text) continue;
    const mark = index % 2 === 0 && isMatch(text, matched, processTerm);
    const last = segments.at(-1);
    if (last && last.mark === mark && !mark) last.text += text;
    else segments.push({ text, mark });
  }
  return segments;
}

/** The whole text with the matched words marked (for titles). `matched` holds index terms (processTerm). */
export function highlight(text: string, matched: ReadonlySet<string>, processTerm: TermProcessor = englishTerm): Segment[] {
  return toSegments(split(text), matched, processTerm);
}

/**
 * About `length` words of `text` where the matched words are densest (the most
 * different matched words, then the most matches), marked, with "…" where the
 * text is cut. Without a match, the text's beginning.
 */
export function snippet(text: string, matched: ReadonlySet<string>, length = 24, processTerm: TermProcessor = englishTerm): Segment[] {
  if (!text) return [];
  const parts = split(text);
  const words = parts.filter((_, index) => index % 2 === 0);
  const terms = words.map((word) => (isMatch(word, matched, processTerm) ? processTerm(word) : null));
  const positions = terms.flatMap((term, index) => (term ? [index] : []));
  let best = { first: 0, last: 0, distinct: 0, hits: 0 };
  for (const first of positions) {
    const inside = positions.filter((position) => position >= first && position < first + length);
    const distinct = new Set(inside.map((position) => terms[position])).size;
    if (distinct > best.distinct || (distinct === best.distinct && inside.length > best.hits)) best = { first, last: inside.at(-1)!, distinct, hits: inside.length };
  }
  // A few words before the first match, when they fit, so it is read in its sentence.
  const lead = best.distinct === 0 ? 0 : Math.min(3, length - (best.last - best.first + 1));
  const start = Math.max(0, best.first - lead);
  const end = Math.min(words.length, start + length);
  const segments = toSegments(parts.slice(start * 2, end * 2 - 1), matched, processTerm);
  if (start > 0) segments.unshift({ text: '… ', mark: false });
  if (end < words.length) segments.push({ text: ' …', mark: false });
  return segments;
}
