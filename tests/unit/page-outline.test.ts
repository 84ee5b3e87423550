import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/engine/node/graph/content-graph.ts';
import { pageOutline } from '../../src/engine/node/graph/page-outline.ts';
import { parsePage } from '../../src/engine/node/graph/parse-page.ts';
import type { JsxElement } from '../../src/blocks/block.ts';

const site = readSiteConfig(path.resolve(import.meta.dirname, '../fixtures/content-ok'))!;

/** A guide's tree as the build makes it (remark-content.ts): headings and tabs with ids, tabs and questions with heading levels. */
function tree(source: string): Root {
  const { tree: parsed, problems } = parsePage(source, 'guide.mdx', { site, staff: [] });
  expect(problems).toEqual([]);
  return parsed!;
}

/** Every element of a tree with this name, in order. */
function elements(root: Root, name: string): JsxElement[] {
  const found: JsxElement[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === name) found.push(node as JsxElement);
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(root);
  return found;
}

const level = (element: JsxElement) => element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'level')?.value;

describe('heading levels of tabs and questions', () => {
  it('one below the section they stand in: the page title, the last heading before them, or the tab or question around them', () => {
    const root = tree(`<Accordion>
<AccordionItem title="Straight under the title">

Text.

<Tabs>
<Tab label="Inside a question">

Text.

</Tab>
</Tabs>

</AccordionItem>
</Accordion>

## A section

<Tabs>
<Tab label="In the section">

Text.

</Tab>
</Tabs>

### A subsection

<Accordion>
<AccordionItem title="In the subsection">

Text.

</AccordionItem>
</Accordion>
`);
    expect(elements(root, 'AccordionItem').map(level)).toEqual(['2', '4']);
    expect(elements(root, 'Tab').map(level)).toEqual(['3', '3']);
  });
});

describe('pageOutline', () => {
  it('lists h2 and h3 in order, every tab, and an answer that holds headings, each before the headings it holds', () => {
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
    // Every tab, even one without headings; a question only when it holds headings. In a section (here the h4's), they are indented.
    expect(outline).toEqual([
      { id: 'first', text: 'First', depth: 2 },
      { id: 'tab-on-android', text: 'On Android', depth: 3 },
      { id: 'install', text: 'Install', depth: 3 },
      { id: 'tab-no-headings', text: 'No headings', depth: 3 },
      { id: 'locked-out', text: 'Locked out?', depth: 3 },
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
      { id: 'tab-parent', text: 'Parent', depth: 3 },
      { id: 'sign-in', text: 'Sign in (Parent)', depth: 3 },
      { id: 'tab-student', text: 'Student', depth: 3 },
      { id: 'sign-in-1', text: 'Sign in (Student)', depth: 3 },
      { id: 'stop', text: 'Stop and finish later', depth: 3 },
    ]);
  });
});
