import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { pageContent } from '../../src/engine/page-body.ts';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { hasErrors, loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { ContentError } from '../../src/engine/node/vite/content-plugin.ts';
import { fileReader } from '../../src/engine/node/graph/content-reader.ts';
import { githubAnnotation, type ContentProblem } from '../../src/engine/problems.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-11-22T12:00:00Z');

/** The good fixture site with the pages of check-mistakes added, and one mistake each in site.yaml and staff.yaml. */
function siteWithMistakes(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-'));
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  fs.cpSync(path.join(fixtures, 'check-mistakes'), root, { recursive: true });
  const edit = (file: string, from: string, to: string) => {
    const absolute = path.join(root, 'content', file);
    fs.writeFileSync(absolute, fs.readFileSync(absolute, 'utf8').replace(from, to));
  };
  edit('site.yaml', 'href: /edtech', 'href: /edtek');
  edit('staff.yaml', 'img: ada.png', 'img: ada.jpg');
  return root;
}

/** npm run check on a project folder: the content graph's problems and the checks across pages. */
async function check(root: string) {
  return checkContent(await loadContentGraph({ contentDir: path.join(root, 'content'), today, readings: true }), { publicDir: path.join(root, 'public') });
}

type Found = Pick<ContentProblem, 'line' | 'column' | 'message'> & { hint?: string };

describe('npm run check on a site without mistakes', { timeout: 60_000 }, () => {
  it('finds nothing: links across pages, any case, ids of every kind, pictures and photos all resolve', async () => {
    const root = path.join(fixtures, 'check-ok');
    const result = await check(root);
    expect(result.problems).toEqual([]);
    expect(result.pagesChecked).toBe(5);
  });
});

