import type { StaffCard } from '../../engine/staff.ts';
import { setAttribute, textAttribute, type BlockDefinition } from '../block.ts';

export const staffDirectory: BlockDefinition = {
  rendered: true,
  elements: [
    {
      name: 'StaffDirectory',
      rule: {},
      // content/staff.yaml, validated once, travels as JSON: the browser parses no YAML.
      build: (element, { staff }) => setAttribute(element, 'staff', JSON.stringify(staff)),
      search: {
        text: (element) => (JSON.parse(textAttribute(element, 'staff') ?? '[]') as StaffCard[]).map((member) => `\n${member.name}, ${member.title}`).join(''),
      },
    },
  ],
  print: 'The staff cards in rows, each kept whole.',
  reference: { heading: 'Staff directory', example: '<StaffDirectory />' },
};
