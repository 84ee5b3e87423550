/**
 * How text becomes search terms. The index, the query and the highlighting of
 * matched words all use these functions (each language its own term processor), so a word in a guide, the same
 * word typed by a reader and the word marked in a snippet always agree.
 */

/** Turns a word into the term the index stores, or null for a word not worth indexing. */
export type TermProcessor = (word: string) => string | null;

/**
 * Splits on spaces and punctuation (hyphens too: "two-step" is "two" "step"),
 * but not on apostrophes: "don't" is one word, "dont" (a stop word), not "don" and "t".
 */
export const WORD_SEPARATOR = /(?:(?!['\u2019])[\s\p{P}\p{S}])+/u;

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Lowercase, without accents or apostrophes: "Contraseña" and "contrasena" are one word, "don't" and "dont" too. */
function fold(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'\u2019]/g, '')
    .toLowerCase();
}

/** Words that say nothing about a guide's subject; dropped so "how do I" does not block a match. */
const ENGLISH_STOP_WORDS = new Set(
  'a about all am an and any anymore are as at be been but by can cant could did do does doesnt dont didnt for from he her his how i if im in into is isnt it its ive just me my of on or our she should so some still that the their them then there these they this those through to too up us very was we were what when where which who why will with wont would you your'.split(' '),
);

/**
 * A light English stemmer: plural forms only ("batteries" -> "battery",
 * "codes" -> "code"), which is where readers' words and the guides' differ most.
 */
function englishStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const SPANISH_STOP_WORDS = new Set(
  'a al como con cual de del donde el ella en es esta estan este esto hay la las le les lo los me mi mis muy no o para pero por que se si sobre su sus te tu un una uno unos y ya yo'.split(' '),
);

/**
 * Spanish words cut to their first six letters (after accents are folded), a
 * stemmer that works well for Spanish search (McNamee and Mayfield's truncation):
 * "inscribir" and "inscripción" both become "inscri", "aplicaciones" and
 * "aplicación" both "aplica". It joins some unrelated words ("contraseña",
 * "contrato"); the ranking keeps the right guide on top.
 */
function spanishStem(word: string): string {
  return word.length > 6 ? word.slice(0, 6) : word.replace(/(?<=\p{L}{3})(es|s)$/u, '');
}

/**
 * Each word's term, worked out once: the index of a site says the same few thousand words hundreds of
 * thousands of times (folding a word's accents is most of the index's own work), and a reader's search
 * says each word once.
 */
function processorFor(stopWords: ReadonlySet<string>, stem: (word: string) => string): TermProcessor {
  const terms = new Map<string, string | null>();
  const termOf = (word: string): string | null => {
    const term = fold(word);
    if (stopWords.has(term) || (term.length < 2 && !/\d/.test(term))) return null;
    return /\d/.test(term) ? term : stem(term);
  };
  return (word) => {
    let term = terms.get(word);
    if (term === undefined) terms.set(word, (term = termOf(word)));
    return term;
  };
}

export const englishTerm: TermProcessor = processorFor(ENGLISH_STOP_WORDS, englishStem);
const spanishTerm: TermProcessor = processorFor(SPANISH_STOP_WORDS, spanishStem);

/** How the search of a language turns words into terms: the index, the query and the highlighting all use it. */
export function termProcessor(lang: string): TermProcessor {
  return lang === 'es' ? spanishTerm : englishTerm;
}
