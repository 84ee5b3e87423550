import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import type { OutlineEntry } from '../../page-types.ts';

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
 * The "On this page" list of a guide, from its transformed tree (after heading ids
 * and levels are set): every h2 and h3 in order, every tab (its panel opens
 * with a heading of its label), and every FAQ answer that holds such
 * headings, each listed just before the headings inside it, so the link opens
 * it first. A tab or an answer is indented when its heading is an h3 or below.
 */
export function pageOutline(tree: Root): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  /** The tab or answer each entry is in, to tell apart headings that say the same. */
  const within = new Map<OutlineEntry, string>();
  let inside: string | undefined;
  const add = (entry: OutlineEntry) => {
    entries.push(entry);
    if (inside) within.set(entry, inside);
  };
  const walk = (nodes: readonly RootContent[], depth: 2 | 3) => {
    for (const node of nodes) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        const id = headingId(node);
        if (id) add({ id, text: textOf(node).trim(), depth: Math.max(node.depth, depth) as 2 | 3 });
      } else if (node.type === 'mdxJsxFlowElement' || (node.type === 'mdxJsxTextElement' && (node.name === 'h2' || node.name === 'h3'))) {
        walkElement(node as MdxJsxFlowElement, depth);
      } else if ('children' in node) {
        walk(node.children as RootContent[], depth);
      }
    }
  };
  const walkElement = (element: MdxJsxFlowElement, depth: 2 | 3) => {
    const tabs = element.name === 'Tabs' ? element.children.filter((child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === 'Tab') : [];
    if (element.name === 'h2' || element.name === 'h3') {
      // A heading written as a tag, for an id of its own: <h2 id="returning">Returning students</h2>.
      const id = attribute(element, 'id');
      if (id) add({ id, text: textOf(element).trim(), depth: Math.max(element.name === 'h2' ? 2 : 3, depth) as 2 | 3 });
    } else if (element.name === 'Tabs') {
      for (const tab of tabs) container(tab, attribute(tab, 'id'), attribute(tab, 'label'), depth, { always: true });
    } else if (element.name === 'AccordionItem') {
      container(element, attribute(element, 'id'), attribute(element, 'title'), depth, { always: false });
    } else {
      walk(element.children as RootContent[], depth);
    }
  };
  /** A tab is always listed, an answer only when it holds headings of its own. */
  const container = (element: MdxJsxFlowElement, id: string | undefined, text: string | undefined, depth: 2 | 3, { always }: { always: boolean }) => {
    const start = entries.length;
    const outer = inside;
    inside = text;
    walk(element.children as RootContent[], 3);
    inside = outer;
    const level = Number(attribute(element, 'level'));
    if ((always || entries.length > start) && id && text) entries.splice(start, 0, { id, text, depth: level >= 3 ? 3 : depth });
  };
  walk(tree.children, 2);
  // Each entry says something of its own: "Sign in" in three tabs becomes "Sign in (Parent)" and so on.
  const seen = new Map<string, number>();
  for (const entry of entries) seen.set(entry.text, (seen.get(entry.text) ?? 0) + 1);
  return entries.map((entry) => (seen.get(entry.text)! > 1 && within.has(entry) ? { ...entry, text: `${entry.text} (${within.get(entry)})` } : entry));
}
