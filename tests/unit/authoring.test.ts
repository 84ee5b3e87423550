import { describe, expect, it } from 'vitest';
import { authorComponents } from '../../src/components/index.ts';
import { AUTHOR_COMPONENTS } from '../../src/engine/authoring.ts';

describe('the building blocks', () => {
  it('the build-time rules and the React components name the same blocks', () => {
    expect(Object.keys(authorComponents).sort()).toEqual(Object.keys(AUTHOR_COMPONENTS).sort());
  });
});
