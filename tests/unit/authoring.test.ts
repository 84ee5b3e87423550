import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '../../src/blocks/index.ts';
import { componentModule } from '../../src/engine/node/graph/compile-page.ts';

describe('the building blocks', () => {
  it.each(BLOCK_NAMES)('%s is exported by the module the build imports it from', async (name) => {
    const module = componentModule(name);
    expect(module, `no module found for ${name}`).toBeDefined();
    // Imported from the project root (/src/components/…), as Vite resolves it.
    const exported = (await import(path.join(import.meta.dirname, '../..', module!))) as Record<string, unknown>;
    expect(typeof exported[name]).toBe('function');
  });
});
