/**
 * Doubled words in the text a reader sees ("de de", "the the", "(en inglés)
 * (en inglés)"). Such a slip is in no file alone: it appears where a guide's
 * sentence meets a site value ("después de {site.enrollment.reviewTime}" with
 * "de 3 a 5 días") or a block's own words, so it is looked for in each page's
 * rendered HTML, after prerendering (prerender.ts), and the build fails on it.
 */

/** Tags inside a run of text: they never separate words that a reader reads as one sentence. */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/** The longest repeated phrase looked for, in words: "(en inglés) (en inglés)" is two. */
const LONGEST_PHRASE = 3;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A comment, an element whose content is not text a reader reads, or a tag: what cuts or joins runs of text. */
const MARKUP = /<!--[\s\S]*?-->|<(script|style|template|svg)\b[\s\S]*?<\/\1>|<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi;

/** A run as it reads: entities decoded, each stretch of white space one space, none at either end. */
function readable(raw: string): string {
  return (raw.includes('&') ? decodeEntities(raw) : raw).replace(/\s+/g, ' ').trim();
}

/**
 * The runs of text of an HTML document's body that read as one: paragraphs, list items, cells, headings, buttons.
 * One pass over the markup: an inline tag or a comment joins the text on either side; any other tag, a script,
 * a picture or a line break ends the run.
 */
export function textRuns(html: string): string[] {
  const start = html.search(/<body[\s>]/i);
  const end = html.lastIndexOf('</body>');
  const body = start < 0 ? html : html.slice(html.indexOf('>', start) + 1, end < 0 ? undefined : end);
  const runs: string[] = [];
  let run = '';
  let from = 0;
  // A line break in the markup ends a run too: React puts one between blocks written on lines of their own (buttons side by side).
  const close = () => {
    for (const line of run.split('\n')) {
      const text = readable(line);
      if (text !== '') runs.push(text);
    }
    run = '';
  };
  MARKUP.lastIndex = 0;
  for (let match = MARKUP.exec(body); match; match = MARKUP.exec(body)) {
    run += body.slice(from, match.index);
    from = MARKUP.lastIndex;
    // React's <!-- --> between two values of one sentence joins them, as an inline tag does.
    const tag = match[2];
    if (match[1] !== undefined || (tag !== undefined && !INLINE_TAGS.has(tag.toLowerCase()))) close();
  }
  run += body.slice(from);
  close();
  return runs;
}

/** Whether a word comes again, as it is or with punctuation after it, within the longest phrase's length: a run without one has no doubled phrase. */
function mayRepeat(lower: readonly string[]): boolean {
  for (let index = 0; index < lower.length - 1; index++) {
    const word = lower[index]!;
    for (let distance = 1; distance <= LONGEST_PHRASE && index + distance < lower.length; distance++) {
      const later = lower[index + distance]!;
      if (later.startsWith(word) && (later.length === word.length || /^[.,;:!?]+$/.test(later.slice(word.length)))) return true;
    }
  }
  return false;
}

/**
 * Every phrase of one to three words said twice in a row in a run of text, as it reads ("de de").
 * Every page of the site passes through here on every build, so a run is first looked at whole: only one
 * where some word comes again within a phrase's length is looked at word by word (its small letters,
 * whether it has a letter, whether it ends a clause), its phrases compared word by word.
 */
export function doubledPhrases(run: string): string[] {
  if (!mayRepeat(run.toLowerCase().split(' '))) return [];
  const words = run.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  const bare = lower.map((word) => word.replace(/[.,;:!?]+$/, ''));
  // A word that ends a clause ("No. No") cannot end the first phrase, and each word of it needs a letter:
  // "1 1" is a number, and "→ iCloud → iCloud Backup" a path through a screen's labels.
  const endsClause = lower.map((word, index) => bare[index]!.length < word.length);
  const hasLetter = words.map((word) => /\p{L}/u.test(word));
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= LONGEST_PHRASE && start + 2 * length <= words.length; length++) {
      const last = start + length - 1;
      if (!hasLetter[last]) break; // a longer phrase holds this word too
      if (endsClause[last]) continue;
      let same = true;
      // Only the last word of the repeat may be followed by punctuation: "de de," is doubled too.
      for (let index = 0; same && index < length; index++) same = lower[start + index] === (index === length - 1 ? bare : lower)[start + length + index];
      if (same) {
        found.push(words.slice(start, start + 2 * length).join(' '));
        start += 2 * length - 1;
        break;
      }
    }
  }
  return found;
}

/** The doubled phrases of one rendered page, each once, in the order they appear. */
export function doubledWords(html: string): string[] {
  return [...new Set(textRuns(html).flatMap(doubledPhrases))];
}

/** Doubled words found on a page, by its content file. */
export interface DoubledFinding {
  file: string;
  phrases: string[];
}

/** One message naming every page with doubled words (each page's file and what doubledWords found in it), or undefined when there are none. */
export function doubledWordsReport(found: readonly DoubledFinding[]): string | undefined {
  const lines = found.flatMap(({ file, phrases }) => phrases.map((phrase) => `${file}: the words "${phrase}" are doubled on the built page`));
  if (lines.length === 0) return undefined;
  return `${lines.join('\n')}\nEach is where a sentence of the guide meets a site value or a block's own words (site.yaml, strings/*.yaml, or a link marked "(en inglés)" by itself). Take out the word the guide repeats, then build again.`;
}
