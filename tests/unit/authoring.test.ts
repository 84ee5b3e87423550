import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../src/blocks/index.ts';
import { pageComponents } from '../../src/blocks/page-components.ts';

/** Blocks that reach the page as a component, by tag; the others the build resolves away (<SiteSetting>). */
const shown = BLOCKS.filter((block) => block.rendered).flatMap((block) => block.elements.map((element) => element.name));
const resolved = BLOCKS.filter((block) => !block.rendered);

describe('the building blocks', () => {
  it.each(shown)('%s is a component pages are rendered with', (name) => {
    expect(typeof pageComponents[name]).toBe('function');
  });

  it('a block without a component is resolved by the build, every tag of it', () => {
    for (const block of resolved) {
      for (const element of block.elements) {
        expect(element.resolve, `<${element.name}> has no component and is not resolved by the build`).toBeTypeOf('function');
        expect(pageComponents[element.name]).toBeUndefined();
      }
    }
  });
});
