import type { Heading, Link, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { AUTHOR_COMPONENTS, AUTHOR_HTML_ELEMENTS, URL_ATTRIBUTES } from '../authoring.ts';
import { createSlugger } from '../slug.ts';
import { LINK_SCHEME, siteValue, type SiteConfig } from '../site-config.ts';
import type { StaffMember } from '../staff.ts';
import { qrCodePath } from './qr-code.ts';

/**
 * The build's one pass over every guide (a remark plugin, run by the MDX compiler):
 *  - `{site.name}` becomes the configured text, `link:key` the configured address;
 *  - headings get ids from their words;
 *  - components get the data the build computes once (QR codes, the staff list);
 *  - anything that would run code (import, export, other expressions, <script>)
 *    or an unknown component is refused, with the file and line.
 * Problems are reported all together at the end (see reportProblems).
 */
export interface ContentContext {
  site: SiteConfig;
  staff: readonly StaffMember[];
  /** The page's public address, or undefined for a file that is not a page (404.mdx). */
  addressOf(file: string): string | undefined;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export const RULE_SOURCE = 'edtech-content';

function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function textOf(node: RootContent | Heading): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
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

export function remarkContent(getContext: () => ContentContext) {
  return (tree: Root, file: VFile) => {
    const { site, staff, addressOf } = getContext();
    const problem = (message: string, node: { position?: RootContent['position'] }, hint?: string) => {
      const entry = file.message(message, { place: node.position, source: RULE_SOURCE, ruleId: 'content' });
      if (hint) entry.note = hint;
    };

    const resolveLink = (url: string, node: { position?: RootContent['position'] }): string => {
      if (!url.startsWith(LINK_SCHEME)) return url;
      const key = url.slice(LINK_SCHEME.length);
      const resolved = site.links[key];
      if (resolved === undefined) {
        problem(`link "${key}" is not in content/site.yaml`, node, 'add it under links: in site.yaml, or fix the spelling of the key');
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
            const replacement = node.type === 'mdxTextExpression' ? { type: 'text' as const, value } : { type: 'paragraph' as const, children: [{ type: 'text' as const, value }] };
            parent.children.splice(index, 1, replacement as never);
          }
          return SKIP;
        }
        case 'link':
        case 'definition':
          (node as Link).url = resolveLink((node as Link).url, node);
          return undefined;
        case 'heading': {
          const id = slug(textOf(node));
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
      if ((AUTHOR_HTML_ELEMENTS as readonly string[]).includes(name)) {
        const id = stringAttribute(node, 'id');
        if (/^h[2-4]$/.test(name) && typeof id?.value === 'string') slug(id.value); // reserve the chosen id
        return undefined;
      }
      if (!Object.hasOwn(AUTHOR_COMPONENTS, name)) {
        problem(
          name === 'script' ? '<script> is not allowed in guides' : `<${name}> is not a building block`,
          node,
          `use one of: ${Object.keys(AUTHOR_COMPONENTS).join(', ')}`,
        );
        return SKIP;
      }
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
        }
      }
      if (name === 'AppStoreLinks') {
        for (const store of ['ios', 'android']) {
          const url = stringAttribute(node, store)?.value;
          if (typeof url === 'string' && url.startsWith('https://')) setAttribute(node, `${store}Qr`, qrCodePath(url));
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
          { type: 'mdxJsxAttribute', name: 'qr', value: qrCodePath(address) },
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
    const lines = found.map((message) => `${file.path}:${message.line ?? 1}:${message.column ?? 1}: ${message.reason}${message.note ? `\n    hint: ${message.note}` : ''}`);
    const error = new Error(`${found.length} problem${found.length > 1 ? 's' : ''} in ${file.path}:\n${lines.join('\n')}`);
    throw error;
  };
}
