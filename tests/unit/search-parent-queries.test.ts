import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchContent } from '../../src/engine/node/vite/search-index.ts';
import { currentAddress, movedAddresses } from '../../src/engine/old-addresses.ts';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery } from '../../src/search/query.ts';
import { synonymQueries } from '../../src/search/synonyms.ts';
import { graph, site } from '../site/content.ts';

/**
 * The words parents type (issue 15), each with a page it must find, over the real content and site.yaml's synonyms.
 * A page moved since (npm run move, which records its old address in site.yaml) is looked for where it is now.
 */
const QUERIES: Record<string, string> = {
  reenroll: '/enrollment/returning_instructions',
  're-enroll': '/enrollment/returning_instructions',
  '2FA': '/mfa',
  'two factor': '/mfa',
  'log in': '/lms',
  login: '/lms',
  'sign in': '/lms',
  password: '/enrollment',
  passcode: '/enrollment',
  'new phone': '/mfa/mfahelp/mfahelp_backup',
  'replaced phone': '/mfa/mfahelp/mfahelp_backup',
};

const search = buildSearchContent(graph);
const now = (route: string) => currentAddress(route, movedAddresses(site.oldAddresses, site.languages.map((language) => language.code)));

describe('queries parents type', () => {
  const documents = search.documents.map((document, id) => ({ ...document, id }));
  const index = new MiniSearch(indexOptions('en'));
  index.addAll(documents);
  const pagesFound = (query: string) => {
    const results = runQuery(index, [query, ...synonymQueries(query, search.synonyms)]).results;
    return results.slice(0, 8).map((result) => documents[result.id as number]!.url.split('#')[0]);
  };

  it.each(Object.entries(QUERIES))('"%s" finds %s among the first results', (query, page) => {
    expect(pagesFound(query)).toContain(now(page));
  });
});
