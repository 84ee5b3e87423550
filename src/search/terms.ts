/**
 * How text becomes search terms. The index, the query and the highlighting of
 * matched words all use these two functions, so a word in a guide, the same
 * word typed by a reader and the word marked in a snippet always agree.
 */

/** Words that say nothing about a guide's subject; dropped so "how do I" does not block a match. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on or so that the their them then there these this to was we what when where which who why will with you your'.split(' '),
);

/** Splits on spaces and punctuation (hyphens too: "two-step" is "two" "step"). */
export const WORD_SEPARATOR = /[\s\p{P}\p{S}]+/u;

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/**
 * A light English stemmer: plural forms only ("batteries" -> "battery",
 * "codes" -> "code"), which is where readers' words and the guides' differ most.
 */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word as the index stores it, or null for a word that is not worth indexing. */
export function processTerm(word: string): string | null {
  const term = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (STOP_WORDS.has(term) || (term.length < 2 && !/\d/.test(term))) return null;
  return stem(term);
}
