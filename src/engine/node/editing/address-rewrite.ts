import { URL_ATTRIBUTES } from '../../../blocks/index.ts';
import { pathOf } from '../../old-addresses.ts';

/**
 * Rewrites the addresses of this site written in a file, as an editor would by
 * hand, touching nothing else (npm run move): in a guide, every link
 * (`[words](/mfa/x#step-2)`, a reference `[x]: /mfa/x`, `<Card href="/mfa/x">`,
 * `<ButtonLink href>`) and the header's `parent:` and a packet's `guides:`; in a YAML file, every
 * `href:`, `page:` and `helpPage:`. Code examples (fenced or `inline`) are left
 * alone. A link keeps its `#section`.
 */

/** One change, for the note the command prints. */
export interface AddressChange {
  line: number;
  kind: 'address' | 'words';
  before: string;
  after: string;
}

/** The new route for a link's page (given in canonical form, `/mfa/x`), or undefined to leave it. */
export type NewRoute = (route: string) => string | undefined;
/** The new words of a link to `route` (its old page, canonical), or undefined to keep them. */
export type NewWords = (words: string, route: string) => string | undefined;

interface Edit {
  start: number;
  end: number;
  text: string;
  change: Omit<AddressChange, 'line'>;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Where code stands (fenced blocks and `inline` spans): nothing there is rewritten. */
function codeRanges(source: string): [number, number][] {
  const ranges: [number, number][] = [];
  const fence = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const match of source.matchAll(fence)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of source.matchAll(/`[^`\n]+`/g)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

/** An address of this site with its new route, keeping its `#section` (and `?query`). */
function rewritten(url: string, newRoute: NewRoute): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const route = newRoute(pathOf(url));
  if (route === undefined) return undefined;
  const rest = /[?#].*$/.exec(url)?.[0] ?? '';
  return `${route}${rest}`;
}

function applyEdits(source: string, edits: Edit[]): { source: string; changes: AddressChange[] } {
  const sorted = edits.sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    result += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return { source: result + source.slice(at), changes: sorted.map((edit) => ({ line: lineAt(source, edit.start), ...edit.change })) };
}

/** The words with the first letter's case of the words they replace ("use a hardware token" stays lowercase). */
function inCaseOf(replaced: string, words: string): string {
  const first = replaced.trim()[0];
  return first && first === first.toLowerCase() && first !== first.toUpperCase() ? words[0]!.toLowerCase() + words.slice(1) : words;
}

export function rewriteGuide(source: string, newRoute: NewRoute, newWords: NewWords = () => undefined): { source: string; changes: AddressChange[] } {
  const code = codeRanges(source);
  const inCode = (offset: number) => code.some(([start, end]) => offset >= start && offset < end);
  const edits: Edit[] = [];
  const address = (start: number, url: string) => {
    const next = rewritten(url, newRoute);
    if (next !== undefined && next !== url) edits.push({ start, end: start + url.length, text: next, change: { kind: 'address', before: url, after: next } });
    return next;
  };
  const words = (start: number, text: string, url: string) => {
    const next = newWords(text.trim(), pathOf(url));
    if (next === undefined || next === text.trim()) return;
    const lead = text.length - text.trimStart().length;
    const after = inCaseOf(text, next);
    edits.push({ start: start + lead, end: start + lead + text.trim().length, text: after, change: { kind: 'words', before: text.trim(), after } });
  };

  // The header's parent: the page the Back button leads to.
  const header = /^---\r?\n[\s\S]*?\r?\n---/.exec(source);
  const parent = header && /^parent:[ \t]*(["']?)(\/[^\s"'#]*)\1[ \t]*$/m.exec(header[0]);
  if (parent) address(parent.index + parent[0].indexOf(parent[2]!), parent[2]!);
  // A family packet's guides (`packet:` `guides:`, one address a line): the packet follows its guides.
  const guides = header && /^packet:[ \t]*\r?\n(?:[ \t]+.*\r?\n?)*/m.exec(header[0]);
  if (guides) for (const item of guides[0].matchAll(/^[ \t]+-[ \t]*(["']?)(\/[^\s"'#]*)\1[ \t]*$/gm)) address(guides.index + item.index + item[0].indexOf(item[2]!), item[2]!);

  // [words](/address "title"), not ![picture](…).
  for (const match of source.matchAll(/(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(<?([^()\s<>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1] || inCode(match.index)) continue;
    const textStart = match.index + 1;
    const url = match[3]!;
    if (address(match.index + match[0].indexOf(url, 2 + match[2]!.length), url) !== undefined) words(textStart, match[2]!, url);
  }
  // [key]: /address
  for (const match of source.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*<?([^\s>]+)/gm)) {
    if (!inCode(match.index)) address(match.index + match[0].length - match[1]!.length, match[1]!);
  }
  // <Card title="…" href="/address">, <ButtonLink href="/address">words</ButtonLink>
  for (const match of source.matchAll(/<([A-Z]\w*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g)) {
    if (inCode(match.index)) continue;
    const attributesStart = match.index + 1 + match[1]!.length;
    const attributes = [...match[2]!.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)].map((attribute) => ({
      name: attribute[1]!,
      value: attribute[2] ?? attribute[3] ?? '',
      valueStart: attributesStart + attribute.index + attribute[1]!.length + 2,
    }));
    for (const attribute of attributes) {
      if (!URL_ATTRIBUTES.includes(attribute.name) || address(attribute.valueStart, attribute.value) === undefined) continue;
      const title = attributes.find((other) => other.name === 'title');
      if (title) words(title.valueStart, title.value, attribute.value);
      const closing = `</${match[1]}>`;
      const end = source.indexOf(closing, match.index + match[0].length);
      const inner = end === -1 ? '' : source.slice(match.index + match[0].length, end);
      if (!match[3] && inner && !inner.includes('<') && !inner.includes('\n\n')) words(match.index + match[0].length, inner, attribute.value);
    }
  }
  return applyEdits(source, edits);
}

/** site.yaml or a strings file: every `href:`, `page:` and `helpPage:` that is an address of this site. */
export function rewriteYaml(source: string, newRoute: NewRoute): { source: string; changes: AddressChange[] } {
  const edits: Edit[] = [];
  for (const match of source.matchAll(/^([ \t]*(?:-[ \t]+)?(?:href|page|helpPage):[ \t]*)(["']?)(\/[^\s"'#]*(?:#[\w-]*)?)\2[ \t]*(?:#.*)?$/gm)) {
    const url = match[3]!;
    const next = rewritten(url, newRoute);
    if (next === undefined || next === url) continue;
    const start = match.index + match[1]!.length + match[2]!.length;
    edits.push({ start, end: start + url.length, text: next, change: { kind: 'address', before: url, after: next } });
  }
  return applyEdits(source, edits);
}
