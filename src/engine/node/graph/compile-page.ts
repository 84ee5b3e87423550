import { createProcessor } from '@mdx-js/mdx';
import { parse } from 'acorn';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isJsx } from '../../../blocks/block.ts';
import { blockOf } from '../../../blocks/index.ts';

/**
 * A page's body compiled to a JavaScript module by MDX (@mdx-js/mdx, the
 * compiler of @mdx-js/rollup), from the tree the content graph parsed and
 * transformed (content-part.ts), never parsed again. The module holds the page's
 * content only: its default export renders the body. What the chrome shows
 * around it (title, trail, the section's guides, outline, words, print footer)
 * is given when the page is rendered (src/engine/node/vite/page-data.ts), so the
 * module changes only when the page's own text (or the site values it is read
 * with) does.
 *
 * Each page imports exactly the building blocks it uses, so a page without tabs
 * never loads Tabs. Authors write no imports (the content rules refuse them);
 * they are added here. An import names its module from the project root
 * (`/src/components/Tabs.tsx`), which Vite resolves there: no path of this
 * machine is in the module, so a build cache made elsewhere (CI) fits.
 */
const processor = createProcessor({ development: false, remarkPlugins: [remarkComponentImports] });

/** The module a block's component is imported from, from the project root; undefined when the name is not a block. */
export function componentModule(name: string): string | undefined {
  const module = blockOf(name)?.module;
  return module === undefined ? undefined : `/${module}`;
}

/** An `import` statement, as the MDX compiler takes it. */
function esmNode(value: string): MdxjsEsm {
  return { type: 'mdxjsEsm', value, data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as never } };
}

function remarkComponentImports() {
  return (tree: Root) => {
    const byModule = new Map<string, Set<string>>();
    visit(tree, (node) => {
      if (!isJsx(node) || !node.name) return;
      const module = componentModule(node.name);
      if (!module) return;
      if (!byModule.has(module)) byModule.set(module, new Set());
      byModule.get(module)!.add(node.name);
    });
    tree.children.unshift(...[...byModule].map(([module, names]) => esmNode(`import { ${[...names].sort().join(', ')} } from ${JSON.stringify(module)};`)));
  };
}

/** The module's code. The tree is used up (the imports are added to it): call this last. */
export function compilePage(tree: Root, file: VFile): string {
  // The processor's types start its transformers at the JavaScript tree; they start at the Markdown tree MDX parses to.
  return String(processor.stringify(processor.runSync(tree as never, file), file));
}
