import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS, elementOf } from '../../src/blocks/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'content/README.md'), 'utf8');
const screenshots = fs.readFileSync(path.join(root, 'docs/authoring/blocks.mdx'), 'utf8');
/** content/README.md's "Building blocks" section, up to the next `## ` heading. */
const blocksSection = readme.slice(readme.indexOf('\n## Building blocks'), readme.indexOf('\n## ', readme.indexOf('\n## Building blocks') + 1));

describe('the authoring reference agrees with the block registry (src/blocks/)', () => {
  it.each(BLOCKS.map((block) => [block.elements[0]!.name, block] as const))('%s: its heading and example are in content/README.md, and it has a picture (docs/authoring/blocks.mdx)', (name, block) => {
    const { heading, example } = block.reference;
    const section = blocksSection.slice(blocksSection.indexOf(`\n### ${heading}\n`));
    expect(section.startsWith(`\n### ${heading}\n`), `no "### ${heading}" in content/README.md`).toBe(true);
    expect(section.indexOf(`\`\`\`mdx\n${example}\n\`\`\``), 'the example is not the first code block of the section').toBe(section.indexOf('```'));
    expect(screenshots).toContain(`<${name}`);
  });

  it('every tag in the examples of the reference is a registered block or plain tag, and every block has its section', () => {
    const examples = [...blocksSection.matchAll(/```mdx\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');
    const tags = new Set([...examples.matchAll(/<([A-Za-z]\w*)/g)].map((match) => match[1]!));
    expect(tags.size).toBeGreaterThan(BLOCKS.length);
    expect([...tags].filter((tag) => !elementOf(tag))).toEqual([]);
    const headings = [...blocksSection.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([...BLOCKS.map((block) => block.reference.heading), 'Plain tags you may use']);
  });

  it('each element belongs to one block, and a part names the block it stands in', () => {
    const names = BLOCKS.flatMap((block) => block.elements.map((element) => element.name));
    expect(new Set(names).size).toBe(names.length);
    for (const block of BLOCKS) {
      for (const part of block.elements.slice(1)) expect(part.rule.parents).toEqual([block.elements[0]!.name]);
    }
  });
});