describe('npm run check on a site with one mistake per page', { timeout: 60_000 }, () => {
  let root: string;
  let problems: ContentProblem[];
  const inFile = (file: string): Found[] =>
    problems.filter((problem) => problem.file === `content/${file}`).map(({ line, column, message, hint }) => ({ line, column, message, ...(hint ? { hint } : {}) }));
  const messagesIn = (file: string) => inFile(file).map(({ line, column, message }) => ({ line, column, message }));

  beforeAll(async () => {
    root = siteWithMistakes();
    // Each page here carries one mistake and nothing links to it: "no page links to" is not what these tests are about.
    problems = (await check(root)).problems.filter((problem) => !problem.message.startsWith('no page links to'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports every mistake at once, and nothing in the pages without one', () => {
    const files = new Set(problems.map((problem) => problem.file));
    const mistakes = fs.readdirSync(path.join(fixtures, 'check-mistakes/content/mistakes')).map((file) => `content/mistakes/${file}`);
    expect([...files].sort()).toEqual([...mistakes, 'content/site.yaml', 'content/staff.yaml'].sort());
    expect(problems.filter((problem) => problem.severity === 'error')).toHaveLength(mistakes.length + 2 - 1); // old-review is a warning
  });

  it('a missing title', () => {
    expect(inFile('mistakes/missing-title.mdx')).toEqual([
      { line: 1, column: undefined, message: 'title: is required but missing', hint: 'add a line "title: ..." between the --- lines at the top' },
    ]);
  });

  it('a misspelled header key suggests the real one', () => {
    expect(inFile('mistakes/titel-key.mdx')).toEqual([{ line: 3, column: undefined, message: 'titel: unknown field', hint: 'did you mean "title"?' }]);
  });

  it('a link to a page that does not exist', () => {
    expect(messagesIn('mistakes/no-such-guide.mdx')).toEqual([{ line: 8, column: 9, message: '/enrollment/no_such_guide is not a page of this site' }]);
  });

  it('a link to a heading that does not exist lists the ids there are', () => {
    expect(inFile('mistakes/no-such-anchor.mdx')).toEqual([
      {
        line: 10,
        column: 5,
        message: '/enrollment#no-such-anchor: the page /enrollment has no heading or item with the id "no-such-anchor"',
        hint: 'the ids on that page are: returning, sign-in-to-powerschool, tab-computer, tab-phone, frequently-asked-questions, forgotten-password, my-account-is-locked',
      },
    ]);
  });

  it('an anchor in the wrong case: pages ignore case, ids do not', () => {
    expect(inFile('mistakes/anchor-case.mdx')).toEqual([
      { line: 8, column: 5, message: '/enrollment#Forgotten-Password: the page /enrollment has no heading or item with the id "Forgotten-Password"', hint: 'ids are lowercase: write #forgotten-password' },
    ]);
  });

  it('a picture without alt text, and a picture whose file is missing', () => {
    expect(messagesIn('mistakes/image-without-alt.mdx')).toEqual([{ line: 8, column: 1, message: 'image /images/portal.png has no alt text' }]);
    expect(inFile('mistakes/image-missing.mdx')).toEqual([
      { line: 8, column: 1, message: 'image /images/Portal.png: there is no file public/images/Portal.png', hint: 'did you mean /images/portal.png? (capital letters matter)' },
    ]);
  });

  it('building blocks used against their rules', () => {
    expect(messagesIn('mistakes/tabs-without-tab.mdx')).toEqual([{ line: 8, column: 1, message: '<Tabs> has no <Tab> inside' }]);
    expect(messagesIn('mistakes/tab-outside-tabs.mdx')).toEqual([{ line: 8, column: 1, message: '<Tab> must stand directly inside <Tabs>' }]);
    expect(messagesIn('mistakes/empty-accordion-item.mdx')).toEqual([{ line: 9, column: 1, message: '<AccordionItem title="I forgot my password"> is empty' }]);
    expect(messagesIn('mistakes/missing-attribute.mdx')).toEqual([{ line: 9, column: 1, message: '<Tab> needs label="…"' }]);
    expect(inFile('mistakes/unknown-attribute.mdx')).toEqual([{ line: 8, column: 1, message: '<Callout> has no attribute "titel"', hint: 'did you mean title="…"?' }]);
    expect(inFile('mistakes/callout-type.mdx')).toEqual([
      { line: 8, column: 1, message: '<Callout type="danger">: type must be one of note, tip, warning', hint: 'write type="note" or type="tip" or type="warning"' },
    ]);
    expect(inFile('mistakes/unknown-component.mdx')).toEqual([
      { line: 8, column: 1, message: '<Warning> is not a building block', hint: 'for a warning box, write <Callout type="warning">' },
    ]);
  });

  it('addresses that are not https, or that would run code', () => {
    expect(messagesIn('mistakes/http-link.mdx')).toEqual([
      { line: 8, column: 10, message: 'http://riversidecatholic.powerschool.example.org/public/: outside addresses must use https://, not http://' },
    ]);
    expect(messagesIn('mistakes/javascript-link.mdx')).toEqual([{ line: 8, column: 8, message: 'javascript: links are not allowed in guides' }]);
    expect(messagesIn('mistakes/relative-link.mdx')).toEqual([
      { line: 8, column: 5, message: 'enrollment/returning_instructions: a link to a page of this site must start with /' },
    ]);
  });

  it('code: <script> and import', () => {
    expect(messagesIn('mistakes/script.mdx')).toEqual([{ line: 8, column: 1, message: '<script> is not allowed in guides' }]);
    expect(messagesIn('mistakes/import.mdx')).toEqual([{ line: 8, column: 1, message: 'import and export are not allowed in guides' }]);
  });

  it('an unknown link: key and an unknown {site.…} value', () => {
    expect(inFile('mistakes/unknown-link-key.mdx')).toEqual([
      { line: 8, column: 10, message: 'link "parentPortl" is not in content/site.yaml', hint: 'did you mean link:parentPortal?' },
    ]);
    expect(messagesIn('mistakes/unknown-site-value.mdx')).toEqual([{ line: 8, column: 12, message: '{site.nmae} is not a text value in content/site.yaml' }]);
  });

  it('an MDX syntax error names the line of the open tag', () => {
    expect(messagesIn('mistakes/syntax-error.mdx')).toEqual([{ line: 8, column: 1, message: '<Callout> is opened here but never closed' }]);
  });

  it('site.yaml routes and staff photos', () => {
    expect(inFile('site.yaml')).toEqual([{ line: 23, column: undefined, message: 'nav "Office" (entry 2) href: /edtek is not a page of this site', hint: 'did you mean /edtech?' }]);
    expect(messagesIn('staff.yaml')).toEqual([{ line: 4, column: undefined, message: '"Ada Lovelace" (entry 1) img: there is no photo public/images/staff/ada.jpg' }]);
  });

  it('a guide not reviewed for a year is a warning, not an error', () => {
    const [warning] = problems.filter((problem) => problem.file === 'content/mistakes/old-review.mdx');
    expect(warning).toMatchObject({ severity: 'warning', line: 5, message: 'reviewed: 2024-03-01 is more than a year ago: this guide is due for review' });
    expect(warning?.hint).toContain('reviewed: 2026-11-22');
  });
});

describe('the build refuses what the check reports', { timeout: 60_000 }, () => {
  const contentDir = path.join(fixtures, 'check-ok/content');
  const files = fileReader(contentDir);
  /** The good fixture with one more page, x/page.mdx, built as the build builds it: its body. */
  const build = async (source: string) => {
    const reader = { mdxFiles: () => [...files.mdxFiles(), 'x/page.mdx'], read: (file: string) => (file === 'x/page.mdx' ? source : files.read(file)) };
    const graph = await loadContentGraph({ contentDir, reader });
    const page = graph.byPath.get('/x/page');
    if (hasErrors(graph)) {
      expect(page?.body).toBeUndefined();
      throw new ContentError(graph);
    }
    return page!.body;
  };
  const header = '---\ntitle: Page\ndescription: A page of the unit tests, long enough.\nowner: Tests\nreviewed: 2026-11-01\n---\n';

  it('a building block against its rules stops the compile with file and line', async () => {
    await expect(build('Intro.\n\n<Tabs>\nNo tabs.\n</Tabs>\n')).rejects.toThrow('page.mdx:3:1: <Tabs> has no <Tab> inside');
    await expect(build('[x](javascript:alert(1))\n')).rejects.toThrow('page.mdx:1:1: javascript: links are not allowed in guides');
    await expect(build('Intro.\n\n[x](data:text/html,hi)\n')).rejects.toThrow('page.mdx:3:1: data: links are not allowed in guides');
    await expect(build('<ButtonLink href="ftp://example.org/a">Get it</ButtonLink>\n')).rejects.toThrow('ftp://example.org/a: guides can only link to https://, mailto: and tel: addresses');
    await expect(build('<h2 id="x" style="color: red">Heading</h2>\n')).rejects.toThrow('<h2> has no attribute "style"');
  });

  it('valid blocks make a body of data, not code, rendered with the blocks it uses', async () => {
    const body = await build(`${header}<Tabs>\n<Tab label="One">\nText.\n</Tab>\n</Tabs>\n`);
    // An HTML tree (compile-page.ts): nothing in it is run, and nothing of the parser's is kept.
    expect(JSON.parse(body!)).toMatchObject({ type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'Tabs' }] });
    expect(body).not.toMatch(/estree|"position"|function|=>/);
    const Content = pageContent({ '/x/page': body! }, '/x/page');
    // Stand-ins for the blocks (the real ones need the page around them: authoring.test.ts checks each is there).
    const Tabs = ({ children }: { children?: ReactNode }) => createElement('div', { 'data-tabs': '' }, children);
    const Tab = ({ label, children }: { label: string; children?: ReactNode }) => createElement('section', { 'aria-label': label }, children);
    expect(renderToString(createElement(Content, { components: { Tabs, Tab } }))).toBe('<div data-tabs=""><section aria-label="One"><p>Text.</p></section></div>');
    // A block the render has no component for is named, never shown as something else.
    expect(() => renderToString(createElement(Content, { components: { Tabs } }))).toThrow('<Tab> has no component to render it');
  });

  it('a section heading written as a tag is rendered as one written with ##: the same component', async () => {
    const body = await build(`${header}## One\n\nText.\n\n<h2 id="two">Two</h2>\n\nMore.\n`);
    const Content = pageContent({ '/x/page': body! }, '/x/page');
    const h2 = ({ id, children }: { id?: string; children?: ReactNode }) => createElement('h2', { id, className: 'section' }, children);
    expect(renderToString(createElement(Content, { components: { h2 } }))).toBe('<h2 id="one" class="section">One</h2>\n<p>Text.</p>\n<h2 id="two" class="section">Two</h2>\n<p>More.</p>');
  });
});

