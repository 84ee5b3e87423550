import type { BlockDefinition } from '../block.ts';

/** Offline reading (content/site.yaml `offline:`): both blocks show nothing when it is off. */
export const saveForOffline: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'SaveForOffline', rule: {} }],
  print: 'Nothing: saving is for the screen.',
  reference: { heading: 'Save for offline', example: '<SaveForOffline />' },
};

export const savedPages: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'SavedPages', rule: {} }],
  print: 'Nothing: the list is of this device\'s saved pages.',
  reference: { heading: 'Pages saved on this device', example: '<SavedPages />' },
};
