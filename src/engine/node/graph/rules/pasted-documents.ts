/**
 * Text pasted with its formatting from Word or Google Docs (through an email,
 * a web page's source or an HTML view) arrives as a thicket of tags:
 * `<p class=MsoNormal><span style='font-size:11.0pt'>…<o:p></o:p></span></p>`,
 * `<b id="docs-internal-guid-…"><p dir="ltr" style="…"><span style="…">`. Read
 * tag by tag, it gives the wrong advice ("write &lt; for a < sign", which
 * leaves the tags on the page) one tag at a time. Found as a whole instead, it
 * is one message naming every line it spans, and the rest of the page is read
 * without it, so its other problems are still listed.
 */

export interface PastedDocument {
  /** Where it starts and ends in the source (offsets, end excluded). */
  start: number;
  end: number;
  firstLine: number;
  lastLine: number;
  /** What it came from, as the message says it. */
  from: 'Word' | 'Google Docs' | 'a word processor or a web page';
}

/** A lowercase HTML tag (building blocks start with a capital), Word's namespaced ones (`<o:p>`), and its `<![if …]>` marks. A tag may span lines. */
const TAG = /<\/?[a-z][\w]*(?::[\w]+)?(?:\s[^<>]*)?\/?>|<!\[(?:end)?if[^\]]*\]>/g;
const WORD = /\bclass=["']?Mso|<\/?[ovw]:\w|mso-[\w-]+\s*:|<!\[(?:end)?if|xmlns:[ovw]=/i;
const GOOGLE_DOCS = /docs-internal-guid/;
const STYLED = /\sstyle=/i;
/** A tag only a paste brings: one with formatting attributes, a span or font, Word's own. */
const PASTED_TAG = /^<(?:[a-z]\w*\s[^>]*\b(?:class|style|lang|dir|align)=|\/?(?:span|font)\b|\/?[ovw]:|!\[)/i;

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Where code stands (fenced blocks and `inline` spans): tags there are examples, not pastes. */
function codeRanges(source: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of source.matchAll(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of source.matchAll(/`[^`\n]+`/g)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

export function pastedDocuments(source: string): PastedDocument[] {
  const code = codeRanges(source);
  const tags = [...source.matchAll(TAG)].filter((match) => !code.some(([start, end]) => match.index >= start && match.index < end));
  // Tags in one paragraph are one paste; so is the next paragraph (one empty line on) when it starts with a tag a paste brings.
  const groups: RegExpExecArray[][] = [];
  for (const tag of tags) {
    const last = groups.at(-1)?.at(-1);
    const gap = last ? source.slice(last.index + last[0].length, tag.index) : undefined;
    const emptyLines = gap === undefined ? Infinity : (gap.match(/\n[ \t]*(?=\n)/g) ?? []).length;
    if (emptyLines === 0 || (emptyLines === 1 && PASTED_TAG.test(tag[0]))) groups.at(-1)!.push(tag);
    else groups.push([tag]);
  }
  return groups.flatMap((group): PastedDocument[] => {
    const text = group.map((tag) => tag[0]).join(' ');
    const spans = group.filter((tag) => /^<span\b/i.test(tag[0])).length;
    // One styled tag is an editor's own (<h2 id="x" style="…">, said as such); several, or a thicket of spans, came with a paste.
    const styled = group.filter((tag) => STYLED.test(tag[0])).length;
    const from = WORD.test(text) ? 'Word' : GOOGLE_DOCS.test(text) ? 'Google Docs' : styled >= 2 || spans >= 3 ? 'a word processor or a web page' : undefined;
    if (!from) return [];
    const start = source.lastIndexOf('\n', group[0]!.index) + 1;
    const lastTag = group.at(-1)!;
    const lineEnd = source.indexOf('\n', lastTag.index + lastTag[0].length);
    const end = lineEnd === -1 ? source.length : lineEnd;
    return [{ start, end, firstLine: lineAt(source, start), lastLine: lineAt(source, end), from }];
  });
}

/** The message and what to do, once per paste. */
export function pastedDocumentProblem(paste: PastedDocument): { message: string; hint: string } {
  const lines = paste.firstLine === paste.lastLine ? `line ${paste.firstLine}` : `lines ${paste.firstLine} to ${paste.lastLine}`;
  return {
    message: `this looks pasted from ${paste.from} (${lines}): keep the words, delete the tags`,
    hint: `delete every <…> tag on ${lines} and keep the words between them, then write bold as **bold**, a list with - and steps with 1. (content/README.md, "Writing the body"); next time, paste as plain text (Ctrl+Shift+V, on a Mac Cmd+Shift+V)`,
  };
}

/** The source with each paste blanked (line breaks kept, so every other problem keeps its line and column). */
export function withoutPastes(source: string, pastes: readonly PastedDocument[]): string {
  let result = source;
  for (const paste of pastes) result = result.slice(0, paste.start) + result.slice(paste.start, paste.end).replace(/[^\n]/g, ' ') + result.slice(paste.end);
  return result;
}
