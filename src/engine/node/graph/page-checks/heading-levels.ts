import type { Heading, Nodes, RootContent } from 'mdast';
import type { ContentProblem } from '../../../problems.ts';
import type { PageCheck } from './page-check.ts';
import { walkTree } from '../walk-tree.ts';

/** The level of a heading: Markdown's #s, or an <h2>/<h3> tag. */
function headingDepth(node: RootContent): number | undefined {
  if (node.type === 'heading') return (node as Heading).depth;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^h[2-6]$/.test(node.name ?? '')) return Number(node.name!.slice(1));
  return undefined;
}

/** A warning for a heading level skipped (## then ####): an authoring guide rule (content/README.md). */
export const headingLevels: PageCheck = (page) => {
  const problems: ContentProblem[] = [];
  let previous = 1; // the page's title
  walkTree<Nodes>(page.tree, (node) => {
    const depth = headingDepth(node as RootContent);
    if (depth === undefined) return;
    if (depth > previous + 1) {
      problems.push({
        file: page.file,
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column,
        severity: 'warning',
        message: `a level-${depth} heading follows a level-${previous} one`,
        hint: `use ${'#'.repeat(previous + 1)} here: screen readers list headings by level, and a skipped level looks like a missing section`,
      });
    }
    previous = depth;
  });
  return problems;
};
