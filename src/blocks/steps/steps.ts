import type { BlockDefinition } from '../block.ts';

export const steps: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'Steps', rule: { needsContent: true, numberedList: true } }],
  print: 'Outlined step numbers that print on any printer; a step is never split across sheets.',
  reference: {
    heading: 'Numbered steps',
    example: `<Steps>
1. Open the [parent portal](link:parentPortal).
2. Select **Create Account**.
3. Fill in the form and select **Enter**.
</Steps>`,
  },
};
