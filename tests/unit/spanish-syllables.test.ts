import { describe, expect, it } from 'vitest';
import { spanishSyllables } from '../../src/engine/node/graph/plain-language/spanish-syllables.ts';

describe('Spanish syllables', () => {
  it.each([
    ['casa', 2],
    ['contraseña', 4],
    ['aplicación', 4], // a-pli-ca-ción: "ió" is a diphthong
    ['leer', 2], // le-er: two strong vowels
    ['país', 2], // pa-ís: an accented í is strong
    ['cuenta', 2],
    ['que', 1], // the u is silent
    ['guion', 1],
    ['hoy', 1],
    ['inscripción', 3],
    ['teléfono', 4],
    ['y', 1],
  ])('%s has %i', (word, expected) => {
    expect(spanishSyllables(word)).toBe(expected);
  });
});
