import type { BlockDefinition } from '../block.ts';

export const buttonLink: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'ButtonLink', rule: { inline: true, required: ['href'], optional: ['variant'], values: { variant: ['primary', 'secondary'] }, needsContent: true } }],
  print: 'A bold link on a line of its own, followed by its full address.',
  reference: {
    heading: 'Buttons',
    example: `<ButtonLink href="/enrollment/returning_instructions">Returning student instructions</ButtonLink>

<ButtonLink href="link:parentPortal" variant="secondary">Open the parent portal</ButtonLink>`,
  },
};
