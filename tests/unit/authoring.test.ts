import { describe, expect, it } from 'vitest';
import { AUTHOR_COMPONENTS } from '../../src/engine/authoring.ts';
import { componentModule } from '../../src/engine/node/remark-component-imports.ts';

describe('the building blocks', () => {
  it.each(Object.keys(AUTHOR_COMPONENTS))('%s is exported by the module the build imports it from', async (name) => {
    const file = componentModule(name);
    expect(file, `no module found for ${name}`).toBeDefined();
    const module = (await import(file!)) as Record<string, unknown>;
    expect(typeof module[name]).toBe('function');
  });
});
