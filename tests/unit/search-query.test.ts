import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery, topResults } from '../../src/search/query.ts';
import type { IndexedDocument } from '../../src/search/search-data.ts';
import { highlight, snippet, type Segment } from '../../src/search/snippet.ts';
import { englishTerm as processTerm } from '../../src/search/terms.ts';

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

  it('list the best section of each guide before second hits from the same guide', () => {
    const results = [{ id: 0 }, { id: 1 }, { id: 2 }, { id: 3 }].map((result) => ({ ...result, score: 1, terms: [], queryTerms: [], match: {} }));
    const guideOf = (id: number) => (id < 3 ? 0 : 1);
    expect(topResults({ results, partial: [] }, 3, guideOf).map((result) => result.id)).toEqual([0, 3, 1]);
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
