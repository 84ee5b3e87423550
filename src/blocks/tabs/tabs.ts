import { setAttribute, textAttribute, type BlockDefinition } from '../block.ts';

export const tabs: BlockDefinition = {
  rendered: true,
  elements: [
    { name: 'Tabs', rule: { children: ['Tab'], needsContent: true } },
    {
      name: 'Tab',
      headsSection: true,
      rule: { required: ['label'], parents: ['Tabs'], needsContent: true },
      // Its panel's id, from its label (`Step 1: Install` -> `tab-step-1-install`), unique on the page:
      // a link or a search hit to it selects the tab. The prefix keeps it apart from a heading with the same words.
      build: (element, { slug }) => setAttribute(element, 'id', slug(`tab ${textAttribute(element, 'label') ?? ''}`)),
      search: { section: (element) => ({ title: textAttribute(element, 'label') ?? '', id: textAttribute(element, 'id') }) },
    },
  ],
  print: 'Every tab is printed, in order, under its label; the row of tab buttons is not.',
  reference: {
    heading: 'Tabs',
    example: `<Tabs>
<Tab label="Step 1: Install Authenticator">
Text of the first tab.
</Tab>
<Tab label="Step 2: Set up MFA">
Text of the second tab.
</Tab>
</Tabs>`,
  },
};
