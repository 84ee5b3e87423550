import { parse } from 'acorn';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { ClientPage } from '../pages.ts';
import { pageOutline } from './page-outline.ts';

/**
 * Adds `export const page = {…}` to a compiled page: the header fields the page
 * chrome needs (title, parent, printable, layout, last updated, source file,
 * breadcrumbs, sibling guides and the outline of its sections).
 * They travel in the page's own chunk, so the main bundle carries only routes.
 */
export function remarkPageExport(pageOf: (file: string) => Omit<ClientPage, 'outline'> | undefined) {
  return (tree: Root, file: VFile) => {
    const found = pageOf(file.path);
    if (!found) return;
    const page: ClientPage = { ...found, outline: pageOutline(tree) };
    const value = `export const page = ${JSON.stringify(page)};`;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value,
      data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as never },
    });
  };
}
