import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery, topResults } from '../../src/search/query.ts';
import type { IndexedDocument } from '../../src/search/search-data.ts';
import { highlight, snippet, type Segment } from '../../src/search/snippet.ts';
import { englishTerm as processTerm, termProcessor, tokenize } from '../../src/search/terms.ts';

const shown = (segments: Segment[]) => segments.map((segment) => (segment.mark ? `[${segment.text}]` : segment.text)).join('');

function indexOf(documents: Omit<IndexedDocument, 'guide' | 'keywords' | 'section'>[]) {
  const index = new MiniSearch(indexOptions('en'));
  index.addAll(documents.map((document) => ({ guide: '', section: '', keywords: '', ...document })));
  return index;
}

describe('search terms', () => {
  it('are lowercase and singular, without stop words', () => {
    expect(processTerm('Batteries')).toBe('battery');
    expect(processTerm('codes')).toBe('code');
    expect(processTerm('access')).toBe('access');
    expect(processTerm('the')).toBeNull();
    expect(processTerm('Ré')).toBe('re');
  });

  it('keep a word with an apostrophe whole, in the index, the query and the highlighting alike', () => {
    expect(tokenize("I don't see my child's account")).toEqual(['I', "don't", 'see', 'my', "child's", 'account']);
    expect(processTerm("don't")).toBeNull();
    expect(processTerm('don\u2019t')).toBeNull();
    expect(processTerm("child's")).toBe('child');
    expect(shown(highlight("My child's account", new Set(['child'])))).toBe("My [child's] account");
  });

  it('leave out the words of a sentence that say nothing about its subject, in both languages', () => {
    for (const word of ['did', 'through', 'up', 'would']) expect(processTerm(word)).toBeNull();
    for (const word of ['sobre', 'estan', 'muy']) expect(termProcessor('es')(word)).toBeNull();
    // Words that tell questions apart stay: "do I have an account", "account not found", "no aparece".
    expect(processTerm('have')).toBe('have');
    expect(processTerm('not')).toBe('not');
    expect(termProcessor('es')('aparece')).toBe('aparec');
  });
});

describe('queries', () => {
  const index = indexOf([
    { id: 0, url: '/a', text: 'Install Microsoft Authenticator on your phone.' },
    { id: 1, url: '/b', text: 'Your student makes a pairing code.' },
    { id: 2, url: '/c', text: 'Enter the code from the token.' },
    { id: 3, url: '/d', text: 'Pairing your device with Bluetooth.' },
  ]);
  const ids = (query: string) => runQuery(index, [query]).results.map((result) => result.id);

  it('tolerate typos and find words from their first letters', () => {
    expect(ids('authentcator')).toEqual([0]);
    expect(ids('pair')).toEqual(expect.arrayContaining([1, 3]));
  });

  it('need every word when some document has them all, and fall back to any word', () => {
    expect(ids('pairing code')).toEqual([1]);
    expect(ids('pairing printer')).toEqual(expect.arrayContaining([1, 3]));
  });

  it('find a longer word from the start of the last word typed, and from a short word only there', () => {
    const words = indexOf([
      { id: 0, url: '/a', text: 'Re-enroll with the form.' },
      { id: 1, url: '/b', text: 'Record the form.' },
    ]);
    const found = (query: string) => runQuery(words, [query]).results.map((result) => result.id).sort();
    expect(found('re form')).toEqual([0]);
    expect(found('form re')).toEqual([0, 1]);
    expect(found('rec form')).toEqual([1]);
  });

  it('fall back to any word when only pages that list guides have every word', () => {
    const pages = indexOf([
      { id: 0, url: '/', text: 'Parents: a locked portal password, the pairing code, grades.' },
      { id: 1, url: '/portal#locked', text: 'Too many wrong passwords lock your account.' },
    ]);
    const listing = (id: number) => (id === 0 ? ['home'] : undefined);
    expect(runQuery(pages, ['locked portal password'], listing).results.map((result) => result.id)).toContain(1);
    expect(runQuery(pages, ['locked portal password']).results.map((result) => result.id)).toEqual([0]);
  });

  it('list the best section of each guide before second hits from the same guide', () => {
    const results = [{ id: 0 }, { id: 1 }, { id: 2 }, { id: 3 }].map((result) => ({ ...result, score: 1, terms: [], queryTerms: [], match: {} }));
    const guideOf = (id: number) => (id < 3 ? 0 : 1);
    expect(topResults({ results, partial: [] }, 3, guideOf).map((result) => result.id)).toEqual([0, 3, 1]);
  });

  it('open a guide found by every word at a section whose heading holds some of them, when no section with them all has one in its heading', () => {
    const result = (id: number, score: number, match: Record<string, string[]>) => ({ id, score, terms: Object.keys(match), queryTerms: Object.keys(match), match });
    const guideOf = (id: number) => (id < 3 ? 0 : 1);
    const isTop = (id: number) => id === 0 || id === 3;
    const all = [result(0, 10, { kid: ['keywords'], login: ['keywords'] }), result(1, 6, { kid: ['text'], login: ['text'] }), result(3, 4, { kid: ['text'], login: ['text'] })];
    const some = [result(2, 2, { login: ['section'] })];
    const [first, second] = topResults({ results: all, partial: some }, 8, guideOf, isTop, ['kid', 'login']);
    // The guide keeps the place its words gave it; only where it opens changes.
    expect([first!.id, first!.score, second!.id]).toEqual([2, 10, 3]);
    // A section with every word whose heading holds one is where the guide opens.
    const headed = [result(0, 10, { kid: ['keywords'], login: ['keywords'] }), result(1, 6, { kid: ['section'], login: ['text'] })];
    expect(topResults({ results: headed, partial: some }, 8, guideOf, isTop, ['kid', 'login'])[0]!.id).toBe(1);
  });
});

describe('snippets', () => {
  const text =
    'A hardware token is a small device. The battery is probably empty when the screen is blank. Token batteries last up to about five years. Contact your tech liaison to replace it.';

  it('mark every form of a matched word', () => {
    expect(shown(highlight('Token batteries and the battery', new Set(['battery'])))).toBe('Token [batteries] and the [battery]');
  });

  it('show the words around the densest matches, cut with …', () => {
    expect(shown(snippet(text, new Set(['battery', 'empty']), 12))).toBe('… The [battery] is probably [empty] when the screen is blank. Token [batteries] …');
  });

  it('start at the beginning when only the title matched', () => {
    expect(shown(snippet(text, new Set(['nothing']), 5))).toBe('A hardware token is a …');
    expect(snippet('', new Set(['a']))).toEqual([]);
  });
});
