import { setAttribute, textAttribute, type BlockDefinition } from '../block.ts';

export const accordion: BlockDefinition = {
  rendered: true,
  elements: [
    { name: 'Accordion', rule: { children: ['AccordionItem'], needsContent: true } },
    {
      name: 'AccordionItem',
      headsSection: true,
      rule: { required: ['title'], optional: ['id'], parents: ['Accordion'], needsContent: true },
      // Every item gets an id (from its title unless the author chose one), so a link can open it.
      build: (element, { slug, claim }) => {
        const id = textAttribute(element, 'id');
        const title = textAttribute(element, 'title');
        if (id !== undefined) claim(id, element);
        else if (title !== undefined) setAttribute(element, 'id', slug(title));
      },
      search: { section: (element) => ({ title: textAttribute(element, 'title') ?? '', id: textAttribute(element, 'id') }) },
    },
  ],
  print: 'Every answer is printed open, under its question; the arrows are not.',
  reference: {
    heading: 'Questions and answers (accordion)',
    example: `<Accordion>
<AccordionItem title="I forgot my password">
Answer, in as many paragraphs, lists or steps as you need.
</AccordionItem>
<AccordionItem title="My account is locked">
Only the school can unlock your account.
</AccordionItem>
</Accordion>`,
  },
};
