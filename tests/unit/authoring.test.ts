import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '../../src/blocks/index.ts';
import { componentModule } from '../../src/engine/node/vite/remark-component-imports.ts';

describe('the building blocks', () => {
  it.each(BLOCK_NAMES)('%s is exported by the module the build imports it from', async (name) => {
    const file = componentModule(name);
    expect(file, `no module found for ${name}`).toBeDefined();
    const module = (await import(file!)) as Record<string, unknown>;
    expect(typeof module[name]).toBe('function');
  });
});
