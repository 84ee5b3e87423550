import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { ContentProblem } from '../../problems.ts';
import { elementOf } from '../../../blocks/index.ts';
import { remarkContent, RULE_SOURCE, unknownTagHint, type ContentContext } from './remark-content.ts';
import { parseMdx } from './mdx-parser.ts';
import { HTML_INSTEAD } from './rules/html-instead.ts';
import { pastedDocumentProblem, pastedDocuments, withoutPastes } from './rules/pasted-documents.ts';

/**
 * Parses one guide the way @mdx-js/mdx does (mdx-parser.ts) and transforms it
 * with remark-content.ts, once. Everything else of the page is taken from this
 * tree (content-part.ts), its body last.
 */

const MDX_HINT = 'check that every <Block> has a matching </Block>, and write &lt; for a < sign and &#123; for a { sign';

interface PlainSyntax {
  message: string;
  hint: string;
  /** Where the mistake starts, when the parser noticed it further on (a `<` or `{` before the place it stopped). */
  at?: { line: number; column: number };
}

/** The text of line `line` (counted from 1). */
const lineText = (source: string, line: number) => source.split('\n')[line - 1] ?? '';

/** The place of the last `sign` before line:column, on that line or above (the parser reports where it gave up; an editor needs the sign). */
function signBefore(source: string, line: number, column: number, sign: string): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  const at = source.lastIndexOf(sign, Math.max(0, offset));
  if (at < 0) return undefined;
  const before = source.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * What the MDX parser's messages mean for an editor, in plain words with the
 * fix: no parser names, no character codes. The first that matches is said.
 */
const PLAIN_SYNTAX: { pattern: RegExp; say: (match: RegExpExecArray, at: { source: string; line: number; column: number }) => PlainSyntax }[] = [
  {
    pattern: /Unexpected character `([“”‘’„«»])`/,
    say: (match) => ({
      message: `curly quotes ${/[‘’]/.test(match[1]!) ? '‘ ’' : '“ ”'} around a value in a <Block> tag (a word processor puts them in when you paste)`,
      hint: 'type straight quotes instead, such as title="Note"',
    }),
  },
  {
    pattern: /Could not parse expression|Unexpected (?:end of file in expression|lazy line in expression)/,
    say: (_match, { source, line, column }) => {
      const at = signBefore(source, line, column, '{');
      if (at && lineText(source, at.line).slice(at.column - 1).startsWith('{/*')) return { message: 'this note {/* is never closed', hint: 'end it with */} (or write the note as <!-- … -->)', at };
      return {
        message: 'curly braces { } here are not a site value such as {site.name}',
        hint: 'for a placeholder a reader fills in, write it without braces, in italics: *your email*; to show a brace, write &#123; and &#125;',
        at,
      };
    },
  },
  {
    // <br> without its slash: the tag stays open to the end of the paragraph.
    pattern: /Expected a closing tag for `<(br|hr|img)>`/,
    say: (match) => ({ message: match[1] === 'br' ? '<br> needs a slash in a guide: <br />' : `<${match[1]}> is not a building block`, hint: HTML_INSTEAD[match[1]!]! }),
  },
  {
    pattern: /Expected a closing tag for `<(\w+)>`/,
    say: (match) => ({ message: `<${match[1]}> is opened here but never closed`, hint: `add </${match[1]}> on a line of its own where it ends` }),
  },
  {
    // A misspelt opening tag (<Tabss> … </Tabs>): the parser stops at the closing tag, maybe far below; the mistake is the opening one.
    pattern: /Unexpected closing tag `<\/(\w*)>`, expected corresponding closing tag for `<(\w+)>` \((\d+):(\d+)/,
    say: (match) => {
      const [, closing = '', opening = '', line, column] = match;
      const at = { line: Number(line), column: Number(column) };
      if (!elementOf(opening)) return { message: `<${opening}> is not a building block`, hint: unknownTagHint(opening), at };
      return { message: `<${opening}> is opened here, but the next closing tag is </${closing}>`, hint: `close it with </${opening}> on a line of its own, or fix the spelling of one of the two`, at };
    },
  },
  {
    pattern: /Unexpected closing (?:slash|tag) `?<?\/?(\w*)/,
    say: (match) => ({ message: `a closing tag${match[1] ? ` </${match[1]}>` : ''} here has no opening tag to match`, hint: 'check the spelling of both tags, or remove this one' }),
  },
  {
    // <https://…> and <name@example.org>: a link in angle brackets, as email programs and other sites write them.
    pattern: /Unexpected character `[/@:.]`(?: \(U\+[0-9A-F]+\))? (?:before local name|in name|after local name|before name)/,
    say: (_match, { source, line, column }) => {
      const at = signBefore(source, line, column, '<');
      const inside = at === undefined ? '' : (/^<([^>\s]*)>?/.exec(lineText(source, at.line).slice(at.column - 1))?.[1] ?? '');
      if (inside.includes('@') && !inside.includes('/')) {
        return { message: `<${inside}>: an email address in angle brackets is read as a tag`, hint: `write it without the brackets (${inside}), or as a link: [write to us](mailto:${inside})`, at };
      }
      return { message: `<${inside}>: an address in angle brackets is read as a tag`, hint: 'write the link as [the words a reader sees](link:key), with the address under links: in content/site.yaml', at };
    },
  },
  {
    pattern: /Unexpected (?:character|end of file) .*(?:before name|in name|before attribute|after attribute)/,
    say: (_match, { source, line, column }) => {
      const at = signBefore(source, line, column, '<');
      if (at && lineText(source, at.line).slice(at.column - 1).startsWith('<!--')) return { message: 'this note <!-- is never closed', hint: 'end it with -->', at };
      return { message: 'a < sign here looks like the start of a tag', hint: 'to show the < sign itself, write &lt; (or put a space after it)', at };
    },
  },
];

/** A syntax error: MDX stops at the first one. Its place is on the error, or, for a tag left open at the end, only in the text: "… for `<Callout>` (8:1-8:10)". */
function syntaxProblem(error: unknown, file: string, source: string): ContentProblem {
  const syntax = error as { line?: number; column?: number; reason?: string; message: string };
  const reason = syntax.reason ?? syntax.message;
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)(?: before the end of `\w+`)?$/.exec(reason);
  const text = syntax.line === undefined && inText ? reason.slice(0, inText.index) : reason;
  const line = syntax.line ?? Number(inText?.[1] ?? 1);
  const column = syntax.column ?? Number(inText?.[2] ?? 1);
  const plain = PLAIN_SYNTAX.map(({ pattern, say }) => {
    const match = pattern.exec(text);
    return match ? say(match, { source, line, column }) : undefined;
  }).find(Boolean);
  return {
    file,
    line: plain?.at?.line ?? line,
    column: plain?.at?.column ?? column,
    severity: 'error',
    // Anything not listed: the parser's words, without its name for itself, character codes or its notes about MDX.
    message:
      plain?.message ??
      `the page cannot be read here: ${text
        .replace(/ \(U\+[0-9A-F]+\)/g, '')
        .replace(/ with acorn/g, '')
        .replace(/ \(note: .*\)$/, '')
        .replace(/\bMDX\b/g, 'the page')}`,
    hint: plain?.hint ?? MDX_HINT,
  };
}

/**
 * HTML comments are editors' notes (<!-- … -->): kept out of the page. Each is
 * blanked to spaces, line breaks kept, so every line and column the checks
 * report stays where the editor sees it. Code (fenced or `inline`) is left as it is.
 */
export function withoutComments(source: string): string {
  return source.replace(/<!--[\s\S]*?-->/g, (comment, offset: number) => (inFenceAt(source, offset) || inCodeAt(source, offset) ? comment : comment.replace(/[^\n]/g, ' ')));
}

/** Whether `offset` is inside `code` on its line (an odd number of backticks before it). */
function inCodeAt(text: string, offset: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  return (line.match(/`/g) ?? []).length % 2 === 1;
}

