import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { esmNode } from './esm-node.ts';

/**
 * Adds `export const page = {…}` to a compiled page (file.data.page): the header
 * fields the page chrome needs (title, parent, printable, layout, last updated,
 * source file), which the server render of the page reads beside its content.
 */
export function remarkPageExport() {
  return (tree: Root, file: VFile) => {
    const page = file.data.page;
    if (page) tree.children.unshift(esmNode(`export const page = ${JSON.stringify(page)};`));
  };
}
