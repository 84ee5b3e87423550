import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { buildSearchContent } from '../../src/engine/node/vite/search-index.ts';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery } from '../../src/search/query.ts';
import { synonymQueries } from '../../src/search/synonyms.ts';
import { termProcessor } from '../../src/search/terms.ts';

/** Words Spanish-speaking parents type, each with a page it must find, over the real Spanish guides. */
const QUERIES: Record<string, string> = {
  contrasena: '/es/enrollment', // no accent typed: "contraseña"
  inscribir: '/es/enrollment', // a verb: the guides say "inscripción"
  'telefono nuevo': '/es/mfa/mfahelp/mfahelp_backup',
  'codigo de emparejamiento': '/es/lms/parent_account_setup',
  bloqueado: '/es/mfa/mfahelp/mfahelp_lockout',
};

const graph = await loadContentGraph({ contentDir: path.resolve(import.meta.dirname, '../../content') });

describe('search on a Spanish page', () => {
  const search = buildSearchContent(graph, 'es');
  const index = new MiniSearch(indexOptions('es'));
  index.addAll(search.documents.map((document, id) => ({ ...document, id })));
  const pagesFound = (query: string) => {
    const results = runQuery(index, [query, ...synonymQueries(query, search.synonyms, termProcessor('es'))]);
    return [...new Set(results.map((result) => search.documents[result.id as number]!.url.split('#')[0]))];
  };

  it('searches the Spanish guides only', () => {
    expect(search.documents.length).toBeGreaterThan(50);
    expect(search.documents.every((document) => document.url.startsWith('/es'))).toBe(true);
  });

  it.each(Object.entries(QUERIES))('"%s" finds %s among the first five pages', (query, route) => {
    expect(pagesFound(query).slice(0, 5)).toContain(route);
  });

  it('folds accents and cuts words to their stem, the same way for the guides and the query', () => {
    const term = termProcessor('es');
    expect(term('Contraseña')).toBe(term('contrasena'));
    expect(term('inscripción')).toBe(term('inscribir'));
    expect(term('aplicaciones')).toBe(term('aplicación'));
    expect(term('de')).toBeNull(); // a word that says nothing
  });

  it('offers its no-results help in Spanish, leading to Spanish pages', () => {
    expect(search.noResults?.message).toMatch(/^Ninguna guía coincide/);
    expect(search.noResults?.tasks.map((task) => task.href)).toEqual(['/es/mfa/mfahelp/mfahelp_lockout', '/es/mfa/mfa_authsetup', '/es/lms/parent_account_setup']);
    expect(search.noResults?.contactLink.href).toBe('/es/help');
  });
});
