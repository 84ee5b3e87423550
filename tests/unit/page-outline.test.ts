import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { pageOutline } from '../../src/engine/node/page-outline.ts';
import { pageTrail } from '../../src/engine/node/page-trail.ts';
import { createSlugger } from '../../src/engine/slug.ts';

/** Parses MDX and gives headings ids the way remark-content.ts does. */
function tree(source: string): Root {
  const root = unified().use(remarkParse).use(remarkMdx).parse(source);
  const slug = createSlugger();
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'heading') node.data = { hProperties: { id: slug(node.children.map((child) => ('value' in child ? child.value : '')).join('')) } };
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
});

describe('pageTrail', () => {
  const pages = [
    { path: '/', title: 'Welcome to help', printable: false },
    { path: '/mfa', title: 'MFA', printable: false },
    { path: '/mfa/help', title: 'MFA Help', parent: '/mfa', printable: false },
    { path: '/mfa/help/backup', title: 'Back up', parent: '/mfa/help', printable: true },
    { path: '/mfa/help/faq', title: 'FAQ', parent: '/mfa/help', printable: true },
    { path: '/mfa/help/about', title: 'About', parent: '/mfa/help', printable: false },
  ];

  it('gives the trail from Home to the parent, and the instruction pages of the same parent', () => {
    expect(pageTrail(pages[3]!, pages)).toEqual({
      trail: [
        { href: '/', title: 'Home' },
        { href: '/mfa', title: 'MFA' },
        { href: '/mfa/help', title: 'MFA Help' },
      ],
      siblings: [
        { href: '/mfa/help/backup', title: 'Back up' },
        { href: '/mfa/help/faq', title: 'FAQ' },
      ],
    });
  });

  it('gives no siblings to a page that is not an instruction page, or is the only one', () => {
    expect(pageTrail(pages[2]!, pages).siblings).toEqual([]);
    expect(pageTrail(pages[3]!, pages.slice(0, 4)).siblings).toEqual([]);
    expect(pageTrail(pages[0]!, pages).trail).toEqual([]);
  });

  it('stops at a parent loop instead of hanging', () => {
    const loop = [
      { path: '/a', title: 'A', parent: '/b', printable: false },
      { path: '/b', title: 'B', parent: '/a', printable: false },
    ];
    expect(pageTrail(loop[0]!, loop).trail.map((item) => item.href)).toEqual(['/', '/b']);
  });
});
