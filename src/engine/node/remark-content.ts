import type { CompileOptions } from '@mdx-js/mdx';
import type { Heading, Link, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ATTRIBUTE_VALUES, AUTHOR_COMPONENTS, AUTHOR_HTML_ELEMENTS, ruleOf, URL_ATTRIBUTES } from '../authoring.ts';
import { closestMatch } from '../problems.ts';
import { createSlugger } from '../slug.ts';
import { LINK_SCHEME, siteValue, type SiteConfig } from '../site-config.ts';
import type { StaffMember } from '../staff.ts';
import { componentProblems, isJsx, type JsxElement } from './check/component-rules.ts';
import { imageProblem, linkProblem, type UrlProblem } from './check/url-rules.ts';
import { qrCodeAsset } from './qr-code.ts';

/**
 * The build's one pass over every guide (a remark plugin, run by the MDX compiler):
 *  - `{site.name}` becomes the configured text, `link:key` the configured address;
 *  - headings get ids from their words;
 *  - components get the data the build computes once (QR codes, the staff list);
 *  - anything that would run code (import, export, other expressions, <script>,
 *    javascript: links), an unknown component, a building block used against its
 *    rules (src/engine/authoring.ts), an http:// address and a picture without
 *    alt text are refused, with the file and line.
 * Problems are reported all together at the end (see reportProblems).
 */
export interface ContentContext {
  site: SiteConfig;
  staff: readonly StaffMember[];
  /** The page's public address, or undefined for a file that is not a page (404.mdx). */
  addressOf(file: string): string | undefined;
}

export const RULE_SOURCE = 'edtech-content';

/** The words a reader sees in a heading, `{site.…}` values included, for its id. */
function textOf(node: RootContent | Heading, site: SiteConfig): string {
  if (node.type === 'mdxTextExpression') return siteValue(site, node.value.trim().replace(/^site\./, '')) ?? '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map((child) => textOf(child, site)).join('');
  return '';
}

function stringAttribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