describe('annotations on pull requests', { timeout: 60_000 }, () => {
  it('are GitHub workflow commands with file, line and column, the hint on a second line', () => {
    const problem: ContentProblem = { file: 'content/a,b.mdx', line: 3, column: 5, severity: 'error', message: '50% done: bad', hint: 'fix it' };
    expect(githubAnnotation(problem)).toBe('::error file=content/a%2Cb.mdx,line=3,col=5::50%25 done: bad%0Ahint: fix it');
    expect(githubAnnotation({ file: 'content/site.yaml', severity: 'warning', message: 'old' })).toBe('::warning file=content/site.yaml::old');
  });
});

describe('what editors paste: forgiven where the meaning is clear, else one plain sentence with the fix', { timeout: 60_000 }, () => {
  const page = (body: string) => `---\ntitle: Pasted\ndescription: A page with text pasted from elsewhere, to see what the check says.\nowner: Office\nreviewed: 2026-11-01\n---\n\n${body}\n`;
  const said = async (body: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-pasted-'));
    fs.cpSync(path.join(fixtures, 'check-ok/content'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'pasted.mdx'), page(body));
    const problems = (await loadContentGraph({ contentDir: dir })).problems.filter((problem) => problem.file.endsWith('pasted.mdx'));
    fs.rmSync(dir, { recursive: true, force: true });
    return problems.map((problem) => `${problem.line}:${problem.column} ${problem.message} | ${problem.hint}`);
  };
  const noJargon = (lines: string[]) => lines.every((line) => !/acorn|U\+[0-9A-F]{4}|MDX/.test(line));

  it('an HTML comment is an editor\'s note: allowed, and not on the page', async () => {
    expect(await said('Text.\n\n<!-- ask Maria before changing this -->\n\nMore.')).toEqual([]);
  });

  it('curly quotes in a tag, braces around a placeholder, a placeholder in an address, a wrong tag inside a block', async () => {
    const quotes = await said('<Callout title=“Note”>\nHi.\n</Callout>');
    expect(quotes).toEqual([expect.stringMatching(/^8:16 curly quotes .* type straight quotes/)]);
    const braces = await said('Write to {your email} today.');
    expect(braces).toEqual([expect.stringMatching(/^8:\d+ curly braces .*\*your email\*/)]);
    const address = await said('Go to [reset](https://example.org/reset/{code}) now.');
    expect(address).toEqual([expect.stringMatching(/^8:7 https:\/\/example\.org\/reset\/\{code\}: an address with a placeholder/)]);
    const tag = await said('<Tabs>\n<Tabz label="A">\nx\n</Tabz>\n</Tabs>');
    expect(tag).toContainEqual(expect.stringMatching(/<Tabz> is not a building block \| did you mean <Tab>\?/));
    expect(noJargon([...quotes, ...braces, ...address, ...tag])).toBe(true);
  });
});

