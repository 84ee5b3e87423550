import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { buildSearchContent, searchAssets } from '../../src/engine/node/vite/search-index.ts';
import { indexOptions } from '../../src/search/index-options.ts';
import { runQuery } from '../../src/search/query.ts';
import { guideNumberOf, termFileKey, type DocumentFile, type SearchContent, type SearchMeta, type TermEntry } from '../../src/search/search-data.ts';
import { synonymQueries } from '../../src/search/synonyms.ts';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-ok');
const contentGraph = (contentDir: string) => loadContentGraph({ contentDir });
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture site with extra files (path -> text). */
function contentWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
  made.push(dir);
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const header = (title: string, extra = '') => `---\ntitle: ${title}\ndescription: A page of the search index unit tests, long enough.\nowner: Tests\nreviewed: 2026-01-01\n${extra}---\n`;

const GUIDE = `${header('Token help', 'keywords: [key fob, OATH]\n')}
Help with tokens at {site.name}.

## What a token is

A small device with a **six-digit** code.

### Where it comes from

The [office](/edtech) gives it to you.

<h2 id="chosen">Chosen heading</h2>

Text under a heading with a chosen id.

## Step by step

Before the tabs.

<Tabs>
<Tab label="Install the app">
Install it from the store.

### On an iPhone

Open the App Store.
</Tab>
<Tab label="Scan and Finalize">
Scan the QR code.
</Tab>
</Tabs>

After the tabs.

## Common problems

<Accordion>
<AccordionItem title="The screen is blank">
The battery is probably empty.
</AccordionItem>
<AccordionItem id="lost" title="The token is lost">
Tell your tech liaison.
</AccordionItem>
</Accordion>

<Callout type="warning" title="Do not share it">
Keep it safe.
</Callout>
`;

async function buildGuide(): Promise<SearchContent> {
  const content = await contentGraph(contentWith({ 'guides/token.mdx': GUIDE }));
  expect(content.problems).toEqual([]);
  return buildSearchContent(content);
}

function documentsOf(search: SearchContent, guide: string) {
  return search.documents.filter((document) => document.url.split('#')[0] === guide);
}

describe('the search index builder', () => {
  it('makes one document for the top of each guide and one per h2 or h3 section, with its #anchor', async () => {
    const documents = documentsOf(await buildGuide(), '/guides/token');
    expect(documents.map((document) => [document.url, document.section])).toEqual([
      ['/guides/token', ''],
      ['/guides/token#what-a-token-is', 'What a token is'],
      ['/guides/token#where-it-comes-from', 'Where it comes from'],
      ['/guides/token#chosen', 'Chosen heading'],
      ['/guides/token#step-by-step', 'Step by step'],
      ['/guides/token#tab-install-the-app', 'Install the app'],
      ['/guides/token#on-an-iphone', 'On an iPhone'],
      ['/guides/token#tab-scan-and-finalize', 'Scan and Finalize'],
      ['/guides/token#common-problems', 'Common problems'],
      ['/guides/token#the-screen-is-blank', 'The screen is blank'],
      ['/guides/token#lost', 'The token is lost'],
    ]);
    expect(documents.every((document) => document.guide === 'Token help')).toBe(true);
  });

  it('keeps each part’s own words, with {site.…} values resolved and words kept apart', async () => {
    const byUrl = new Map(documentsOf(await buildGuide(), '/guides/token').map((document) => [document.url, document.text]));
    expect(byUrl.get('/guides/token')).toBe('Help with tokens at Diocese of Riverside Catholic Schools.');
    expect(byUrl.get('/guides/token#what-a-token-is')).toBe('A small device with a six-digit code.');
    expect(byUrl.get('/guides/token#where-it-comes-from')).toBe('The office gives it to you.');
    expect(byUrl.get('/guides/token#chosen')).toBe('Text under a heading with a chosen id.');
  });

  it('gives each tab panel and each accordion answer its own document; text after the tabs stays in its section', async () => {
    const byUrl = new Map(documentsOf(await buildGuide(), '/guides/token').map((document) => [document.url, document.text]));
    expect(byUrl.get('/guides/token#step-by-step')).toBe('Before the tabs. After the tabs.');
    expect(byUrl.get('/guides/token#tab-install-the-app')).toBe('Install it from the store.');
    expect(byUrl.get('/guides/token#on-an-iphone')).toBe('Open the App Store.');
    expect(byUrl.get('/guides/token#tab-scan-and-finalize')).toBe('Scan the QR code.');
    expect(byUrl.get('/guides/token#the-screen-is-blank')).toBe('The battery is probably empty.');
    expect(byUrl.get('/guides/token#lost')).toBe('Tell your tech liaison.');
    expect(byUrl.get('/guides/token#common-problems')).toBe('Do not share it Keep it safe.');
  });

  it('puts the frontmatter keywords on the guide’s top only', async () => {
    const documents = documentsOf(await buildGuide(), '/guides/token');
    expect(documents[0]!.keywords).toBe('key fob, OATH');
    expect(documents.slice(1).every((document) => document.keywords === '')).toBe(true);
  });

  it('leaves out the not-found page and bare pages', async () => {
    const content = await contentGraph(contentWith({ 'thanks.mdx': header('Thanks', 'layout: bare\n') }));
    const urls = buildSearchContent(content).documents.map((document) => document.url);
    expect(urls).toContain('/edtech');
    expect(urls.some((url) => url.startsWith('/thanks'))).toBe(false);
    expect(buildSearchContent(content).documents.some((document) => document.guide === '404 Page Not Found!')).toBe(false);
  });
});

