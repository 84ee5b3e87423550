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

/** The runs of text of an HTML document's body that read as one: paragraphs, list items, cells, headings, buttons. */
export function textRuns(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : '\n'));
  return text
    .split('\n')
    .map((run) => decodeEntities(run).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Every phrase of one to three words said twice in a row in a run of text, as it reads ("de de").
 * Each word is looked at once (its small letters, whether it has a letter, whether it ends a clause),
 * then phrases are compared word by word: every page of the site passes through here on every build.
 */
export function doubledPhrases(run: string): string[] {
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

/** One message naming every page with doubled words (each page's file and what doubledWords found in it), or undefined when there are none. */
export function doubledWordsReport(found: readonly { file: string; phrases: readonly string[] }[]): string | undefined {
  const lines = found.flatMap(({ file, phrases }) => phrases.map((phrase) => `${file}: the words "${phrase}" are doubled on the built page`));
  if (lines.length === 0) return undefined;
  return `${lines.join('\n')}\nEach is where a sentence of the guide meets a site value or a block's own words (site.yaml, strings/*.yaml, or a link marked "(en inglés)" by itself). Take out the word the guide repeats, then build again.`;
}