describe('the authoring guide\'s rules, as warnings with their lines', { timeout: 60_000 }, () => {
  const header = (title: string) => `---\ntitle: ${title}\ndescription: A page written to see what the authoring checks say.\nowner: Office\nreviewed: 2026-11-01\n---\n\n`;
  const warned = async (files: Record<string, string>, withSpanish = false) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-authoring-'));
    fs.cpSync(path.join(fixtures, 'check-ok/content'), dir, { recursive: true });
    if (withSpanish) {
      const site = fs.readFileSync(path.join(dir, 'site.yaml'), 'utf8');
      fs.writeFileSync(path.join(dir, 'site.yaml'), site.replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'));
      fs.copyFileSync(path.join(dir, 'strings', 'en.yaml'), path.join(dir, 'strings', 'es.yaml'));
    }
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const { problems } = checkContent(await loadContentGraph({ contentDir: dir, readings: true }), { publicDir: path.join(dir, '..', 'public') });
    fs.rmSync(dir, { recursive: true, force: true });
    return problems.filter((problem) => problem.severity === 'warning' && Object.keys(files).some((name) => problem.file.endsWith(name))).map((problem) => `${problem.file.split('/').slice(1).join('/')}:${problem.line} ${problem.message} | ${problem.hint}`);
  };
  const linkedFromHome = '\nSee [the guide](/enrollment/extra).\n';

  it('an outside address written out, with the link: key to use when site.yaml has one', async () => {
    const said = await warned({ 'enrollment/extra.mdx': `${header('Extra')}Sign in at [the portal](https://riversidecatholic.powerschool.example.org/public/).\n\nOr [elsewhere](https://example.org/help).\n`, 'edtech.mdx': `${header('Education Technology')}${linkedFromHome}` });
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:8 https:\/\/riversidecatholic\.powerschool\.example\.org\/public\/ is written out.* \| write link:parentPortal instead/));
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:10 https:\/\/example\.org\/help is written out.*add it under links:/));
  });

  it('"click here", a skipped heading level, and a page nothing links to', async () => {
    const said = await warned({ 'enrollment/extra.mdx': `${header('Extra')}To start, [click here](/enrollment).\n\n## Steps\n\n#### Details\n\nText.\n` });
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:8 "click here" only makes sense on a screen/));
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:12 a level-4 heading follows a level-2 one \| use ###/));
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:1 no page links to \/enrollment\/extra/));
  });

  it('"select the button for your store": a button a printed sheet does not have', async () => {
    const said = await warned({ 'enrollment/extra.mdx': `${header('Extra')}Scan a QR code, or select the button for your store.
`, 'edtech.mdx': `${header('Education Technology')}${linkedFromHome}` });
    expect(said).toContainEqual(expect.stringMatching(/extra\.mdx:8 "the button for your store" only makes sense on a screen/));
  });

  it('a translation whose paragraphs or links are still in English', async () => {
    const said = await warned(
      {
        'es/enrollment/index.mdx': `${header('Inscripción')}Select the button and then you can sign in to the portal with your account.\n\nVea [la guía](/enrollment#top) para seguir.\n\n> The number of sign in attempts for this account has been exceeded.\n`,
      },
      true,
    );
    expect(said).toContainEqual(expect.stringMatching(/es\/enrollment\/index\.mdx:8 this paragraph is still in English/));
    expect(said.filter((line) => line.includes('still in English'))).toHaveLength(1);
    expect(said).toContainEqual(expect.stringMatching(/es\/enrollment\/index\.mdx:10 \/enrollment#top leads to the English page \| link to the page in this language: \/es\/enrollment#top/));
  });
});

describe('a strings file an editor broke', { timeout: 60_000 }, () => {
  it('names the file, the line and the fix, and the check goes on (it used to stop with a TypeError)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-strings-'));
    fs.cpSync(path.join(fixtures, 'check-ok/content'), dir, { recursive: true });
    const file = path.join(dir, 'strings', 'en.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^( {2}back: ).*$/m, '$1Go: back'));
    const { problems } = checkContent(await loadContentGraph({ contentDir: dir, readings: true }), { publicDir: path.join(dir, '..', 'public') });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/strings\/en\.yaml$/), line: expect.any(Number), severity: 'error', message: 'a colon ( : ) inside a value makes the line unreadable' }));
  });
});
