import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContentGraph, type ContentGraph, type GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { factsChecked, SOURCES_FILE, type SourceList } from '../../src/engine/node/graph/sources-file.ts';
import { pageData } from '../../src/engine/node/render/page-data.ts';
import type { PageData } from '../../src/engine/page-types.ts';
import { FactsChecked } from '../../src/layout/FactsChecked.tsx';
import { LocaleProvider } from '../../src/layout/locale.tsx';
import { readableDate } from '../../src/layout/readable-date.ts';

/**
 * Every guide that names its sources says when its facts were checked against
 * them (issue 47 §4): the days come from content/sources.yaml's `read:`, read
 * here by the YAML library itself, never typed in, and never from git; a change
 * `npm run sources` recorded since a source was read says the office is checking.
 */
const contentDir = path.resolve(import.meta.dirname, '../../content');
const sources = parse(fs.readFileSync(path.join(contentDir, SOURCES_FILE), 'utf8')) as Record<string, { read: string; changed?: string; gone?: string }>;

let graph: ContentGraph;
beforeAll(async () => {
  graph = await loadContentGraph({ contentDir });
});

/** A page's sources as its header gives them, and on a translation its original's too (read from the headers, not through the engine). */
function citedBy(page: GraphPage): string[] {
  const main = graph.site!.languages[0]!.code;
  const original = page.lang === main ? undefined : graph.byKey.get(page.twins[main] ?? '');
  return [...new Set([...(original?.frontmatter.sources ?? []), ...(page.frontmatter.sources ?? [])])];
}

const render = (data: PageData) =>
  renderToString(
    <LocaleProvider locale={data.locale}>
      <FactsChecked facts={data.factsChecked!} />
    </LocaleProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe('when a guide\'s facts were checked, from sources.yaml', () => {
  it('every page that cites sources (a translation through its original) gives the first and last read: day of them, and only those pages', () => {
    const citing = [...graph.byKey.values()].filter((page) => citedBy(page).length > 0);
    expect(citing.length).toBeGreaterThan(0);
    for (const page of graph.byKey.values()) {
      const days = citedBy(page).map((id) => sources[id]!.read).sort();
      const facts = pageData(page, graph).factsChecked;
      if (days.length === 0) expect(facts, page.path).toBeUndefined();
      else expect({ from: facts?.from, to: facts?.to }, page.path).toEqual({ from: days[0], to: days.at(-1) });
    }
  });

  it('is said in the page\'s own language, with the dates as its readers write them, in English and in Spanish', () => {
    for (const lang of graph.site!.languages.map((language) => language.code)) {
      const page = [...graph.byKey.values()].find((candidate) => candidate.lang === lang && citedBy(candidate).length > 0);
      expect(page, lang).toBeDefined();
      const data = pageData(page!, graph);
      const days = citedBy(page!).map((id) => sources[id]!.read).sort();
      const text = render(data);
      expect(text).toContain(readableDate(days[0]!, data.locale.ui.dateLocale));
      expect(text).toContain(readableDate(days.at(-1)!, data.locale.ui.dateLocale));
      // The words are the strings file's, with the dates filled in: no placeholder is left.
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('says the office is checking when a source changed or went after it was read, from the first such day', () => {
    const list = (entries: Record<string, Partial<SourceList[string]>>): SourceList =>
      Object.fromEntries(Object.entries(entries).map(([id, fields]) => [id, { about: 'What the guides take from it', url: `https://vendor.example.org/${id}`, read: '2026-11-22', ...fields }]));
    const ids = ['a', 'b', 'c'];
    expect(factsChecked(ids, list({ a: {}, b: { read: '2026-11-28' }, c: {} }))).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(factsChecked(ids, list({ a: { changed: '2026-12-03' }, b: { gone: '2026-12-01' }, c: {} }))).toEqual({ from: '2026-11-22', to: '2026-11-22', since: { date: '2026-12-01', gone: true } });
    // A change recorded before the source was read again is already checked.
    expect(factsChecked(ids, list({ a: { read: '2026-12-05', changed: '2026-12-03' }, b: {}, c: {} }))).toEqual({ from: '2026-11-22', to: '2026-12-05' });
    expect(factsChecked([], list({ a: {} }))).toBeUndefined();
  });

  it('prints the change as a line of its own, in the page\'s language', () => {
    const page = [...graph.byKey.values()].find((candidate) => citedBy(candidate).length > 0)!;
    const data = pageData(page, graph);
    const since = { date: data.factsChecked!.from, gone: false };
    const text = render({ ...data, factsChecked: { ...data.factsChecked!, since } });
    const words = data.locale.ui.factsSourceChanged.replace('{date}', readableDate(since.date, data.locale.ui.dateLocale));
    expect(text.replace(/\s+/g, ' ')).toContain(words);
  });
});
