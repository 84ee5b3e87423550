import type { ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';

/**
 * A page's body as the server render needs it: the tree the content graph
 * parsed, transformed and checked (content-part.ts), turned into an HTML tree
 * (mdast-util-to-hast, as MDX does) with its building blocks kept as they are
 * written (`<Tabs>`, `<Steps>`), stored as JSON. src/engine/page-body.ts renders
 * it with React (hast-util-to-jsx-runtime), handing each block its component.
 *
 * A checked page holds no code: every {site.…} value is filled in, and imports,
 * exports and any other { } are errors (remark-content.ts). So its body is data,
 * not a program, and nothing of an editor's is ever run. Turning the tree into
 * code (MDX's compiler) took four times as long as this (3.5 ms against 0.8 ms
 * a page). Nothing here holds a path of this machine, so a
 * build cache made elsewhere (CI) fits.
 */

/** The building blocks, as the MDX parser names them: passed through as they are. */
const BLOCK_NODES: RootContent['type'][] = ['mdxJsxFlowElement', 'mdxJsxTextElement'];

/** Whether a paragraph holds building blocks and nothing else but spaces. */
function onlyBlocks(children: readonly RootContent[]): boolean {
  let blocks = false;
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement') blocks = true;
    else if (child.type !== 'text' || child.value.trim() !== '') return false;
  }
  return blocks;
}

/**
 * A block written on a line of its own inside a paragraph (`<ButtonLink …>Sign in</ButtonLink>`)
 * stands for itself, without a paragraph around it, as MDX makes it (its remark-mark-and-unravel).
 */
function unravel(parent: { children: RootContent[] }): void {
  for (let index = 0; index < parent.children.length; index++) {
    const node = parent.children[index]!;
    if (node.type === 'paragraph' && onlyBlocks(node.children)) {
      const blocks = node.children.filter((child): child is MdxJsxTextElement => child.type === 'mdxJsxTextElement');
      for (const block of blocks) (block as unknown as MdxJsxFlowElement).type = 'mdxJsxFlowElement';
      parent.children.splice(index, 1, ...(blocks as unknown as RootContent[]));
      index--;
      continue;
    }
    if ('children' in node) unravel(node as { children: RootContent[] });
  }
}

/** A node as it is kept: without its place in the file and the parser's notes, which the render does not use. */
function kept(node: HastContent): HastContent {
  switch (node.type) {
    case 'element':
      return { type: 'element', tagName: node.tagName, properties: node.properties, children: node.children.map((child) => kept(child) as ElementContent) };
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      // A checked page's blocks have plain "text" attributes only (remark-content.ts).
      return {
        type: node.type,
        name: node.name,
        attributes: node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' ? [{ type: attribute.type, name: attribute.name, value: attribute.value }] : [])),
        children: node.children.map((child) => kept(child) as ElementContent),
      } as HastContent;
    case 'text':
      return { type: 'text', value: node.value };
    default:
      return node;
  }
}

/** The page's body as JSON (page-types.ts PageBodies). The tree is changed (blocks on a line of their own lose their paragraph): call this last. */
export function compilePage(tree: Root): string {
  unravel(tree);
  const html = toHast(tree, { passThrough: BLOCK_NODES }) as HastRoot;
  const body: HastRoot = { type: 'root', children: html.children.map(kept) };
  return JSON.stringify(body);
}