function setAttribute(element: JsxElement, name: string, value: string): void {
  const existing = stringAttribute(element, name);
  if (existing) existing.value = value;
  else element.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

function unknownTagHint(name: string): string {
  if (name === 'script') return 'guides cannot run code; use the building blocks listed in content/README.md';
  if (ATTRIBUTE_VALUES.Callout?.type?.includes(name.toLowerCase())) return `for a ${name.toLowerCase()} box, write <Callout type="${name.toLowerCase()}">`;
  const suggestion = closestMatch(name, Object.keys(AUTHOR_COMPONENTS));
  return suggestion ? `did you mean <${suggestion}>?` : `use one of: ${Object.keys(AUTHOR_COMPONENTS).join(', ')}`;
}

export function remarkContent(getContext: () => ContentContext) {
  return (tree: Root, file: VFile) => {
    const { site, staff, addressOf } = getContext();
    const problem = (message: string, node: { position?: RootContent['position'] }, hint?: string) => {
      const entry = file.message(message, { place: node.position, source: RULE_SOURCE, ruleId: 'content' });
      if (hint) entry.note = hint;
    };
    const urlProblem = (found: UrlProblem | undefined, node: { position?: RootContent['position'] }) => {
      if (found) problem(found.message, node, found.hint);
    };

    const resolveLink = (url: string, node: { position?: RootContent['position'] }): string => {
      if (!url.startsWith(LINK_SCHEME)) return url;
      const key = url.slice(LINK_SCHEME.length);
      const resolved = site.links[key];
      if (resolved === undefined) {
        const suggestion = closestMatch(key, Object.keys(site.links));
        problem(`link "${key}" is not in content/site.yaml`, node, suggestion ? `did you mean link:${suggestion}?` : 'add it under links: in site.yaml, or fix the spelling of the key');
        return '#';
      }
      return resolved;
    };

    const slug = createSlugger();
    visit(tree, (node, index, parent) => {
      switch (node.type) {
        case 'mdxjsEsm':
          problem('import and export are not allowed in guides', node, 'use the building blocks listed in content/README.md; they need no import');
          return SKIP;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const match = /^\s*site\.([\w.]+)\s*$/.exec(node.value);
          const value = match ? siteValue(site, match[1]!) : undefined;
          if (value === undefined) {
            problem(
              match ? `{site.${match[1]}} is not a text value in content/site.yaml` : `{${node.value.trim()}} is not allowed in guides`,
              node,
              'only {site.…} values are allowed in curly braces; write &#123; for a literal brace',
            );
            return SKIP;
          }
          if (parent && index !== undefined) {
            // The replacement keeps the braces' place, so later checks (plain language) can point at it.
            const text = { type: 'text' as const, value, position: node.position };
            const replacement = node.type === 'mdxTextExpression' ? text : { type: 'paragraph' as const, children: [text], position: node.position };
            parent.children.splice(index, 1, replacement as never);
          }
          return SKIP;
        }
        case 'link':
        case 'definition':
          (node as Link).url = resolveLink((node as Link).url, node);
          urlProblem(linkProblem((node as Link).url), node);
          return undefined;
        case 'image':
          urlProblem(imageProblem(node.url), node);
          if (!node.alt?.trim()) problem(`image ${node.url} has no alt text`, node, `describe what the picture shows between the square brackets: ![What it shows](${node.url})`);
          return undefined;
        case 'heading': {
          const id = slug(textOf(node, site));
          node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
          return undefined;
        }
        case 'html':
          problem('raw HTML is not allowed in guides', node, 'use Markdown or the building blocks in content/README.md');
          return undefined;
        default:
          break;
      }
      if (!isJsx(node)) return undefined;

      const name = node.name ?? '';
      const rule = ruleOf(name);
      if (!rule) {
        problem(name === 'script' ? '<script> is not allowed in guides' : `<${name}> is not a building block`, node, unknownTagHint(name));
        return SKIP;
      }
      for (const found of componentProblems(node, parent, rule)) problem(found.message, found.node, found.hint);
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') {
          problem(`<${name}>: {…} attributes are not allowed`, node, 'write attributes as name="value"');
          continue;
        }
        if (attribute.value !== null && typeof attribute.value === 'object') {
          problem(`<${name} ${attribute.name}>: use a plain "text" value, not {…}`, node);
          continue;
        }
        if ((URL_ATTRIBUTES as readonly string[]).includes(attribute.name) && typeof attribute.value === 'string') {
          attribute.value = resolveLink(attribute.value, node);
          urlProblem(linkProblem(attribute.value), node);
        }
      }
      if (Object.hasOwn(AUTHOR_HTML_ELEMENTS, name)) {
        const id = stringAttribute(node, 'id');
        if (/^h[2-4]$/.test(name) && typeof id?.value === 'string') slug(id.value); // reserve the chosen id
        return undefined;
      }
      if (name === 'AppStoreLinks') {
        for (const store of ['ios', 'android']) {
          const url = stringAttribute(node, store)?.value;
          if (typeof url === 'string' && url.startsWith('https://')) setAttribute(node, `${store}Qr`, qrCodeAsset(url));
        }
      }
      if (name === 'StaffDirectory') setAttribute(node, 'staff', JSON.stringify(staff));
      if (name === 'AccordionItem' && !stringAttribute(node, 'id')) {
        const title = stringAttribute(node, 'title')?.value;
        if (typeof title === 'string') setAttribute(node, 'id', slug(title));
      } else if (name === 'AccordionItem') {
        const id = stringAttribute(node, 'id')?.value;
        if (typeof id === 'string') slug(id);
      }
      return undefined;
    });

    // Printed handouts end with the page's address and a QR code to it (PrintFooter).
    const address = addressOf(file.path);
    if (address) {
      tree.children.push({
        type: 'mdxJsxFlowElement',
        name: 'PrintFooter',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'url', value: address },
          { type: 'mdxJsxAttribute', name: 'qr', value: qrCodeAsset(address) },
        ],
        children: [],
      });
    }
  };
}

/** Throws one error listing every problem the plugin found, so the build stops with all of them. */
export function remarkReportProblems() {
  return (_tree: Root, file: VFile) => {
    const found = file.messages.filter((message) => message.source === RULE_SOURCE);
    if (found.length === 0) return;
    const where = path.relative(process.cwd(), file.path) || file.path; // content/…, as npm run check says it
    const lines = found.map((message) => `${where}:${message.line ?? 1}:${message.column ?? 1}: ${message.reason}${message.note ? `\n    hint: ${message.note}` : ''}`);
    const error = new Error(`${found.length} problem${found.length > 1 ? 's' : ''} in ${where}:\n${lines.join('\n')}`);
    error.stack = error.message; // the list is the whole story; a stack trace would bury it in the dev overlay
    throw error;
  };
}

/**
 * How every guide is read, for both the build (vite-plugin.ts) and the content
 * check (check/compile-page.ts), so the two always apply the same rules.
 */
export function contentRemarkPlugins(getContext: () => ContentContext): NonNullable<CompileOptions['remarkPlugins']> {
  return [remarkFrontmatter, remarkGfm, [remarkContent, getContext]];
}