/** The test guide's index, made once for the tests of its files (a describe block cannot wait for it). */
const guideSearch = await buildGuide();

describe('the index files', () => {
  const search = guideSearch;
  const { files, metaUrl } = searchAssets(search, '/', 'en');
  const read = <T,>(url: string) => JSON.parse(files.get(url.slice(1))!) as T;
  const meta = read<SearchMeta>(metaUrl);

  it('names every file by its content, so hosts may cache them for ever', () => {
    for (const file of files.keys()) expect(file).toMatch(/^assets\/search\/en-([a-z0-9-]+-[0-9a-f]{10}\.json|documents-[0-9a-f]{10}\/\d+\.json)$/);
    expect(searchAssets(search, '/', 'en').metaUrl).toBe(metaUrl);
  });

  it('splits the terms by first letter, so a query loads only the letters its words start with', () => {
    expect(Object.keys(meta.terms).length).toBeGreaterThan(5);
    for (const [key, url] of Object.entries(meta.terms)) {
      const entries = read<TermEntry[]>(url);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every(([term]) => termFileKey(term) === key)).toBe(true);
    }
  });

  it('has one small file per document, and knows each document’s guide from its id', () => {
    const guides = [...new Set(search.documents.map((document) => document.url.split('#')[0]))];
    search.documents.forEach((document, id) => {
      // Every document of a guide carries the guide's keywords, which only its top document has in the index.
      const keywords = search.documents.find((other) => other.url === document.url.split('#')[0])?.keywords;
      expect(read<DocumentFile>(`${meta.documents}${id}.json`)).toEqual({ url: document.url, guide: document.guide, section: document.section, text: document.text, ...(keywords ? { keywords: keywords.split(', ') } : {}) });
      expect(guideNumberOf(meta.guideStarts, id)).toBe(guides.indexOf(document.url.split('#')[0]));
    });
  });

  it('answers a query from the term files it needs', () => {
    const entries = ['b', 'e'].flatMap((key) => read<TermEntry[]>(meta.terms[key]!));
    const index = MiniSearch.loadJS({ ...meta.index, index: entries }, indexOptions('en'));
    const [best] = runQuery(index, ['battery empty']).results;
    expect(read<DocumentFile>(`${meta.documents}${best!.id}.json`).url).toBe('/guides/token#the-screen-is-blank');
  });
});

describe('synonyms', () => {
  const groups = [
    ['2FA', 'two-step', 'MFA'],
    ['PowerSchool', 'parent portal'],
  ];

  it('rewrites the query with each other word or phrase of a matching group', () => {
    expect(synonymQueries('2FA reset', groups).sort()).toEqual(['mfa reset', 'two step reset']);
    expect(synonymQueries('Two-Step', groups).sort()).toEqual(['2fa', 'mfa']);
    expect(synonymQueries('my Parent Portals password', groups)).toEqual(['powerschool password']);
  });

  it('leaves a query without synonyms alone', () => {
    expect(synonymQueries('pairing code', groups)).toEqual([]);
    expect(synonymQueries('portal', groups)).toEqual([]);
  });

  it('finds a guide by a synonym it never uses', () => {
    const index = new MiniSearch(indexOptions('en'));
    index.addAll([
      { id: 0, url: '/mfa', guide: 'Multifactor authentication', section: '', keywords: '', text: 'Set up MFA on your phone.' },
      { id: 1, url: '/lms', guide: 'Canvas', section: '', keywords: '', text: 'Parent accounts.' },
    ]);
    const query = '2FA setup';
    expect(runQuery(index, [query]).results.map((result) => result.id)).toEqual([]);
    expect(runQuery(index, [query, ...synonymQueries(query, groups)]).results.map((result) => result.id)).toEqual([0]);
  });

  it('come from site.yaml, whose search section is checked', async () => {
    const site = fs.readFileSync(path.join(fixture, 'site.yaml'), 'utf8');
    const search = `\nsearch:\n  synonyms:\n    - [2FA, MFA]\n  noResults:\n    message: Nothing found.\n    tasks:\n      - label: Guides\n        href: /guides\n    contact: Ask your {site.liaison}.\n    contactLink:\n      label: Contact us\n      href: /edtech\n`;
    const built = buildSearchContent(await contentGraph(contentWith({ 'site.yaml': site + search })));
    expect(built.synonyms).toEqual([['2FA', 'MFA']]);
    expect(built.noResults?.contact).toBe('Ask your tech liaison.');

    // Mistakes the build would meet only while writing the index are the check's to report, with their lines.
    const brokenDir = contentWith({ 'site.yaml': site + search.replace('href: /guides', 'href: /nowhere').replace('{site.liaison}', '{site.liason}') });
    const broken = checkContent(await contentGraph(brokenDir), { publicDir: path.join(brokenDir, '..', 'public') }).problems.filter((problem) => problem.message.startsWith('search.'));
    expect(broken.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^search\.noResults\.tasks "[^"]+" \(entry 1\) href: \/nowhere is not a page of this site/),
      'search.noResults.contact: {site.liason} is not a text value of site.yaml',
    ]);
    expect(broken.every((problem) => problem.line !== undefined)).toBe(true);
    const lonely = await contentGraph(contentWith({ 'site.yaml': site + search.replace('[2FA, MFA]', '[2FA]') }));
    expect(lonely.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/^search\.synonyms entry 1: a synonym group needs at least two words/)]);
  });
});
