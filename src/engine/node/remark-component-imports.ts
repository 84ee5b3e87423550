import { parse } from 'acorn';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { AUTHOR_COMPONENTS } from '../authoring.ts';

/**
 * Gives each page an import of exactly the building blocks it uses, so a page
 * without tabs never downloads Radix Tabs. Authors still write no imports (the
 * content rules refuse them); this plugin runs after those rules.
 *
 * Where a block lives, by convention: `src/components/<Name>.tsx`, or for a block
 * that only stands inside another (Tab, AccordionItem, Card) its parent's file.
 * PrintFooter, which the build itself adds, lives in src/layout/.
 */
const root = path.resolve(import.meta.dirname, '../../..');

export function componentModule(name: string): string | undefined {
  if (name === 'PrintFooter') return path.join(root, 'src/layout/PrintFooter.tsx');
  const rule = AUTHOR_COMPONENTS[name];
  if (!rule) return undefined;
  const own = path.join(root, 'src/components', `${name}.tsx`);
  if (fs.existsSync(own)) return own;
  const parent = rule.parents?.[0];
  return parent ? componentModule(parent) : undefined;
}

function importNode(names: string[], file: string): MdxjsEsm {
  const value = `import { ${names.join(', ')} } from ${JSON.stringify(file)};`;
  return {
    type: 'mdxjsEsm',
    value,
    data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as never },
  };
}

export function remarkComponentImports() {
  return (tree: Root) => {
    const byModule = new Map<string, Set<string>>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const module = node.name ? componentModule(node.name) : undefined;
      if (!module) return;
      if (!byModule.has(module)) byModule.set(module, new Set());
      byModule.get(module)!.add(node.name!);
    });
    const imports = [...byModule].map(([module, names]) => importNode([...names].sort(), module));
    tree.children.unshift(...imports);
  };
}
