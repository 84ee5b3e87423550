import { tabPanelId } from '../components/tab-id.ts';
import { textAttribute, type BlockDefinition } from './block.ts';

export const tabs: BlockDefinition = {
  module: 'src/components/Tabs.tsx',
  elements: [
    { name: 'Tabs', rule: { children: ['Tab'], needsContent: true } },
    {
      name: 'Tab',
      rule: { required: ['label'], parents: ['Tabs'], needsContent: true },
      // A search hit opens the tab: its panel's id is the one <Tabs> gives it.
      search: {
        section: (element, siblings) => {
          const label = textAttribute(element, 'label') ?? '';
          const tabs = siblings.filter((sibling) => sibling.name === 'Tab');
          return { title: label, id: tabPanelId(label, tabs.indexOf(element)) };
        },
      },
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
