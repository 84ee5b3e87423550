import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import { toNlcst } from 'mdast-util-to-nlcst';
import type { Nodes as NlcstNodes, Root as NlcstRoot, Sentence } from 'nlcst';
import { toString as nlcstText } from 'nlcst-to-string';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { languageProfile, type LanguageProfile } from './languages.ts';

/**
 * The plain-language check of one page (run by `npm run check` on every page):
 *  - a warning for each sentence longer than LONG_SENTENCE_WORDS words;
 *  - a warning for each hard word or phrase that has a plainer alternative
 *    (English: retext-simplify's list, less the words our guides must use);
 *  - the page's readability score (English: Flesch-Kincaid grade; Spanish:
 *    Fernández Huerta, see languages.ts), and an error when it is past the
 *    language's limit and the header does not say why (`readingLevel: technical`);
 *    a page of a few sentences is too short to score (MIN_WORDS_TO_SCORE).
 * It reads the tree after the build has resolved `{site.…}` values, so it
 * measures the words a reader sees. Headings and tables are labels, not prose,
 * so they count for neither sentences nor the score.
 */
export const LONG_SENTENCE_WORDS = 25;

/** Pages shorter than this are too short for a score to mean anything: it is reported, never enforced. */
export const MIN_WORDS_TO_SCORE = 50;

/**
 * What retext-simplify flags that is the plain word in these guides: "address"
 * is an email or web address (not "discuss"), "liaison" is the role's name (the
 * help page explains it), "type" is what you do on a keyboard, "request" is what
 * Authenticator calls a sign-in prompt, "option" and "delete" are the words the
 * apps' screens use, and "it is" / "there is" are ordinary English, not hard
 * words. The exact words of a screen (labels in **bold**, messages quoted with
 * `>`) are never flagged: readers must match them.
 */
const ALLOWED = ['address', 'liaison', 'type', 'request', 'option', 'delete', 'it is', 'there is', 'there are'];

export interface PlainLanguageFinding {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
}

export interface Readability {
  /** The formula, such as "Flesch-Kincaid grade". */
  formula: string;
  /** Its score, one decimal. */
  score: number;
  /** Whether the score is within the language's limit. */
  passes: boolean;
  /** The limit in words, such as "grade 8 or below". */
  limit: string;
}

export interface PlainLanguageReport {
  /** Undefined for a page with no sentences, or in a language with no formula. */
  readability: Readability | undefined;
  sentences: number;
  words: number;
  findings: PlainLanguageFinding[];
}

/**
 * Words and syllables of a sentence. A word is what stands between spaces, as
 * readability formulas count them: "sign-in" is one word, and an email or web
 * address, which readers copy rather than read, counts as one short word.
 */
function countWords(sentence: Sentence, profile: LanguageProfile): { words: number; syllables: number } {
  let words = 0;
  let syllables = 0;
  let token: Sentence['children'] = [];
  const endToken = () => {
    const text = token.map((node) => nlcstText(node)).join('');
    const parts = token.filter((node) => node.type === 'WordNode').map((node) => nlcstText(node));
    token = [];
    if (!/\p{L}/u.test(text)) return; // "6" or "30" are read as numbers, not words
    words += 1;
    syllables += /@|\/\/|\p{L}\.\p{L}/u.test(text) ? 1 : Math.max(1, parts.reduce((sum, part) => sum + profile.syllables(part), 0));
  };
  for (const node of sentence.children) {
    if (node.type === 'WhiteSpaceNode') endToken();
    else token.push(node);
  }
  endToken();
  return { words, syllables };
}

/** Where the exact words of a screen stand (bold labels, quoted messages), as source offsets. */
function screenWords(tree: MdastRoot): (offset: number | undefined) => boolean {
  const ranges: [number, number][] = [];
  walkTree<MdastNodes>(tree, (node) => {
    if (node.type !== 'strong' && node.type !== 'blockquote') return;
    if (node.position?.start.offset !== undefined && node.position.end.offset !== undefined) ranges.push([node.position.start.offset, node.position.end.offset]);
  });
  return (offset) => offset !== undefined && ranges.some(([start, end]) => offset >= start && offset < end);
}

function hardWordFindings(prose: NlcstRoot, tree: MdastRoot, source: string, profile: LanguageProfile): PlainLanguageFinding[] {
  if (!profile.hardWords) return [];
  const isScreenWord = screenWords(tree);
  const file = new VFile({ value: source });
  unified().use(profile.hardWords, { ignore: ALLOWED }).runSync(prose, file);
  return file.messages
    .filter((message) => !isScreenWord(message.place && 'start' in message.place ? message.place.start.offset : undefined))
    .map((message) => {
      const plainer = (message.expected ?? []).filter(Boolean).map((word) => `"${word}"`);
      return {
        line: message.line ?? 1,
        column: message.column ?? 1,
        severity: 'warning' as const,
        message: `"${message.actual}" has a plainer alternative${plainer.length > 0 ? `: ${plainer.join(' or ')}` : ' (leave it out)'}`,
        hint: 'use the everyday word; keep the original only where it is the exact label on a screen (then put it in **bold**)',
      };
    });
}

/** The whole check for one page. `tree` is the page's mdast after the build's remark plugins. */
export function plainLanguageReport(tree: MdastRoot, source: string, options: { lang: string; technical: boolean; headerLine?: () => number }): PlainLanguageReport {
  const profile = languageProfile(options.lang);
  const prose = toNlcst(tree, new VFile({ value: source }), profile.Parser, { ignore: ['heading', 'yaml', 'code', 'mdxjsEsm'] }) as NlcstRoot;
  const findings: PlainLanguageFinding[] = [];

  const counts = { sentences: 0, words: 0, syllables: 0 };
  walkTree<NlcstNodes>(prose, (sentence) => {
    if (sentence.type !== 'SentenceNode') return;
    const { words, syllables } = countWords(sentence, profile);
    if (words === 0) return;
    counts.sentences += 1;
    counts.words += words;
    counts.syllables += syllables;
    if (words > LONG_SENTENCE_WORDS) {
      const start = sentence.position?.start;
      findings.push({
        line: start?.line ?? 1,
        column: start?.column ?? 1,
        severity: 'warning',
        message: `a sentence of ${words} words (plain language keeps each under ${LONG_SENTENCE_WORDS + 1})`,
        hint: 'split it into two sentences, or turn its parts into numbered steps',
      });
    }
  });
  findings.push(...hardWordFindings(prose, tree, source, profile));

  const formula = profile.readability;
  const score = formula && counts.sentences > 0 ? Math.round(formula.score(counts) * 10) / 10 : undefined;
  const readability = formula && score !== undefined ? { formula: formula.name, score, passes: formula.passes(score), limit: formula.limit } : undefined;
  if (readability && !readability.passes && counts.words >= MIN_WORDS_TO_SCORE && !options.technical) {
    findings.push({
      // Asked only when needed: finding a header line parses the header again.
      line: options.headerLine?.() ?? 1,
      column: 1,
      severity: 'error',
      message: `reads at ${readability.formula} ${readability.score}; pages must read at ${readability.limit}`,
      hint: 'use shorter sentences and shorter words (the warnings on this page show where); for a page only staff read, add readingLevel: technical to the header',
    });
  }
  return { readability, sentences: counts.sentences, words: counts.words, findings };
}
