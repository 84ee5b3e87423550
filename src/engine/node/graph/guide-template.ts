/**
 * The outline every new guide starts from (`npm run new`): a valid header and
 * the plain-language sections (Before you start, Steps, If something goes wrong).
 * Its example sentences are listed so that `npm run check` can warn when one is
 * still in a guide: they must never reach parents.
 */
export const TEMPLATE_SENTENCES = {
  description: 'Replace this sentence with one or two that say what this guide helps the reader do.',
  intro: 'Say who this guide is for and what it helps them do, in one or two short sentences.',
  needs: 'What the reader needs first',
  firstStep: 'Open the page or app where the task starts.',
  label: 'the exact label of the button',
  lastStep: 'Say what the reader sees when they have finished.',
  problem: 'A problem readers often meet.',
  hubIntro: 'Say what this section helps readers do, in one or two short sentences, then list its guides.',
} as const;

export function guideTemplate(options: { title: string; parent: string; owner: string; helpPage: string; today: string }): string {
  const text = TEMPLATE_SENTENCES;
  return `---
title: ${options.title}
description: ${text.description}
parent: ${options.parent}
printable: true
owner: ${options.owner}
reviewed: ${options.today}
audience: [parents] # who the guide is for: any of parents, students, staff
keywords: [] # words readers might search for that are not in the text
---

${text.intro}

## Before you start

Have ready:

- **${text.needs}**, such as their username and password.

## Steps

<Steps>
1. ${text.firstStep}
2. Select **${text.label}**. Write one action in each step.
3. ${text.lastStep}
</Steps>

## If something goes wrong

- **${text.problem}** What to do about it.
- **Anything else.** Contact [your school's {site.liaison}](${options.helpPage}). They can help you, or ask the {site.office.name} for you.
`;
}

/** A section's own page (`npm run new -- --hub grades`): its guides as cards, no steps, not printable. */
export function hubTemplate(options: { title: string; parent?: string; owner: string; today: string; guides: { title: string; route: string; description: string }[] }): string {
  const cards = options.guides.map((guide) => `<Card title="${guide.title.replace(/"/g, '&quot;')}" href="${guide.route}">\n${guide.description}\n</Card>`);
  return `---
title: ${options.title}
description: ${TEMPLATE_SENTENCES.description}
${options.parent ? `parent: ${options.parent}\n` : ''}owner: ${options.owner}
reviewed: ${options.today}
audience: [parents] # who the section is for: any of parents, students, staff
keywords: [] # words readers might search for that are not in the text
---

${TEMPLATE_SENTENCES.hubIntro}
${cards.length > 0 ? `\n<Cards>\n${cards.join('\n')}\n</Cards>\n` : ''}`;
}

/** Where a guide still holds the template's example text: one entry per line that does. */
export function templateLeftovers(source: string): { line: number; sentence: string }[] {
  const found: { line: number; sentence: string }[] = [];
  source.split('\n').forEach((text, index) => {
    const sentence = Object.values(TEMPLATE_SENTENCES).find((candidate) => text.includes(candidate));
    if (sentence) found.push({ line: index + 1, sentence });
  });
  return found;
}
