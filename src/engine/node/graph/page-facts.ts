import type { Nodes, Root, RootContent } from 'mdast';
import { isJsx } from '../../../blocks/block.ts';
import { elementOf, URL_ATTRIBUTES } from '../../../blocks/index.ts';
import { walkTree } from './walk-tree.ts';

/** An address a page uses, with where it is written. */
export interface AddressUse {
  url: string;
  line: number;
  column: number;
}

/** A short text a translator writes: a heading, or the label or title of a tab, a question, a card or a box. */
export interface PageTitle {
  text: string;
  line: number;
  column?: number;
  /** `heading`, or the element and attribute, such as `<Tab> label`. */
  kind: string;
}

/** What the checks across pages need to know of a page: its anchors, outgoing links and titles. */
export interface PageFacts {
  /** Every id a #anchor can point to: headings, accordion items, elements with id="…". */
  ids: Set<string>;
  links: AddressUse[];
  images: AddressUse[];
  /** Outside pages shown in a frame (an element's `framed` attribute): the security policy lets in their origins. */
  frames: AddressUse[];
  /** Its headings and labels, to tell those a translation left in the original's words (checks/authoring-checks.ts). */
  titles: PageTitle[];
  /** The building blocks it uses, by name (a page that holds the packet builder is told what it offers, render/page-handouts.ts). */
  blocks: string[];
}

function use(url: string, node: { position?: RootContent['position'] }): AddressUse {
  return { url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** A node's words as a reader sees them. */
function toText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(toText).join('') : '';
}

/** The words of a text a translator writes: not bold screen labels, code or addresses. */
export function ownWords(node: RootContent): string[] {
  if (node.type === 'strong' || node.type === 'inlineCode' || node.type === 'code') return [];
  if (node.type === 'text') return node.value.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return 'children' in node ? (node.children as RootContent[]).flatMap(ownWords) : [];
}

/** Reads the facts from a transformed tree (remark-content.ts gave the ids and resolved the `link:` keys), in one walk. */
export function pageFacts(tree: Root): PageFacts {
  const facts: PageFacts = { ids: new Set(), links: [], images: [], frames: [], titles: [], blocks: [] };
  const title = (text: string, node: RootContent, kind: string) => {
    if (text !== '') facts.titles.push({ text, line: node.position?.start.line ?? 1, column: node.position?.start.column, kind });
  };
  walkTree<Nodes>(tree, (node) => {
    if (node.type === 'heading') {
      if (typeof node.data?.hProperties?.id === 'string') facts.ids.add(node.data.hProperties.id);
      // A heading of only bold screen labels or code is the same in every language.
      title(ownWords(node).length === 0 ? '' : toText(node).trim(), node, 'heading');
    } else if (node.type === 'link' || node.type === 'definition') facts.links.push(use(node.url, node));
    else if (node.type === 'image') facts.images.push(use(node.url, node));
    else if (isJsx(node)) {
      if (node.name !== null && !facts.blocks.includes(node.name)) facts.blocks.push(node.name);
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (attribute.name === 'id') facts.ids.add(attribute.value);
        if (attribute.name === 'label' || attribute.name === 'title') title(attribute.value.trim(), node, `<${node.name}> ${attribute.name}`);
        if (URL_ATTRIBUTES.includes(attribute.name)) facts.links.push(use(attribute.value, node));
        if (node.name !== null && elementOf(node.name)?.framed === attribute.name) facts.frames.push(use(attribute.value, node));
      }
    }
  });
  return facts;
}
