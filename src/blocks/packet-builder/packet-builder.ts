import type { BlockDefinition } from '../block.ts';

export const packetBuilder: BlockDefinition = {
  rendered: true,
  // What it offers (every printable guide of the page's language, the packets, the schools) comes with the
  // page from the content graph (src/engine/node/render/page-handouts.ts), not from the guide's text.
  elements: [{ name: 'PacketBuilder', rule: {} }],
  print: 'Once a packet is made, only the packet prints: its cover, then each guide from a new sheet; the form does not.',
  reference: { heading: 'Packet builder', example: '<PacketBuilder />' },
};
