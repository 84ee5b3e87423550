import type { Heading, Link, Nodes, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { isJsx, setAttribute, textAttribute, type JsxElement } from '../../../blocks/block.ts';
import { CALLOUT_TYPES } from '../../../blocks/callout/callout.ts';
import { BLOCK_NAMES, blockOf, elementOf, URL_ATTRIBUTES } from '../../../blocks/index.ts';
import { currentAddress, movedAddresses } from '../../old-addresses.ts';
import { closestMatch } from '../../problems.ts';
import { createSlugger } from '../../slug.ts';
import { isOptionalText, LINK_SCHEME, siteValue, type SiteConfig } from '../../site-config.ts';
import type { StaffCard } from '../../staff.ts';
import { phoneNumber, type SchoolEntry } from '../../schools.ts';
import { printedAddress, publicAddress } from '../../urls.ts';
import { qrCodeAddress } from './qr-code.ts';
import { componentProblems } from './rules/component-rules.ts';
import { HTML_INSTEAD } from './rules/html-instead.ts';
import { frameProblem, imageProblem, linkProblem, type UrlProblem } from './rules/url-rules.ts';
import { SKIP, walkTree } from './walk-tree.ts';

/**
 * The one pass over every guide, run once per page while the content graph is
 * built (content-graph.ts); the MDX compiler and search reuse its result:
 *  - `{site.name}` becomes the configured text, `link:key` the configured address,
 *    and a link to an old address of site.yaml (`/mfa/mfa_hardware: …`) the page it leads to now;
 *  - headings get ids from their words; a tab or a question gets its heading
 *    level (`level`), one below the section it stands in;
 *  - each building block's build hook fills in what the build knows (src/blocks/),
 *    and a block the build resolves (<SiteSetting>) leaves what applies in its place;
 *  - the first link to each other page or outside address carries the address a
 *    printed sheet shows after it (`data-print-url`; print.css), once per address;
 *  - anything that would run code (import, export, other expressions, <script>,
 *    javascript: links), an unknown component, a building block used against its
 *    rules, an http:// address, a frame of anything but a site.yaml key to an
 *    https:// server, and a picture without alt text are refused, with the file
 *    and line, as messages on the file.
 */
export interface ContentContext {
  site: SiteConfig;
  staff: readonly StaffCard[];
  /** content/schools.yaml as this language's pages show it; none when the site has no such file. */
  schools?: readonly SchoolEntry[];
}

export const RULE_SOURCE = 'edtech-content';

/** The attribute that carries the printed address of a block's address attribute: `href` → `printHref`. */
export const printAttribute = (name: string) => `print${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** What one pass over a tree keeps: a page's real pass, or the check-only pass over what a <SiteSetting> left out. */
interface PassState {
  slug(text: string): string;
  claim(id: string, node: { position?: RootContent['position'] }): void;
  qrCode(text: string): string;
  /** The addresses a printed link already shows on this page (its own address is in the footer). */
  printed: Set<string>;
  /** The check-only pass over what a <SiteSetting> left out. */
  leftOut?: boolean;
}

declare module 'vfile' {
  interface DataMap {
    /** The texts of the QR codes a page shows (remark-content.ts). */
    qrCodes: string[];
  }
}

/** The words a reader sees in a heading, `{site.…}` values included, for its id. */
function textOf(node: RootContent | Heading, site: SiteConfig): string {
  if (node.type === 'mdxTextExpression') return siteValue(site, node.value.trim().replace(/^site\./i, '')) ?? '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map((child) => textOf(child, site)).join('');
  return '';
}

/** The words of phrasing nodes, as they read. */
function plainWords(nodes: readonly RootContent[]): string {
  return nodes.map((node) => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? plainWords(node.children as RootContent[]) : '')).join('');
}

/**
 * The address a {site.…} value links to when it is a way to reach someone: a
 * phone number (a key ending in "phone") is tel:, an email address mailto:.
 * Undefined for any other value.
 */
export function contactHref(key: string, value: string): string | undefined {
  if (/phone$/i.test(key)) return phoneNumber(value)?.href;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : undefined;
}

/** What to write instead of an unknown tag; inside a block that takes only some tags (<Tabs>: <Tab>), one of those. */
export function unknownTagHint(name: string, parentName?: string): string {
  if (name === 'script') return 'guides cannot run code; use the building blocks listed in content/README.md';
  // A plain HTML tag pasted from a web page or an email: what Markdown writes instead.
  if (HTML_INSTEAD[name]) return HTML_INSTEAD[name];
  const lower = name.toLowerCase();
  if ((CALLOUT_TYPES as readonly string[]).includes(lower)) return `for a ${lower} box, write <Callout type="${lower}">`;
  const allowedHere = parentName ? elementOf(parentName)?.rule.children : undefined;
  const suggestion = closestMatch(name, allowedHere ?? BLOCK_NAMES);
  return suggestion ? `did you mean <${suggestion}>?` : `use one of: ${BLOCK_NAMES.join(', ')}`;
}

/**
 * Markdown signs left in a text: the Markdown around them did not take (a
 * space between ] and (, or inside the address; a space just inside **; no
 * space after ##), so the page would show them as they are.
 */
function leftOverMarkdown(text: string, startsParagraph: boolean, next: RootContent | undefined): { message: string; hint: string; at: number } | undefined {
  const link = /\]\s*\(/.exec(text);
  // `[reset](https://x/{your code})` is said once, as an address with a placeholder (the link after it).
  const placeholderFollows = link && link.index + link[0].length === text.length && next?.type === 'link' && /[{}]/.test(next.url);
  if (link && text.lastIndexOf('[', link.index) >= 0 && !placeholderFollows) {
    return {
      message: 'this link is not written as a link, so the page would show its brackets',
      hint: 'write [the words](/address) with nothing between ] and (, and no space inside the address (link:key has no space after the colon)',
      at: text.lastIndexOf('[', link.index),
    };
  }
  const key = /\blink:[A-Za-z]\w*/.exec(text);
  if (key) return { message: `${key[0]} only works as a link's address`, hint: `write [the words a reader sees](${key[0]})`, at: key.index };
  const stars = text.indexOf('**');
  if (stars >= 0) {
    return { message: 'these ** would show on the page: the bold text around them did not take', hint: 'write **Next** with no space just inside the stars, and close every ** you open', at: stars };
  }
  if (startsParagraph && /^#{1,6}[^\s#]/.test(text)) return { message: 'a heading needs a space after its # signs', hint: `write ${/^#+/.exec(text)![0]} and a space, then the words`, at: 0 };
  return undefined;
}

/** The place of character `at` of a text node (its value and its source agree, but for the rare entity). */
function placeIn(node: RootContent, text: string, at: number): { position?: RootContent['position'] } {
  const start = node.position?.start;
  if (!start) return node;
  const before = text.slice(0, at).split('\n');
  const point = { line: start.line + before.length - 1, column: before.length === 1 ? start.column + at : before.at(-1)!.length + 1 };
  return { position: { start: point, end: point } };
}

/**
 * An address as the editor wrote it: `https://x/reset/{your code}` is read as
 * the address `https://x/reset/{your` and the words ` code}` (an address ends
 * at a space), so the message quotes it to its closing brace.
 */
function wholeAddress(url: string, node: { position?: RootContent['position'] }, source: string): string {
  const end = node.position?.end.offset;
  if (!url.includes('{') || url.includes('}') || end === undefined) return url;
  const rest = /^[^}\n]{0,40}\}/.exec(source.slice(end))?.[0];
  return rest ? url + rest : url;
}

