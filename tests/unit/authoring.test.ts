import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../src/blocks/index.ts';
import { componentModule } from '../../src/engine/node/graph/compile-page.ts';

/** Blocks that reach the page as a component, by tag; the others the build resolves away (<SiteSetting>). */
const shown = BLOCKS.filter((block) => block.module !== undefined).flatMap((block) => block.elements.map((element) => element.name));
const resolved = BLOCKS.filter((block) => block.module === undefined);

describe('the building blocks', () => {
  it.each(shown)('%s is exported by the module the build imports it from', async (name) => {
    const module = componentModule(name);
    expect(module, `no module found for ${name}`).toBeDefined();
    // Imported from the project root (/src/components/…), as Vite resolves it.
    const exported = (await import(path.join(import.meta.dirname, '../..', module!))) as Record<string, unknown>;
    expect(typeof exported[name]).toBe('function');
  });

  it('a block without a component is resolved by the build, every tag of it', () => {
    for (const block of resolved) {
      for (const element of block.elements) {
        expect(element.resolve, `<${element.name}> has no component and is not resolved by the build`).toBeTypeOf('function');
        expect(componentModule(element.name)).toBeUndefined();
      }
    }
  });
});
