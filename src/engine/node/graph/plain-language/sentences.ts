import type { Paragraph, Sentence } from 'nlcst';
import { toString as nlcstText } from 'nlcst-to-string';
import { ParseEnglish } from 'parse-english';
import { ParseLatin } from 'parse-latin';

/**
 * Sentence splitting for guides, with two corrections to the unified parsers:
 *  - English: a period after "in", "min" or "sun" ends the sentence unless a
 *    lowercase word follows (parse-english reads them as "inches", "minutes",
 *    "Sunday" and would join "Then sign in. Open the app." into one sentence);
 *  - both: a period after a number ends the sentence when a capital follows
 *    (parse-latin keeps "365." together, as in a numbered list: "Sign in with
 *    Microsoft 365. Then…" would be one sentence).
 */
export class EnglishGuideParser extends ParseEnglish {}
EnglishGuideParser.prototype.tokenizeParagraphPlugins = [joinAbbreviationBeforeLowercase, ...ParseLatin.prototype.tokenizeParagraphPlugins, splitAfterNumberFullStop];

/** Spanish (and any other Latin-script language): parse-latin, with the number correction. */
export class LatinGuideParser extends ParseLatin {}
LatinGuideParser.prototype.tokenizeParagraphPlugins = [...ParseLatin.prototype.tokenizeParagraphPlugins, splitAfterNumberFullStop];

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
