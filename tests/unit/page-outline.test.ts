import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { pageOutline } from '../../src/engine/node/graph/page-outline.ts';
import { createSlugger } from '../../src/engine/slug.ts';

/** Parses MDX and gives headings and tabs ids the way remark-content.ts and src/blocks/tabs.ts do. */
function tree(source: string): Root {
  const root = unified().use(remarkParse).use(remarkMdx).parse(source);
  const { slug } = createSlugger();
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'heading') node.data = { hProperties: { id: slug(node.children.map((child) => ('value' in child ? child.value : '')).join('')) } };
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tab') {
      const label = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'label')?.value;
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: slug(`tab ${String(label)}`) });
    }
    if ('children' in node) for (const child of node.children) visit(child as Root['children'][number]);
  };
  visit(root);
  return root;
}

describe('pageOutline', () => {
  it('lists h2 and h3 in order, and a tab or answer before the headings it holds', () => {
    const outline = pageOutline(
      tree(`# Title

## First

#### Too deep

<Tabs>
<Tab label="On Android">

### Install

</Tab>
<Tab label="No headings">

Text only.

</Tab>
</Tabs>

<Accordion>
<AccordionItem title="Locked out?" id="locked-out">

### Call us

</AccordionItem>
</Accordion>
`),
    );
    expect(outline).toEqual([
      { id: 'first', text: 'First', depth: 2 },
      { id: 'tab-on-android', text: 'On Android', depth: 2 },
      { id: 'install', text: 'Install', depth: 3 },
      { id: 'locked-out', text: 'Locked out?', depth: 2 },
      { id: 'call-us', text: 'Call us', depth: 3 },
    ]);
  });

  it('lists headings written as tags, and tells apart headings that say the same by the tab they are in', () => {
    const outline = pageOutline(
      tree(`<h2 id="returning">Returning students</h2>

<Tabs>
<Tab label="Parent">

### Sign in

</Tab>
<Tab label="Student">

### Sign in

<h3 id="stop">Stop and finish later</h3>

</Tab>
</Tabs>
`),
    );
    expect(outline).toEqual([
      { id: 'returning', text: 'Returning students', depth: 2 },
      { id: 'tab-parent', text: 'Parent', depth: 2 },
      { id: 'sign-in', text: 'Sign in (Parent)', depth: 3 },
      { id: 'tab-student', text: 'Student', depth: 2 },
      { id: 'sign-in-1', text: 'Sign in (Student)', depth: 3 },
      { id: 'stop', text: 'Stop and finish later', depth: 3 },
    ]);
  });
});
