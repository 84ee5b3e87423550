import type { BlockDefinition } from '../block.ts';

export const embeddedPage: BlockDefinition = {
  rendered: true,
  elements: [{ name: 'EmbeddedPage', framed: 'src', rule: { required: ['src', 'title'], optional: ['height'] }, search: { words: ['title'] } }],
  print: 'Not the frame: the link to the page, with its address.',
  reference: {
    heading: 'Embedded page',
    example: '<EmbeddedPage src="link:startPage" title="School apps and sites" height="1024" />',
  },
};