/** Whether `offset` is inside a fenced code block (``` or ~~~). */
function inFenceAt(text: string, offset: number): boolean {
  return (text.slice(0, offset).match(/^\s*(```|~~~)/gm) ?? []).length % 2 === 1;
}

/** The transformed tree and its file (undefined on a syntax error), and every problem found in the body. */
export function parsePage(source: string, file: string, context: ContentContext, route?: string): { tree?: Root; vfile?: VFile; qrCodes: string[]; problems: ContentProblem[] } {
  const text = withoutComments(source);
  // A paste from Word or Google Docs is said once, as a whole, and the rest of the page is read without it.
  const pastes = pastedDocuments(text);
  const pasted = pastes.map((paste): ContentProblem => ({ file, line: paste.firstLine, column: 1, endLine: paste.lastLine, severity: 'error', ...pastedDocumentProblem(paste) }));
  // The file's place from the project root (content/…): nothing made from it holds a path of this machine.
  const vfile = new VFile({ path: file, value: withoutPastes(text, pastes) });
  let tree: Root;
  try {
    tree = parseMdx(vfile);
  } catch (error) {
    return { qrCodes: [], problems: [...pasted, syntaxProblem(error, file, source)] };
  }
  remarkContent(context, { route })(tree, vfile);
  const problems = vfile.messages
    .filter((message) => message.source === RULE_SOURCE)
    .map((message): ContentProblem => ({ file, line: message.line ?? 1, column: message.column ?? 1, severity: 'error', message: message.reason, hint: message.note }));
  return { tree, vfile, qrCodes: vfile.data.qrCodes ?? [], problems: [...pasted, ...problems] };
}
