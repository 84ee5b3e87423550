import { textAttribute, type ElementDefinition, type ElementRule } from './block.ts';

/**
 * Plain HTML elements authors may write as JSX (for a heading with a chosen id),
 * with the same kind of rules as the building blocks. No other attribute is
 * allowed: `style` or `class` would break the site's look and its security policy.
 */
function heading(name: string, startsSearchSection: boolean): ElementDefinition {
  return {
    name,
    rule: { optional: ['id'], needsContent: true },
    // The chosen id is taken, so a heading later in the page with the same words gets another.
    build: (element, { claim }) => {
      const id = textAttribute(element, 'id');
      if (id !== undefined) claim(id, element);
    },
    ...(startsSearchSection ? { search: { heading: (element, text) => ({ title: text, id: textAttribute(element, 'id') }) } } : {}),
  };
}

const plain = (name: string, rule: ElementRule, words: readonly string[] = []): ElementDefinition => ({ name, rule, search: { words } });

export const HTML_ELEMENTS: readonly ElementDefinition[] = [
  heading('h2', true),
  heading('h3', true),
  heading('h4', false),
  plain('br', {}),
  plain('abbr', { optional: ['title'], needsContent: true }, ['title']),
  plain('kbd', { needsContent: true }),
  // A word in another language, such as the English "passkey" in a Spanish sentence: screen readers say it in that language.
  plain('span', { required: ['lang'], needsContent: true, inline: true }),
];
