import { fleschKincaid } from 'flesch-kincaid';
import type { Root as MdastRoot } from 'mdast';
import { toNlcst } from 'mdast-util-to-nlcst';
import type { Paragraph, Root as NlcstRoot, Sentence } from 'nlcst';
import { toString as nlcstText } from 'nlcst-to-string';
import { ParseEnglish } from 'parse-english';
import { ParseLatin } from 'parse-latin';
import retextSimplify from 'retext-simplify';
import { syllable } from 'syllable';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';

/**
 * The plain-language check of one guide (run by `npm run check` on every page):
 *  - a warning for each sentence longer than LONG_SENTENCE_WORDS words;
 *  - a warning for each hard word or phrase that has a plainer alternative
 *    (retext-simplify's list, less the words our guides must use, see ALLOWED);
 *  - the guide's reading grade (Flesch-Kincaid), and an error when it is above
 *    MAX_GRADE and the header does not say why (`readingLevel: technical`);
 *    a page of a few sentences is too short to grade (MIN_WORDS_TO_GRADE).
 * It reads the tree after the build has resolved `{site.…}` values, so it
 * measures the words a reader sees. Headings and tables are labels, not prose,
 * so they count for neither sentences nor the grade.
 */
export const LONG_SENTENCE_WORDS = 25;
export const MAX_GRADE = 8;

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

export interface PlainLanguageReport {
  /** Flesch-Kincaid grade of the page's prose, one decimal; undefined for a page with no sentences. */
  grade: number | undefined;
  sentences: number;
  words: number;
  findings: PlainLanguageFinding[];
}

/**
 * Words and syllables of a sentence. A word is what stands between spaces, as
 * readability formulas count them: "sign-in" is one word, and an email or web
 * address, which readers copy rather than read, counts as one short word.
 */
function countWords(sentence: Sentence): { words: number; syllables: number } {
  let words = 0;
  let syllables = 0;
  let token: Sentence['children'] = [];
  const endToken = () => {
    const text = token.map((node) => nlcstText(node)).join('');
    const parts = token.filter((node) => node.type === 'WordNode').map((node) => nlcstText(node));
    token = [];
    if (!/\p{L}/u.test(text)) return; // "6" or "30" are read as numbers, not words
    words += 1;
    syllables += /@|\/\/|\p{L}\.\p{L}/u.test(text) ? 1 : Math.max(1, parts.reduce((sum, part) => sum + syllable(part), 0));
  };
  for (const node of sentence.children) {
    if (node.type === 'WhiteSpaceNode') endToken();
    else token.push(node);
  }
  endToken();
  return { words, syllables };
}

/**
 * English sentence splitting, with two corrections for how guides are written:
 *  - a period after "in", "min" or "sun" ends the sentence unless a lowercase
 *    word follows (parse-english reads them as "inches", "minutes", "Sunday"
 *    and would join "Then sign in. Open the app." into one sentence);
 *  - a period after a number ends the sentence when a capital follows
 *    (parse-latin keeps "365." together, as in a numbered list: "Sign in with
 *    Microsoft 365. Then…" would be one sentence).
 */
class GuideParser extends ParseEnglish {}
GuideParser.prototype.tokenizeParagraphPlugins = [joinAbbreviationBeforeLowercase, ...ParseLatin.prototype.tokenizeParagraphPlugins, splitAfterNumberFullStop];

function splitAfterNumberFullStop(paragraph: Paragraph): void {
  for (let index = 0; index < paragraph.children.length; index++) {
    const sentence = paragraph.children[index]!;
    if (sentence.type !== 'SentenceNode') continue;
    const at = sentence.children.findIndex((node, position) => {
      if (node.type !== 'WordNode' || !/^\d+\.$/.test(nlcstText(node))) return false;
      const next = sentence.children.slice(position + 1).find((candidate) => candidate.type !== 'WhiteSpaceNode');
      return next?.type === 'WordNode' && /^\p{Lu}/u.test(nlcstText(next)) && sentence.children[position + 1]?.type === 'WhiteSpaceNode';
    });
    if (at < 0) continue;
    const word = sentence.children[at]!;
    if (word.type === 'WordNode') {
      const period = word.children.pop()!;
      sentence.children.splice(at + 1, 0, { type: 'PunctuationNode', value: nlcstText(period), position: period.position });
    }
    const rest: Sentence = { type: 'SentenceNode', children: sentence.children.splice(at + 2) };
    const first = rest.children.find((node) => node.type !== 'WhiteSpaceNode');
    if (first?.position && sentence.position) rest.position = { start: first.position.start, end: sentence.position.end };
    paragraph.children.splice(index + 1, 0, rest);
  }
}

