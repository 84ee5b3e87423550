import type { BlockDefinition } from '../block.ts';

export const cards: BlockDefinition = {
  rendered: true,
  elements: [
    { name: 'Cards', rule: { children: ['Card'], needsContent: true } },
    // Its title is a heading one level below the section the cards stand in ("Ready-made packets" h2: its cards h3).
    { name: 'Card', headsSection: true, rule: { required: ['title'], optional: ['href'], parents: ['Cards'] }, search: { words: ['title'] } },
  ],
  print: 'Bordered boxes, each with the address it links to; a card is never split across sheets.',
  reference: {
    heading: 'Cards (for hub pages)',
    example: `<Cards>
<Card title="Locked out" href="/mfa/mfahelp/mfahelp_lockout">
New phone, or no codes arriving? Get back in.
</Card>
<Card title="Token help" href="/mfa/mfahelp/mfahelp_token">
What a hardware token is, and how to get a new one.
</Card>
</Cards>`,
  },
};
