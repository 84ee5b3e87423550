import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { isJsx } from '../../../blocks/block.ts';
import { elementOf, URL_ATTRIBUTES } from '../../../blocks/index.ts';

/** An address a page uses, with where it is written. */
export interface AddressUse {
  url: string;
  line: number;
  column: number;
}

/** What the other pages' checks need to know of a page: its anchors and outgoing links. */
export interface PageFacts {
  /** Every id a #anchor can point to: headings, accordion items, elements with id="…". */
  ids: Set<string>;
  links: AddressUse[];
  images: AddressUse[];
  /** Outside pages shown in a frame (an element's `framed` attribute): the security policy lets in their origins. */
  frames: AddressUse[];
}

function use(url: string, node: { position?: RootContent['position'] }): AddressUse {
  return { url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** Reads the facts from a transformed tree (remark-content.ts gave the ids and resolved the `link:` keys). */
export function pageFacts(tree: Root): PageFacts {
  const facts: PageFacts = { ids: new Set(), links: [], images: [], frames: [] };
  visit(tree, (node) => {
    if (node.type === 'heading' && typeof node.data?.hProperties?.id === 'string') facts.ids.add(node.data.hProperties.id);
    else if (node.type === 'link' || node.type === 'definition') facts.links.push(use(node.url, node));
    else if (node.type === 'image') facts.images.push(use(node.url, node));
    else if (isJsx(node)) {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (attribute.name === 'id') facts.ids.add(attribute.value);
        if (URL_ATTRIBUTES.includes(attribute.name)) facts.links.push(use(attribute.value, node));
        if (node.name !== null && elementOf(node.name)?.framed === attribute.name) facts.frames.push(use(attribute.value, node));
      }
    }
  });
  return facts;
}
