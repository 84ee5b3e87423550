import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentGraph, type ContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { noticeInstant, noticesOn, NOTICES_FILE, readNotices } from '../../src/engine/node/graph/notices-file.ts';
import { noticeTime } from '../../src/engine/notices.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';
import { reportHref } from '../../src/engine/report-link.ts';
import { siteConfigSchema } from '../../src/engine/site-config.ts';
import { bilingualContent } from '../helpers/bilingual-content.ts';
import { testSiteConfig } from '../helpers/site-config.ts';

/**
 * The office's notices (content/notices.yaml): when a written date starts and
 * ends on the school's clock, what the check says of each mistake (file, line,
 * plain words), which pages show a notice and in which language, and the
 * report link's address. On the tests' own bilingual site, never today's content.
 */
const NOW = new Date('2026-12-07T12:00:00Z');
const ZONE = 'America/Los_Angeles';

describe('a written date on the school\'s clock', () => {
  it('a date alone starts at the start of that day and ends at its end', async () => {
    expect(new Date(noticeInstant('2027-01-31', ZONE, 'from')!).toISOString()).toBe('2027-01-31T08:00:00.000Z');
    expect(new Date(noticeInstant('2027-01-31', ZONE, 'until')!).toISOString()).toBe('2027-02-01T08:00:00.000Z');
  });

  it('a time of day is that moment, summer time included', async () => {
    expect(new Date(noticeInstant('2026-12-05 08:00', ZONE, 'from')!).toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(new Date(noticeInstant('2026-07-04T12:30', ZONE, 'until')!).toISOString()).toBe('2026-07-04T19:30:00.000Z');
    expect(new Date(noticeInstant('2026-07-04 12:30', 'UTC', 'until')!).toISOString()).toBe('2026-07-04T12:30:00.000Z');
  });

  it('no real date or time is no instant', async () => {
    for (const written of ['2026-02-30', '2026-13-01', '2026-12-05 24:00', '2026-12-05 08:60', '5 December 2026', '2026-12-5', '']) {
      expect(noticeInstant(written, ZONE, 'from'), written).toBeUndefined();
    }
  });

  it('a notice is upcoming before its start, showing until its end, ended from then', async () => {
    const notice = { from: '2026-12-05T16:00:00.000Z', until: '2026-12-05T20:00:00.000Z' };
    expect(noticeTime(notice, Date.parse('2026-12-05T15:59:59Z'))).toBe('upcoming');
    expect(noticeTime(notice, Date.parse('2026-12-05T16:00:00Z'))).toBe('showing');
    expect(noticeTime(notice, Date.parse('2026-12-05T19:59:59Z'))).toBe('showing');
    expect(noticeTime(notice, Date.parse('2026-12-05T20:00:00Z'))).toBe('ended');
    expect(noticeTime({ until: notice.until }, Date.parse('2020-01-01T00:00:00Z'))).toBe('showing');
  });
});

// Each test builds a content graph: a minute, as a loaded machine needs.
describe('notices.yaml on a site in English and Spanish', { timeout: 60_000 }, () => {
  let content: string;
  beforeAll(() => {
    content = bilingualContent();
    const site = path.join(content, 'site.yaml');
    fs.writeFileSync(site, `${fs.readFileSync(site, 'utf8')}\ntimeZone: ${ZONE}\n`);
  });
  afterAll(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

  const graphWith = (notices: string): Promise<ContentGraph> => {
    fs.writeFileSync(path.join(content, NOTICES_FILE), notices);
    return loadContentGraph({ contentDir: content, today: NOW, dates: { dates: new Map() } });
  };
  const noticeProblems = (graph: ContentGraph): ContentProblem[] => graph.problems.filter((problem) => problem.file.endsWith(NOTICES_FILE));
  /** Each problem as `severity line: message`, to compare with what an editor would read. */
  const said = (graph: ContentGraph) => noticeProblems(graph).map((problem) => `${problem.severity} ${problem.line}: ${problem.message}`);
  const on = (graph: ContentGraph, route: string) => noticesOn(graph.byPath.get(route)!, graph.notices, { languages: graph.site!.languages, siteUrl: graph.site!.siteUrl, links: graph.site!.links, exists: (candidate) => graph.byPath.has(candidate), now: graph.madeAt });

  const GOOD = `- sections: [/enrollment]
  pages: [/edtech]
  until: 2026-12-31
  text:
    en: Canvas is down **Saturday**. See [the office](/edtech) or [the help desk](link:helpDesk).
    es: Canvas no funciona el **sábado**. Vea [la oficina](/es/edtech).
`;

  it('a correct file is no problem, and its notice is on the section, the pages under it and the listed pages, in each language', async () => {
    const graph = await graphWith(GOOD);
    expect(noticeProblems(graph)).toEqual([]);
    for (const route of ['/enrollment', '/enrollment/returning_instructions', '/edtech', '/es/enrollment', '/es/edtech']) expect(on(graph, route), route).toHaveLength(1);
    expect(on(graph, '/')).toEqual([]);
    expect(on(graph, '/es')).toEqual([]);
    const [english] = on(graph, '/edtech');
    expect(english!.pieces.map((piece) => piece.text).join('')).toBe('Canvas is down Saturday. See the office or the help desk.');
    expect(english!.pieces.find((piece) => piece.strong)?.text).toBe('Saturday');
    expect(english!.pieces.filter((piece) => piece.href).map((piece) => piece.href)).toEqual(['/edtech', graph.site!.links.helpDesk]);
    expect(english!.textLang).toBeUndefined();
    expect(english!.until).toBe('2027-01-01T08:00:00.000Z');
    expect(english!.from).toBeUndefined();
    expect(english!.print).toBe(false);
    const [spanish] = on(graph, '/es/edtech');
    expect(spanish!.pieces.map((piece) => piece.text).join('')).toBe('Canvas no funciona el sábado. Vea la oficina.');
    expect(spanish!.id).toBe(english!.id);
  });

  it('pages: all is every page; a notice that starts later carries its start; one that ended is left out, with a warning', async () => {
    const graph = await graphWith(`- pages: all
  from: 2026-12-20 08:00
  until: 2026-12-20 12:00
  print: yes
  type: warning
  text:
    en: Canvas will be down Saturday from 8 a.m. to noon.
    es: Canvas no funcionará el sábado de 8 a. m. al mediodía.

- pages: all
  until: 2026-12-01
  text:
    en: Old news.
    es: Noticia vieja.
`);
    expect(said(graph)).toEqual(['warning 11: notice 2 ended (until: 2026-12-01), so the site leaves it out']);
    for (const page of graph.pages) {
      const notices = on(graph, page.path);
      expect(notices.map((notice) => [notice.from, notice.until, notice.print, notice.type])).toEqual([['2026-12-20T16:00:00.000Z', '2026-12-20T20:00:00.000Z', true, 'warning']]);
    }
  });

  it('a language without its text shows the main language\'s, marked as such, with links to its own pages; a warning says so', async () => {
    const graph = await graphWith(`- pages: [/edtech]
  until: 2026-12-31
  text:
    en: See [the office](/edtech).
`);
    expect(said(graph)).toEqual(['warning 4: notice 1 has no text in Español (es): its pages show the English text, marked as English']);
    const [notice] = on(graph, '/es/edtech');
    expect(notice!.textLang).toBe('en');
    expect(notice!.pieces.find((piece) => piece.href)?.href).toBe('/es/edtech');
  });

  it('a setting decides whether a notice shows at all', async () => {
    const notices = async (field: string) => (await graphWith(`- pages: all
  until: 2026-12-31
  ${field}
  text:
    en: Text codes end.
    es: Se acaban los códigos.
`)).notices;
    expect(await notices('not: mfa.ownTextCodeProvider')).toHaveLength(1);
    expect(await notices('is: mfa.ownTextCodeProvider')).toHaveLength(0);
  });

  it('every mistake is named with its line, in plain words, with what to do', async () => {
    const graph = await graphWith(`- pages: [/edtek, /es/edtech]
  sections: [/enrolment]
  from: 2026-12-40
  until: 2026-12-01
  text:
    en: Hello
    fr: Bonjour
- pages: all
  from: 2026-12-20
  until: 2026-12-10
  not: mfa.ownTextCodeProvidr
  text:
    es: Hola [a ninguna parte](/no/such/page) y [fuera](https://example.org)
- until: 2026-12-31
  text:
    en: |
      # A heading

      - a list
    es: Una [clave](link:helpDeks).
`);
    const problems = noticeProblems(graph);
    expect(said(graph)).toEqual([
      'error 3: notice 1 from: "2026-12-40" is not a date',
      'error 1: notice 1 pages: /edtek is not a page of this site',
      'error 1: notice 1 pages: /es/edtech is a translation\'s address',
      'error 2: notice 1 sections: /enrolment is not a page of this site',
      'error 7: notice 1 text: fr is not one of the site\'s languages (en, es)',
      'warning 6: notice 1 has no text in Español (es): its pages show the English text, marked as English',
      'error 10: notice 2 until: 2026-12-10 is before from: 2026-12-20, so the notice would never show',
      'error 11: notice 2 not: mfa.ownTextCodeProvidr is not a yes-or-no setting in site.yaml',
      'error 13: notice 2 text (es): /no/such/page is not a page of this site',
      'error 13: notice 2 text (es): https://example.org: a notice links to an outside address by its key (link:helpDesk)',
      'error 13: notice 2 has no text in English (en), the site\'s main language',
      'error 14: notice 3 says no pages to show on',
      'error 16: notice 3 text (en): a notice is one paragraph of words: no headings, lists or empty lines',
      'error 20: notice 3 text (es): link:helpDeks is not a key under links: in site.yaml',
    ]);
    const hint = (start: string) => problems.find((problem) => problem.message.startsWith(start))?.hint;
    expect(hint('notice 1 from')).toMatch(/YYYY-MM-DD/);
    expect(hint('notice 1 pages: /edtek')).toBe('did you mean /edtech?');
    expect(hint('notice 1 pages: /es/edtech')).toMatch(/\/edtech: its translations show the notice too/);
    expect(hint('notice 1 sections')).toBe('did you mean /enrollment?');
    expect(hint('notice 2 not')).toBe('did you mean mfa.ownTextCodeProvider?');
    expect(hint('notice 3 text (es)')).toBe('did you mean link:helpDesk?');
    expect(graph.notices).toEqual([]);
  });

  it('a file that is not a list of notices says how one starts; an empty file is no notice', async () => {
    expect(said(await graphWith('text: Hello\n'))).toEqual(['error 1: notices.yaml must be a list of notices, each starting with "- "']);
    const empty = await graphWith('# No notices today.\n');
    expect(noticeProblems(empty)).toEqual([]);
    expect(empty.notices).toEqual([]);
  });
});

describe('"Something wrong on this page?"', () => {
  const site = testSiteConfig({ siteUrl: 'https://help.example.org/docs', office: { name: 'Office', page: '/edtech', email: 'office@example.org', phone: '1', address: 'a', hours: 'h' } });
  const ui = { reportSubject: 'Wrong: {title}', reportBody: 'Page: {title}\n{address}\n\nWhat is wrong:' };
  const page = { path: '/mfa/mfa_passkey', title: 'Set up a passkey & more' };

  it('by default, an email to the office with the page\'s title and address, every character encoded', async () => {
    const href = reportHref(site, ui, page);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('office@example.org');
    expect(href).not.toMatch(/[ &](?!body=)/);
    expect(decodeURIComponent(url.searchParams.get('subject') === null ? '' : /subject=([^&]*)/.exec(href)![1]!)).toBe('Wrong: Set up a passkey & more');
    expect(decodeURIComponent(/body=([^&]*)/.exec(href)![1]!)).toBe('Page: Set up a passkey & more\r\nhttps://help.example.org/docs/mfa/mfa_passkey/\r\n\r\nWhat is wrong:');
  });

  it('with a form in site.yaml, the form with the page\'s address in its field', async () => {
    const withForm = { ...site, reportProblem: { form: 'https://forms.example.org/r/abc?lang=en', pageParameter: 'page' } };
    const url = new URL(reportHref(withForm, ui, page));
    expect(url.origin + url.pathname).toBe('https://forms.example.org/r/abc');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('page')).toBe('https://help.example.org/docs/mfa/mfa_passkey/');
  });

  it('site.yaml: a form needs the name of its field; a time zone must exist', async () => {
    const problems = (extra: object) => siteConfigSchema.safeParse({ ...site, ...extra }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(problems({ reportProblem: { form: 'https://forms.example.org/r/abc' } })).toEqual([expect.stringMatching(/^reportProblem.pageParameter: form and pageParameter go together/)]);
    expect(problems({ timeZone: 'Riverside' })).toEqual([expect.stringMatching(/^timeZone: must be a time zone name such as America\/Los_Angeles/)]);
    expect(problems({ timeZone: ZONE })).toEqual([]);
  });
});

describe('the editors\' guide', { timeout: 60_000 }, () => {
  it('its notice example ("Canvas will be down Saturday") is a correct notice on today\'s site, in every language', async () => {
    const { graph } = await import('../site/content.ts');
    const guide = fs.readFileSync(path.join(import.meta.dirname, '../../content/README.md'), 'utf8');
    const example = /## Notices[\s\S]*?```yaml\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(example, 'content/README.md has a yaml example under "## Notices"').toBeDefined();
    const problems: ContentProblem[] = [];
    const notices = readNotices(example, { file: 'content/README.md', site: graph.site!, routes: new Set(graph.byPath.keys()), now: new Date('2000-01-01T00:00:00Z') }, problems);
    expect(problems).toEqual([]);
    expect(notices).toHaveLength(1);
    expect(Object.keys(notices[0]!.pieces).sort()).toEqual(graph.site!.languages.map((language) => language.code).sort());
  });
});
