import { fleschKincaid } from 'flesch-kincaid';
import retextSimplify from 'retext-simplify';
import { syllable } from 'syllable';
import { EnglishGuideParser, LatinGuideParser } from './sentences.ts';
import { spanishSyllables } from './spanish-syllables.ts';

/**
 * How the plain-language check reads each language: its sentence parser, how it
 * counts syllables, its readability formula and limit, and (English only) the
 * list of hard words. A new language is one more entry here.
 */
export interface Counts {
  sentences: number;
  words: number;
  syllables: number;
}

export interface LanguageProfile {
  Parser: typeof LatinGuideParser;
  syllables(word: string): number;
  /** The language's readability formula; a language without one gets the sentence checks only. */
  readability?: {
    /** The formula's name, as editors see it in the report. */
    name: string;
    score(counts: Counts): number;
    /** Whether a page with this score is plain enough for families. */
    passes(score: number): boolean;
    /** The limit in words: "grade 8 or below". */
    limit: string;
  };
  /** A retext plugin that flags hard words with a plainer alternative, where the language has one. */
  hardWords?: typeof retextSimplify;
}

/**
 * A syllable counter that remembers each word it has counted: guides repeat the
 * same words page after page, and counting is the costliest part of the score.
 */
function remembered(count: (word: string) => number): (word: string) => number {
  const known = new Map<string, number>();
  return (word) => {
    let syllables = known.get(word);
    if (syllables === undefined) known.set(word, (syllables = count(word)));
    return syllables;
  };
}

export const MAX_GRADE = 8;
/** Fernández Huerta's "normal" band (60–70) is what Spanish readers of grades 7 and 8 read. */
export const MIN_FERNANDEZ_HUERTA = 60;

const english: LanguageProfile = {
  Parser: EnglishGuideParser,
  syllables: remembered(syllable),
  readability: {
    name: 'Flesch-Kincaid grade',
    score: ({ sentences, words, syllables }) => fleschKincaid({ sentence: sentences, word: words, syllable: syllables }),
    passes: (grade) => grade <= MAX_GRADE,
    limit: `grade ${MAX_GRADE} or below`,
  },
  hardWords: retextSimplify,
};

const spanish: LanguageProfile = {
  Parser: LatinGuideParser,
  syllables: remembered(spanishSyllables),
  readability: {
    name: 'Fernández Huerta',
    // Fernández Huerta (1959), as corrected by Gwillim: higher is easier, 0 to 100.
    score: ({ sentences, words, syllables }) => 206.84 - 60 * (syllables / words) - 1.02 * (words / sentences),
    passes: (score) => score >= MIN_FERNANDEZ_HUERTA,
    limit: `${MIN_FERNANDEZ_HUERTA} or above`,
  },
};

/** Any other language: sentences split by the Latin-script rules, vowel groups as syllables, no formula. */
const otherLatinScript: LanguageProfile = { Parser: LatinGuideParser, syllables: remembered(spanishSyllables) };

const PROFILES: Record<string, LanguageProfile> = { en: english, es: spanish };

export function languageProfile(code: string): LanguageProfile {
  return PROFILES[code] ?? otherLatinScript;
}