const ABBREVIATION = /^(?:e\.g|i\.e|etc|approx|min|max|no|vs)$/i;

function joinAbbreviationBeforeLowercase(paragraph: Paragraph): void {
  const sentences = paragraph.children;
  for (let index = 0; index < sentences.length - 1; index++) {
    const sentence = sentences[index]!;
    if (sentence.type !== 'SentenceNode') continue;
    const [word, period] = sentence.children.slice(-2);
    const next = sentences.slice(index + 1).find((node) => node.type === 'SentenceNode');
    const nextStart = next ? nlcstText(next).trimStart() : '';
    if (!word || word.type !== 'WordNode' || !period || nlcstText(period) !== '.' || !ABBREVIATION.test(nlcstText(word)) || !/^[\p{Ll}\d]/u.test(nextStart) || !next) continue;
    sentence.children.push(...sentences.slice(index + 1, sentences.indexOf(next) + 1).flatMap((node) => ('children' in node ? node.children : [node])));
    sentences.splice(index + 1, sentences.indexOf(next) - index);
    if (sentence.position && next.position) sentence.position.end = next.position.end;
    index -= 1;
  }
}

/** Pages shorter than this are too short for a grade to mean anything: it is reported, never enforced. */
export const MIN_WORDS_TO_GRADE = 50;

/** The whole check for one page. `tree` is the page's mdast after the build's remark plugins. */
export function plainLanguageReport(tree: MdastRoot, source: string, options: { technical: boolean; headerLine?: number }): PlainLanguageReport {
  const file = new VFile({ value: source });
  const prose = toNlcst(tree, file, GuideParser, { ignore: ['heading', 'yaml', 'code', 'mdxjsEsm'] }) as NlcstRoot;
  const findings: PlainLanguageFinding[] = [];

  let sentences = 0;
  let words = 0;
  let syllables = 0;
  visit(prose, 'SentenceNode', (sentence) => {
    const counts = countWords(sentence);
    if (counts.words === 0) return;
    sentences += 1;
    words += counts.words;
    syllables += counts.syllables;
    if (counts.words > LONG_SENTENCE_WORDS) {
      const start = sentence.position?.start;
      findings.push({
        line: start?.line ?? 1,
        column: start?.column ?? 1,
        severity: 'warning',
        message: `a sentence of ${counts.words} words (plain language keeps each under ${LONG_SENTENCE_WORDS + 1})`,
        hint: 'split it into two sentences, or turn its parts into numbered steps',
      });
    }
  });

  const labels: [number, number][] = [];
  visit(tree, (node) => {
    if (node.type !== 'strong' && node.type !== 'blockquote') return;
    if (node.position?.start.offset !== undefined && node.position.end.offset !== undefined) labels.push([node.position.start.offset, node.position.end.offset]);
  });
  const isLabel = (offset: number | undefined) => offset !== undefined && labels.some(([start, end]) => offset >= start && offset < end);
  const simplified = new VFile({ value: source });
  unified().use(retextSimplify, { ignore: ALLOWED }).runSync(prose, simplified);
  for (const message of simplified.messages) {
    if (isLabel(message.place && 'start' in message.place ? message.place.start.offset : undefined)) continue;
    const plainer = (message.expected ?? []).filter(Boolean).map((word) => `"${word}"`);
    findings.push({
      line: message.line ?? 1,
      column: message.column ?? 1,
      severity: 'warning',
      message: `"${message.actual}" has a plainer alternative${plainer.length > 0 ? `: ${plainer.join(' or ')}` : ' (leave it out)'}`,
      hint: 'use the everyday word; keep the original only where it is the exact label on a screen (then put it in **bold**)',
    });
  }

  const grade = sentences === 0 ? undefined : Math.round(fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) * 10) / 10;
  if (grade !== undefined && grade > MAX_GRADE && words >= MIN_WORDS_TO_GRADE && !options.technical) {
    findings.push({
      line: options.headerLine ?? 1,
      column: 1,
      severity: 'error',
      message: `reads at grade ${grade}; guides must read at grade ${MAX_GRADE} or below`,
      hint: 'use shorter sentences and shorter words (the warnings on this page show where); for a page only staff read, add readingLevel: technical to the header',
    });
  }
  return { grade, sentences, words, findings };
}
