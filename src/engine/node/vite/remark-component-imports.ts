import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isJsx } from '../../../blocks/block.ts';
import { blockOf } from '../../../blocks/index.ts';
import { esmNode } from './esm-node.ts';
import { PRINT_FOOTER_MODULE } from './remark-print-footer.ts';
import { projectRoot } from '../project.ts';

/**
 * Gives each page an import of exactly the building blocks it uses, so a page
 * without tabs never downloads Radix Tabs. Authors still write no imports (the
 * content rules refuse them); this runs when the page is compiled. Each block
 * names its module (src/blocks/).
 */

/** The file that exports a component, or undefined when the name is not one the build imports. */
export function componentModule(name: string): string | undefined {
  const module = name === 'PrintFooter' ? PRINT_FOOTER_MODULE : blockOf(name)?.module;
  return module === undefined ? undefined : path.join(projectRoot, module);
}

export function remarkComponentImports() {
  return (tree: Root) => {
    const byModule = new Map<string, Set<string>>();
    visit(tree, (node) => {
      if (!isJsx(node) || !node.name) return;
      const module = componentModule(node.name);
      if (!module) return;
      if (!byModule.has(module)) byModule.set(module, new Set());
      byModule.get(module)!.add(node.name);
    });
    const imports = [...byModule].map(([module, names]) => esmNode(`import { ${[...names].sort().join(', ')} } from ${JSON.stringify(module)};`));
    tree.children.unshift(...imports);
  };
}