/** Where each old address leads, once per site configuration (one per language). */
const movedBySite = new WeakMap<SiteConfig, Map<string, string>>();
function movedOf(site: SiteConfig): Map<string, string> {
  if (!movedBySite.has(site)) movedBySite.set(site, movedAddresses(site.oldAddresses, site.languages.map((language) => language.code)));
  return movedBySite.get(site)!;
}

export function remarkContent(context: ContentContext, page: { route?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const { site, staff, schools = [] } = context;
    const moved = movedOf(site);
    const problem = (message: string, node: { position?: RootContent['position'] }, hint?: string) => {
      const entry = file.message(message, { place: node.position, source: RULE_SOURCE, ruleId: 'content' });
      if (hint) entry.note = hint;
    };
    const urlProblem = (found: UrlProblem | undefined, node: { position?: RootContent['position'] }) => {
      if (found) problem(found.message, node, found.hint);
    };

    const resolveLink = (url: string, node: { position?: RootContent['position'] }): string => {
      if (!url.startsWith(LINK_SCHEME)) return currentAddress(url, moved);
      const key = url.slice(LINK_SCHEME.length);
      // Only the file's own keys: `link:constructor` is no key, whatever an object inherits.
      const resolved = Object.hasOwn(site.links, key) ? site.links[key] : undefined;
      if (resolved === undefined) {
        const suggestion = closestMatch(key, Object.keys(site.links));
        problem(`link "${key}" is not in content/site.yaml`, node, suggestion ? `did you mean link:${suggestion}?` : 'add it under links: in site.yaml, or fix the spelling of the key');
        return '#';
      }
      return resolved;
    };

    /** The address a sheet prints after a link to `url`: another page's or an outside one, never a #section of this page, mailto: or tel:. */
    const addressToPrint = (url: string): string | undefined => {
      if (url.startsWith('/')) return printedAddress(publicAddress(site.siteUrl, url.replace(/#.*$/, '')));
      return /^https:\/\//i.test(url) ? printedAddress(url) : undefined;
    };
    /** The printed address of a link the first time this page links to it; undefined after (the sheet says each address once). */
    const printOnce = (url: string, state: PassState): string | undefined => {
      const address = addressToPrint(url);
      if (address === undefined || state.printed.has(address)) return undefined;
      state.printed.add(address);
      return address;
    };

    /**
     * The printed address of a link to a section of another page ("see 'forgotten username'"): every time, since the
     * reader on paper has only the address to find the section by; once in a paragraph that links to the same page twice.
     */
    const lastPrinted = new WeakMap<object, string>();
    const printSection = (url: string, parent: object, state: PassState): string | undefined => {
      const address = addressToPrint(url);
      if (address === undefined || (state.printed.has(address) && lastPrinted.get(parent) === address) || address === addressToPrint(page.route ?? '')) return undefined;
      state.printed.add(address);
      lastPrinted.set(parent, address);
      return address;
    };

    // The texts of the QR codes the page shows: the build writes a file for each.
    const qrCodes: string[] = (file.data.qrCodes = []);
    const ids = createSlugger();
    const pageState: PassState = {
      slug: ids.slug,
      claim: (id, node) => {
        if (!ids.claim(id)) problem(`the id "${id}" is used twice on this page`, node, 'give each heading or item its own id="…"');
      },
      qrCode: (text) => {
        qrCodes.push(text);
        return qrCodeAddress(text);
      },
      printed: new Set(page.route === undefined ? [] : [addressToPrint(page.route)!]),
    };
    let leftOut = pass(tree, pageState);
    // What a <SiteSetting> left out is still checked, on its own: its ids, QR codes and printed addresses count for nothing.
    while (leftOut.length > 0) {
      const scratch = createSlugger();
      const held = leftOut.flatMap((element): Root['children'] => (element.type === 'mdxJsxTextElement' ? [{ type: 'paragraph', children: element.children }] : element.children));
      leftOut = pass({ type: 'root', children: held }, { slug: scratch.slug, claim: (id) => void scratch.claim(id), qrCode: qrCodeAddress, printed: new Set(), leftOut: true });
    }

    /** One pass over a tree; returns what <SiteSetting> blocks left out of it. */
    function pass(root: Root, state: PassState): JsxElement[] {
      const { slug, claim, qrCode } = state;
      const left: JsxElement[] = [];
      /** The heading level of the section each node stands in (1: the page's title): set by the last heading before it, or by the tab or question it is in. */
      const sectionLevel = new WeakMap<object, number>();
      const parents = new WeakMap<object, object>();
      const nextLevel = (level: number) => Math.min(6, level + 1);
      /** Each reference definition's address as written (`[ref]: /images/x.png`), for the pictures that use it. */
      const definitions = new Map<string, string>();
      walkTree<Nodes>(root, (node) => {
        if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
        return undefined;
      });
      const insideLinkOrHeading = (node: object | undefined): boolean => {
        for (let at = node; at; at = parents.get(at)) if ((at as Nodes).type === 'link' || (at as Nodes).type === 'heading') return true;
        return false;
      };
      walkTree<Nodes>(root, (node, index, parent) => {
        if (parent) parents.set(node, parent);
        sectionLevel.set(node, (parent && sectionLevel.get(parent)) ?? 1);
        switch (node.type) {
          case 'mdxjsEsm':
            problem('import and export are not allowed in guides', node, 'use the building blocks listed in content/README.md; they need no import');
            return SKIP;
          case 'mdxFlowExpression':
          case 'mdxTextExpression': {
            // {/* … */} is an editor's note, as an HTML comment is: nothing of it reaches the page.
            if (/^\s*(?:\/\*[\s\S]*?\*\/\s*)+$/.test(node.value) && parent && index !== undefined) {
              parent.children.splice(index, 1);
              return [SKIP, index];
            }
            // {Site.name}: the meaning is clear, whatever the case of "site".
            const match = /^\s*site\.([\w.]+)\s*$/i.exec(node.value);
            const value = match ? siteValue(site, match[1]!) : undefined;
            // An optional text left out of site.yaml (office.afterHoursPhone) is fine where a <SiteSetting is="…"> leaves the words out.
            if (value === undefined && match && isOptionalText(match[1]!)) {
              if (!state.leftOut) problem(`{site.${match[1]}} is not given in content/site.yaml`, node, `put the words that use it inside <SiteSetting is="${match[1]}">, so they show only when site.yaml gives it`);
              return SKIP;
            }
            if (value === undefined) {
              problem(
                match ? `{site.${match[1]}} is not a text value in content/site.yaml` : `{${node.value.trim()}} is not allowed in guides`,
                node,
                'only {site.…} values go in curly braces; for a placeholder a reader fills in, write it without braces, in italics: *your email*; to show a brace, write &#123;',
              );
              return SKIP;
            }
            if (parent && index !== undefined) {
              // The replacement keeps the braces' place, so later checks (plain language) can point at it.
              const text = { type: 'text' as const, value, position: node.position };
              // A phone number or an email address of site.yaml is a link a phone dials or writes to (a number on one line), unless it is already inside a link or a heading.
              const contact = insideLinkOrHeading(parent) ? undefined : contactHref(match![1]!, value);
              const inline = contact
                ? { type: 'link' as const, url: contact, children: [text], position: node.position, ...(contact.startsWith('tel:') ? { data: { hProperties: { className: ['phone-number'] } } } : {}) }
                : text;
              const replacement = node.type === 'mdxTextExpression' ? inline : { type: 'paragraph' as const, children: [inline], position: node.position };
              parent.children.splice(index, 1, replacement as never);
            }
            return SKIP;
          }
          case 'link':
          case 'definition': {
            // Judged as written, before a link: key or an old address is replaced; a refused address is never published.
            const written = (node as Link).url;
            const wrong = linkProblem(wholeAddress(written, node, String(file.value)));
            urlProblem(wrong, node);
            const url = ((node as Link).url = wrong ? '#' : resolveLink(written, node));
            // A link whose words are its address prints nothing more.
            const printed = node.type === 'link' && plainWords(node.children) !== url ? (parent && /^\/[^#]*#/.test(url) ? printSection(url, parent, state) : printOnce(url, state)) : undefined;
            if (printed) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataPrintUrl: printed } };
            return undefined;
          }
          case 'imageReference': {
            // `![shot][ref]` shows the picture its definition names: a picture's rules, not a link's.
            const definition = definitions.get(node.identifier);
            if (definition !== undefined) urlProblem(imageProblem(definition), node);
            if (!node.alt?.trim()) problem(`image [${node.label ?? node.identifier}] has no alt text`, node, 'describe what the picture shows between the square brackets: ![What it shows][…]');
            return undefined;
          }
          case 'image': {
            const wrong = imageProblem(node.url);
            urlProblem(wrong, node);
            if (!node.alt?.trim()) problem(`image ${node.url} has no alt text`, node, `describe what the picture shows between the square brackets: ![What it shows](${node.url})`);
            if (wrong) node.url = '#';
            return undefined;
          }
          case 'heading': {
            if (parent) sectionLevel.set(parent, node.depth);
            const id = slug(textOf(node, site));
            node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
            return undefined;
          }
          case 'html':
            problem('raw HTML is not allowed in guides', node, 'use Markdown or the building blocks in content/README.md');
            return undefined;
          case 'text': {
            // Markdown that did not take would show its signs on the page: said, never published.
            const leftOver = leftOverMarkdown(node.value, parent?.type === 'paragraph' && index === 0, index === undefined ? undefined : (parent?.children[index + 1] as RootContent | undefined));
            if (leftOver) problem(leftOver.message, placeIn(node, node.value, leftOver.at), leftOver.hint);
            return undefined;
          }
          default:
            break;
        }
        if (!isJsx(node)) return undefined;

        const name = node.name ?? '';
        const element = elementOf(name);
        if (!element) {
          const parentName = parent && isJsx(parent as RootContent) ? ((parent as { name?: string }).name ?? undefined) : undefined;
          problem(name === 'script' ? '<script> is not allowed in guides' : `<${name}> is not a building block`, node, unknownTagHint(name, parentName));
          return SKIP;
        }
        // A building block inside a sentence would put a box inside a paragraph: the page would not show it as written.
        if (node.type === 'mdxJsxTextElement' && blockOf(name) && !element.rule.inline && !(parent?.type === 'mdxJsxTextElement' && blockOf((parent as { name?: string }).name ?? ''))) {
          problem(`<${name}> must start on a line of its own`, node, `put <${name} …> on its own line, its text on the next lines, and </${name}> on a line of its own`);
        }
        for (const found of componentProblems(node, parent, element.rule)) problem(found.message, found.node, found.hint);
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') {
            problem(`<${name}>: {…} attributes are not allowed`, node, 'write attributes as name="value"');
            continue;
          }
          if (attribute.value !== null && typeof attribute.value === 'object') {
            problem(`<${name} ${attribute.name}>: use a plain "text" value, not {…}`, node);
            continue;
          }
          // {site.…} in a title or label is filled in, as in the text; any other { } would show as it is.
          if (!URL_ATTRIBUTES.includes(attribute.name) && typeof attribute.value === 'string' && /[{}]/.test(attribute.value)) {
            attribute.value = attribute.value.replace(/\{([^{}]*)\}/g, (whole, inside: string) => {
              const key = /^\s*site\.([\w.]+)\s*$/i.exec(inside)?.[1];
              const value = key === undefined ? undefined : siteValue(site, key);
              if (value !== undefined) return value;
              problem(
                key === undefined ? `<${name} ${attribute.name}="…${whole}…">: curly braces { } here are not a site value such as {site.name}` : `{site.${key}} is not a text value in content/site.yaml`,
                node,
                'only {site.…} values go in curly braces; for a placeholder a reader fills in, write it without braces',
              );
              return whole;
            });
            if (/[{}]/.test(attribute.value) && !/\{[^{}]*\}/.test(attribute.value)) problem(`<${name} ${attribute.name}>: a curly brace { or } on its own`, node, 'write &#123; or &#125; to show a brace, or remove it');
          }
          if (URL_ATTRIBUTES.includes(attribute.name) && typeof attribute.value === 'string') {
            // Judged as written (`/\host` is another server to a browser); a refused address is never published.
            const written = attribute.value;
            const wrong = linkProblem(written);
            urlProblem(wrong, node);
            attribute.value = wrong ? '#' : resolveLink(written, node);
            // A frame's origin joins every page's security policy: only a key of site.yaml, to a plain https:// server (an unknown key is said above).
            if (element.framed === attribute.name && !(written.startsWith(LINK_SCHEME) && attribute.value === '#')) urlProblem(frameProblem(name, attribute.name, written, attribute.value), node);
          }
        }
        if (element.resolve && parent && index !== undefined) {
          const keep = element.resolve(node, { site, problem: (message, hint) => problem(message, node, hint) }) === 'content';
          // Kept: what it holds stands in its place and is visited next. Left out: gone from the page, checked on its own after.
          if (keep) {
            parent.children.splice(index, 1, ...(node.children as Parent['children']));
            return [SKIP, index];
          }
          parent.children.splice(index, 1);
          left.push(node);
          return [SKIP, index];
        }
        // Its addresses print once each (e.g. a button's), as links do: the component shows what the build gives it.
        for (const name of URL_ATTRIBUTES) {
          const url = textAttribute(node, name);
          const printed = url === undefined ? undefined : printOnce(url, state);
          if (printed) setAttribute(node, printAttribute(name), printed);
        }
        // A heading written as a tag on a line of its own stands in a paragraph: it starts a section of the paragraph's container.
        const container = parent?.type === 'paragraph' ? parents.get(parent) : parent;
        if (container && /^h[2-6]$/.test(name)) sectionLevel.set(container, Number(name[1]));
        if (element.headsSection) {
          const level = nextLevel(sectionLevel.get(node)!);
          setAttribute(node, 'level', String(level));
          sectionLevel.set(node, level);
        }
        element.build?.(node, { staff, schools, qrCode, slug, claim });
        return undefined;
      });
      return left;
    }
  };
}
