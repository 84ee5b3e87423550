import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import type { OutlineEntry } from '../pages.ts';

/** Plain text of a heading; `{site.…}` values are already text when this runs (after remark-content). */
function textOf(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

function attribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const found = element.attributes.find((item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function headingId(node: Heading): string | undefined {
  const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The "On this page" list of a guide, from its compiled tree (after heading ids
 * are set): every h2 and h3 in order, and every tab panel or FAQ answer that
 * holds such headings, listed just before them so the link opens it first.
 */
export function pageOutline(tree: Root): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const walk = (nodes: readonly RootContent[], depth: 2 | 3) => {
    for (const node of nodes) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        const id = headingId(node);
        if (id) entries.push({ id, text: textOf(node).trim(), depth: Math.max(node.depth, depth) as 2 | 3 });
      } else if (node.type === 'mdxJsxFlowElement') {
        walkElement(node, depth);
      } else if ('children' in node) {
        walk(node.children as RootContent[], depth);
      }
    }
  };
  const walkElement = (element: MdxJsxFlowElement, depth: 2 | 3) => {
    const tabs = element.name === 'Tabs' ? element.children.filter((child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === 'Tab') : [];
    if (element.name === 'Tabs') {
      for (const tab of tabs) container(tab, attribute(tab, 'id'), attribute(tab, 'label'), depth);
    } else if (element.name === 'AccordionItem') {
      container(element, attribute(element, 'id'), attribute(element, 'title'), depth);
    } else {
      walk(element.children as RootContent[], depth);
    }
  };
  /** A tab or answer is listed only when it holds headings of its own. */
  const container = (element: MdxJsxFlowElement, id: string | undefined, text: string | undefined, depth: 2 | 3) => {
    const start = entries.length;
    walk(element.children as RootContent[], 3);
    if (entries.length > start && id && text) entries.splice(start, 0, { id, text, depth });
  };
  walk(tree.children, 2);
  return entries;
}
