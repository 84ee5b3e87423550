import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchContent } from '../../src/engine/node/vite/search-index.ts';
import { currentAddress, movedAddresses } from '../../src/engine/old-addresses.ts';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery } from '../../src/search/query.ts';
import { synonymQueries } from '../../src/search/synonyms.ts';
import { termProcessor } from '../../src/search/terms.ts';
import { graph, site } from '../site/content.ts';

/**
 * Words Spanish-speaking parents type, each with a page it must find, over the real Spanish guides. A page moved
 * since (npm run move, which records its old address in site.yaml) is looked for where it is now.
 */
const QUERIES: Record<string, string> = {
  contrasena: '/es/enrollment', // no accent typed: "contraseña"
  inscribir: '/es/enrollment', // a verb: the guides say "inscripción"
  'telefono nuevo': '/es/mfa/mfahelp/mfahelp_backup',
  'codigo de emparejamiento': '/es/lms/parent_account_setup',
  bloqueado: '/es/mfa/mfahelp/mfahelp_lockout',
};

const now = (route: string) => currentAddress(route, movedAddresses(site.oldAddresses, site.languages.map((language) => language.code)));

describe('search on a Spanish page', () => {
  const search = buildSearchContent(graph, 'es');
  const index = new MiniSearch(indexOptions('es'));
  index.addAll(search.documents.map((document, id) => ({ ...document, id })));
  const pagesFound = (query: string) => {
    const results = runQuery(index, [query, ...synonymQueries(query, search.synonyms, termProcessor('es'))]).results;
    return [...new Set(results.map((result) => search.documents[result.id as number]!.url.split('#')[0]))];
  };

  it('searches the Spanish guides only', () => {
    expect(search.documents.length).toBeGreaterThan(50);
    expect(search.documents.every((document) => document.url.startsWith('/es'))).toBe(true);
  });

  it.each(Object.entries(QUERIES))('"%s" finds %s among the first five pages', (query, route) => {
    expect(pagesFound(query).slice(0, 5)).toContain(now(route));
  });

  it('folds accents and cuts words to their stem, the same way for the guides and the query', () => {
    const term = termProcessor('es');
    expect(term('Contraseña')).toBe(term('contrasena'));
    expect(term('inscripción')).toBe(term('inscribir'));
    expect(term('aplicaciones')).toBe(term('aplicación'));
    expect(term('de')).toBeNull(); // a word that says nothing
  });

  it('offers its no-results help in Spanish, leading to the Spanish twins of the English help\'s pages', () => {
    const english = buildSearchContent(graph).noResults!;
    const spanish = search.noResults!;
    // The message strings/es.yaml writes, its {site.…} values filled in, not the English one.
    const written = graph.strings.get('es')!.site!.search!.noResults!.message;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(spanish.message).toMatch(new RegExp(`^${written.split(/\{site\.[\w.]+\}/).map(escaped).join('.+')}$`));
    expect(spanish.message).not.toBe(english.message);
    const hrefs = [...spanish.tasks, spanish.contactLink].map((link) => link.href);
    expect(hrefs).toEqual([...english.tasks, english.contactLink].map((link) => `/es${link.href}`));
    for (const href of hrefs) expect(graph.byPath.get(href.split('#')[0]!)?.lang, href).toBe('es');
  });
});
