import type { BlockDefinition } from '../block.ts';

export const CALLOUT_TYPES = ['note', 'tip', 'warning'] as const;

export const callout: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'Callout', rule: { optional: ['type', 'title'], values: { type: CALLOUT_TYPES }, needsContent: true }, search: { words: ['title'] } }],
  print: 'A bordered box whose type (Note, Tip, Warning) is printed in words; never split across sheets.',
  reference: {
    heading: 'Note, tip and warning boxes',
    example: `<Callout title="Removing a student">
Only the school can remove a student from your account.
</Callout>

<Callout type="tip" title="Locked out or forgot your password?">
Do not keep guessing: use the forgotten password help instead.
</Callout>

<Callout type="warning" title="Do not delete the app">
Deleting Authenticator removes your sign-in. Contact [your {site.liaison}](/help#schools) first.
</Callout>`,
  },
};
