import type { Nodes, Root, Strong } from 'mdast';
import { walkTree } from './walk-tree.ts';

/**
 * A screen's English label in a guide of another language is written one way
 * (content/README.md, "Screen labels"): `**Next** (en español: **Siguiente**)`.
 * The English words get `lang="en"`, so a screen reader says them as English and
 * a listener can match them to the screen (WCAG 3.1.2). Marked here, where the
 * form is read, so every guide gets it without writing anything.
 */
/** The words between the two labels: nothing else, or it is not the form. */
const BETWEEN = /^\s*\(en español:\s*$/;

/** Marks each label written in the form with `lang="en"`; returns how many. */
export function markEnglishLabels(tree: Root): number {
  let marked = 0;
  walkTree<Nodes>(tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as Root['children'];
    children.forEach((child, index) => {
      const after = children[index + 1];
      if (child.type !== 'strong' || after?.type !== 'text' || !BETWEEN.test(after.value) || children[index + 2]?.type !== 'strong') return;
      const label = child as Strong;
      label.data = { ...label.data, hProperties: { ...label.data?.hProperties, lang: 'en' } };
      marked++;
    });
  });
  return marked;
}
