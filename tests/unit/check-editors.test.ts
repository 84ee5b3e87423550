import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph, pageTree } from '../../src/engine/node/graph/content-graph.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';

/**
 * What an editor meets: text pasted from a word processor, a web page or an
 * email (tests/fixtures/check-pasted), the authoring guide's rules
 * (tests/fixtures/check-authoring), and mistakes in staff.yaml and a page's
 * header. Each is forgiven where its meaning is clear, or gets one plain
 * sentence with the fix, at its file, line and column; and every message the
 * check can say is explained in content/README.md.
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-11-22T12:00:00Z');
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../content/README.md'), 'utf8');

/** A copy of the good fixture site with `overlays` (fixture folders) on top, and `edits` to files of content/. */
function site(overlays: string[], edits: Record<string, (text: string) => string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-editors-'));
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  for (const overlay of overlays) fs.cpSync(path.join(fixtures, overlay), root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const absolute = path.join(root, 'content', file);
    fs.writeFileSync(absolute, edit(fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : ''));
  }
  return root;
}

async function check(root: string) {
  const graph = await loadContentGraph({ contentDir: path.join(root, 'content'), today, readings: true });
  return { graph, problems: checkContent(graph, { publicDir: path.join(root, 'public') }).problems };
}

/** A problem as an editor reads it: `line:column message | hint`. */
const said = (problem: ContentProblem) => `${problem.line}:${problem.column ?? 1} ${problem.message} | ${problem.hint ?? ''}`;

/** Words an editor should never have to read. */
const JARGON = /acorn|U\+[0-9A-F]{4}|\bMDX\b|micromark|mdast|expected a name character|Nested mappings|compact mappings|Implicit keys|Too small|Too big|Invalid/;

/** The Spanish language switched on in a copy of the fixture site (its strings are the English ones: the check only needs the file). */
const withSpanish = {
  'site.yaml': (text: string) => text.replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'),
  'strings/es.yaml': () => fs.readFileSync(path.join(fixtures, 'check-ok/content/strings/en.yaml'), 'utf8'),
};

describe('what editors paste (tests/fixtures/check-pasted)', () => {
  let root: string;
  let problems: ContentProblem[];
  let graph: Awaited<ReturnType<typeof check>>['graph'];
  const inFile = (name: string) => problems.filter((problem) => problem.file === `content/pasted/${name}.mdx` && !problem.message.startsWith('no page links')).map(said);

  beforeAll(async () => {
    root = site(['check-pasted']);
    ({ graph, problems } = await check(root));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('HTML comments and {/* */} notes are allowed and never reach the page; a comment shown as code stays', () => {
    expect(inFile('html-comments')).toEqual([]);
    expect(inFile('mdx-comments')).toEqual([]);
    for (const name of ['html-comments', 'mdx-comments']) {
      const page = graph.byPath.get(`/pasted/${name}`)!;
      const text = toString(pageTree(graph, page)!);
      expect(text).not.toMatch(/Maria|a note in a sentence|on three lines/);
      expect(text).toContain('goes on.');
      expect(page.search.map((document) => document.text).join(' ')).not.toContain('Maria');
    }
    expect(toString(pageTree(graph, graph.byPath.get('/pasted/html-comments')!)!)).toContain('<!-- a comment shown as code stays -->');
    expect(toString(pageTree(graph, graph.byPath.get('/pasted/html-comments')!)!)).toContain('<!-- a note -->');
  });

  it('the page body has no note in it', () => {
    for (const name of ['html-comments', 'mdx-comments']) {
      const page = graph.byPath.get(`/pasted/${name}`)!;
      const body = page.body!;
      expect(body).toContain('goes on.');
      expect(body).not.toMatch(/Maria|a note in a sentence|on three lines/);
    }
  });

  it('curly quotes in a tag name the quotes and the fix', () => {
    expect(inFile('curly-quotes')).toEqual(['8:16 curly quotes “ ” around a value in a <Block> tag (a word processor puts them in when you paste) | type straight quotes instead, such as title="Note"']);
    expect(inFile('curly-single-quotes')).toEqual([expect.stringMatching(/^8:16 curly quotes ‘ ’ around a value/)]);
  });

  it('braces: a placeholder, a lone brace (at the brace), and a placeholder inside an address (an error, quoted whole)', () => {
    expect(inFile('braces-placeholder')).toEqual([expect.stringMatching(/^8:10 curly braces \{ \} here are not a site value such as \{site\.name\} \| .*\*your email\*/)]);
    expect(inFile('lone-brace')).toEqual([expect.stringMatching(/^8:6 curly braces \{ \} here are not a site value/)]);
    expect(inFile('address-placeholder')).toEqual([
      '8:15 https://example.org/reset/{your code}: an address with a placeholder in braces { } is not a real address | link only the real part of the address, and write the part a reader fills in after it, in italics: *your code*',
    ]);
  });

  it('a < sign: alone, around an address or an email, and HTML tags pasted from a web page', () => {
    expect(inFile('lone-less-than')).toEqual(['8:5 a < sign here looks like the start of a tag | to show the < sign itself, write &lt; (or put a space after it)']);
    expect(inFile('angle-address')).toEqual([expect.stringMatching(/^8:7 <https:\/\/example\.org\/reset\/>: an address in angle brackets is read as a tag \| write the link as \[/)]);
    expect(inFile('angle-email')).toEqual([
      '8:10 <edtech@example.org>: an email address in angle brackets is read as a tag | write it without the brackets (edtech@example.org), or as a link: [write to us](mailto:edtech@example.org)',
    ]);
    expect(inFile('br-without-slash')).toEqual([expect.stringMatching(/^8:\d+ <br> needs a slash in a guide: <br \/> \| write <br \/>/)]);
    expect(inFile('html-bold')).toEqual(['8:6 <b> is not a building block | write **bold** with two stars on each side']);
    expect(inFile('html-link')).toEqual(['8:5 <a> is not a building block | write a link as [the words](/page) or [the words](link:key)']);
  });

  it('a paste from Word or Google Docs is one message naming every line it spans, and the rest of the page is still checked', () => {
    const word = problems.filter((problem) => problem.file === 'content/pasted/word-paste.mdx' && !problem.message.startsWith('no page links'));
    expect(word.map(said)).toEqual([
      expect.stringMatching(/^10:1 this looks pasted from Word \(lines 10 to 15\): keep the words, delete the tags \| delete every <…> tag on lines 10 to 15 and keep the words/),
      '17:41 <b> is not a building block | write **bold** with two stars on each side',
    ]);
    expect(word[0]).toMatchObject({ severity: 'error', line: 10, endLine: 15 });
    expect(inFile('google-docs-paste')).toEqual([expect.stringMatching(/^8:1 this looks pasted from Google Docs \(line 8\): keep the words, delete the tags \| /)]);
    // Never the advice that leaves the tags on the page.
    expect([...inFile('word-paste'), ...inFile('google-docs-paste')].join('\n')).not.toMatch(/&lt;|looks like the start of a tag/);
  });

  it('a wrong part inside a block suggests the part that block takes, once', () => {
    expect(inFile('wrong-part')).toEqual(['12:1 <Tabz> is not a building block | did you mean <Tab>?']);
  });

  it('a note left open says so where it starts', () => {
    expect(inFile('unclosed-html-comment')).toEqual(['10:1 this note <!-- is never closed | end it with -->']);
    expect(inFile('unclosed-mdx-comment')).toEqual([expect.stringMatching(/^10:1 this note \{\/\* is never closed \| end it with \*\/\}/)]);
  });

  it('Markdown that did not take is an error at its sign, never brackets or stars on the page', () => {
    const link = /^8:5 this link is not written as a link, so the page would show its brackets \| write \[the words\]\(\/address\)/;
    expect(inFile('link-with-space')).toEqual([expect.stringMatching(link)]);
    expect(inFile('link-key-with-space')).toEqual([expect.stringMatching(/^8:6 this link is not written as a link/)]);
    expect(inFile('bold-with-space')).toEqual([expect.stringMatching(/^8:8 these \*\* would show on the page/)]);
    expect(inFile('heading-without-space')).toEqual(['8:1 a heading needs a space after its # signs | write ## and a space, then the words']);
  });

  it('{site.…} in a title or label is filled in (whatever the case of "site"); other braces there are said', () => {
    expect(inFile('site-value-in-title')).toEqual([]);
    const titles: string[] = [];
    const walk = (node: { type: string; attributes?: { name: string; value: unknown }[]; children?: unknown[] }) => {
      for (const attribute of node.attributes ?? []) if (attribute.name === 'title' || attribute.name === 'label') titles.push(String(attribute.value));
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(pageTree(graph, graph.byPath.get('/pasted/site-value-in-title')!)! as never);
    expect(titles).toEqual(['Welcome to Riverside Catholic Schools', 'PowerSchool on a computer']);
    expect(inFile('placeholder-in-title')).toEqual([expect.stringMatching(/^8:1 <Callout title="…\{your name\}…">: curly braces \{ \} here are not a site value/)]);
    expect(inFile('brace-in-title')).toEqual([expect.stringMatching(/^8:1 <Callout title>: a curly brace \{ or \} on its own \| write &#123;/)]);
  });

  it('blocks written so they would not show as meant: steps as bullets, tabs inside a line, a link: key in the text', () => {
    expect(inFile('steps-as-bullets')).toEqual([expect.stringMatching(/^9:1 <Steps> holds a numbered list, and nothing else \| start each step on its own line with its number/)]);
    expect(inFile('tabs-in-a-line')).toEqual([expect.stringMatching(/^8:1 <Tabs> must start on a line of its own \| put <Tabs …> on its own line/)]);
    expect(inFile('link-key-in-text')).toEqual(["8:7 link:parentPortal only works as a link's address | write [the words a reader sees](link:parentPortal)"]);
  });

  it('a header line indented by mistake is named on that line; a colon in a value says to quote it', () => {
    expect(inFile('header-colon')).toEqual(['2:8 header: a colon ( : ) inside a value makes the line unreadable | put the whole value in double quotes, such as description: "Step 1: open the form."']);
    expect(inFile('header-indentation')).toEqual([
      '3:1 header: the indentation of this line does not match the lines around it | indent it with the same number of spaces as the lines at its level (spaces, not tabs)',
    ]);
  });

  it('no message names the parser, a character code or zod', () => {
    const pasted = problems.filter((problem) => problem.file.startsWith('content/pasted/'));
    expect(pasted.length).toBeGreaterThan(15);
    expect(pasted.map(said).filter((line) => JARGON.test(line))).toEqual([]);
  });
});

describe('staff.yaml as an editor counts it', () => {
  const staffProblems = async (edit: (text: string) => string) => {
    const root = site([], { 'staff.yaml': edit });
    const found = (await check(root)).problems.filter((problem) => problem.file === 'content/staff.yaml').map(said);
    fs.rmSync(root, { recursive: true, force: true });
    return found;
  };

  it('a bad email names the person and the value, counting from 1', async () => {
    expect(await staffProblems((text) => text.replace('  title: Engineer', '  title: Engineer\n  email: grace at example.org'))).toEqual([
      '7:1 "Grace Hopper" (entry 2) email: "grace at example.org" is not an email address | write it like jdoe@riversidecatholic.example.org: one @, no spaces, nothing else after it',
    ]);
  });

  it('a missing or empty field names the person', async () => {
    expect(await staffProblems((text) => text.replace('  title: Engineer', '  ext: "2402"'))).toEqual([expect.stringMatching(/^5:1 "Grace Hopper" \(entry 2\) title: is required but missing \|/)]);
    expect(await staffProblems((text) => text.replace('  title: Engineer', '  title: ""'))).toEqual([expect.stringMatching(/^6:1 "Grace Hopper" \(entry 2\) title: must not be empty/)]);
    // A title given in each language: an empty one, or a list instead of lines, is said as plainly.
    expect(await staffProblems((text) => text.replace('  title: Engineer', '  title:\n    en: Engineer\n    es: ""'))).toEqual([expect.stringMatching(/^8:1 "Grace Hopper" \(entry 2\) title\.es: must not be empty/)]);
    expect(await staffProblems((text) => text.replace('  title: Engineer', '  title: [Engineer, Ingeniera]'))).toEqual([expect.stringMatching(/"Grace Hopper" \(entry 2\) title: must be one text, or one text for each language code/)]);
  });

  it('a line indented by one space too many is named on that line, as indentation', async () => {
    expect(await staffProblems((text) => text.replace('  title: Engineer', '   title: Engineer'))).toEqual([expect.stringMatching(/^6:1 the indentation of this line does not match the lines around it \|/)]);
  });
});

describe('the authoring guide\'s rules (tests/fixtures/check-authoring)', () => {
  let root: string;
  let warnings: string[];
  const inFile = (name: string) => warnings.filter((line) => line.startsWith(`content/${name}:`)).map((line) => line.slice(`content/${name}:`.length));

  beforeAll(async () => {
    root = site(['check-authoring'], withSpanish);
    warnings = (await check(root))
      .problems.filter((problem) => problem.severity === 'warning')
      .map((problem) => `${problem.file}:${said(problem)}`);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('an outside address written out, in a link or on its own, with the link: key to use; not in code or a note', () => {
    expect(inFile('guides/typed-addresses.mdx')).toEqual([
      '8:25 https://riversidecatholic.powerschool.example.org/public/ is written out: outside addresses belong in content/site.yaml | write link:parentPortal instead',
      '10:10 https://example.org/help is written out: outside addresses belong in content/site.yaml | add it under links: in content/site.yaml with a short key, and write link:yourKey here',
    ]);
  });

  it('"click here", but not a screen\'s bold label', () => {
    expect(inFile('guides/screen-words.mdx')).toEqual([expect.stringMatching(/^8:12 "click here" only makes sense on a screen \| name what the link opens/)]);
  });

  it('a skipped heading level', () => {
    expect(inFile('guides/skipped-level.mdx')).toEqual([expect.stringMatching(/^10:1 a level-4 heading follows a level-2 one \| use ###/)]);
  });

  it('a page nothing else links to (its own links do not count), unless its header says why', () => {
    expect(inFile('guides/self-linked.mdx')).toEqual([expect.stringMatching(/^1:1 no page links to \/guides\/self-linked, so readers cannot find it \| .*unlinked: "why"/)]);
    expect(inFile('guides/thank-you.mdx')).toEqual([]);
  });

  it('a translation: an English paragraph, heading and question title, a link to the English page, and "haga clic aquí" (not in a screen label\'s translation)', () => {
    expect(inFile('es/enrollment/index.mdx')).toEqual([
      '10:1 this paragraph is still in English | translate it, keeping the bold labels of English-only screens as they are',
      '12:5 /enrollment#forgotten-password leads to the English page | link to the page in this language: /es/enrollment#forgotten-password',
      '16:1 the heading "Sign in to PowerSchool" is still in English | translate it as the original page says it in English; keep product names as they are',
      expect.stringMatching(/^18:15 "haga clic aquí" only makes sense on a screen/),
      '23:1 the <AccordionItem> title "I forgot my password" is still in English | translate it as the original page says it in English; keep product names as they are',
    ]);
  });
});

/** The section of content/README.md that explains every message. */
const checksSection = (() => {
  const start = readme.indexOf('## What the checks say, and how to fix it');
  const end = readme.indexOf('\n## ', start + 3);
  return readme.slice(start, end < 0 ? undefined : end).replace(/`/g, '').replace(/\s+/g, ' ').toLowerCase();
})();

/**
 * The fixed words of a message, without what changes from one problem to the
 * next (quoted values, tags, addresses, {values}, numbers, file names): its
 * longest such run must stand in the README's section.
 */
function fixedWords(message: string): string {
  const variable = /(?<![\w.])[\w.]+:(?=\s)|"[^"]*"|“[^”]*”|‘[^’]*’|<[^<>\n]{0,60}>|<[^>\s]*|\{[^}]*\}|(?:https?:\/\/|mailto:|tel:|link:|\/|#)(?:\{[^}]*\}|[^\s,])*|\b[a-z]+(?:\.\w+)+|\b\d+\b|[\w.-]+\.(?:mdx|yaml|png|jpe?g)\b/g;
  return message
    .split(variable)
    .map((part) => part.replace(/\s+/g, ' ').trim().replace(/^[\s:;,.()…-]+|[\s:;,.()…-]+$/g, ''))
    .sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length)[0]!
    .toLowerCase();
}

describe('content/README.md explains every message the check says', () => {
  it('each message of the fixtures has its row in "What the checks say, and how to fix it"', { timeout: 60_000 }, async () => {
    const roots = [
      site(['check-mistakes'], { 'site.yaml': (text) => text.replace('href: /edtech', 'href: /edtek'), 'staff.yaml': (text) => text.replace('img: ada.png', 'img: ada.jpg') }),
      site(['check-pasted']),
      site(['check-authoring'], withSpanish),
      site([], { 'staff.yaml': (text) => text.replace('  title: Engineer', '  title: ""\n  email: grace at example.org') }),
      site([], { 'staff.yaml': (text) => text.replace('  title: Engineer', '   title: Engineer') }),
      site(['check-more'], { ...withSpanish, 'site.yaml': (text) => withSpanish['site.yaml'](text).replace('links:\n', 'links:\n  unused: https://example.org/unused\n') }),
      site(['check-files'], {
        'site.yaml': (text) => text.replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'),
        'strings/es.yaml': () => `${fs.readFileSync(path.join(fixtures, 'check-ok/content/strings/en.yaml'), 'utf8')}\nsite:\n  siteUrl: https://elsewhere.example.org\n`,
      }),
      site([], { 'site.yaml': (text) => text.replace('    href: /edtech\n', '    href: //1113982867/login\n') }),
      site([], {
        'sources.yaml': () => 'cited:\n  about: A vendor page a guide cites\n  url: https://example.org/a\n  read: 2026-11-01\nuncited:\n  about: A vendor page nobody cites\n  url: https://example.org/b\n  read: 2026-11-01\n',
        'enrollment/returning_instructions.mdx': (text) => text.replace('printable: true', 'printable: true\nsources: [cited, no-such-source]'),
      }),
      site([], { 'sources.yaml': () => 'both:\n  about: A source written both ways\n  repo: acme/docs\n  path: a.md\n  url: https://example.org/a\n  read: 2026-11-01\n  commit: abc\n' }),
    ];
    const messages = new Set((await Promise.all(roots.map(check))).flatMap((checked) => checked.problems.map((problem) => problem.message)));
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
    expect(messages.size).toBeGreaterThan(40);
    const undocumented = [...messages].filter((message) => !checksSection.includes(fixedWords(message)));
    expect(undocumented).toEqual([]);
  });

  it('reads a message\'s fixed words the way the rows write them', () => {
    expect(fixedWords('"Grace Hopper" (entry 2) email: "x y" is not an email address')).toBe('is not an email address');
    expect(fixedWords('<Tabz> is not a building block')).toBe('is not a building block');
    expect(fixedWords('/enrollment/no_such_guide is not a page of this site')).toBe('is not a page of this site');
    expect(fixedWords('titel: unknown field')).toBe('unknown field');
    expect(fixedWords('links.portalHelp is used by no page')).toBe('is used by no page');
    expect(fixedWords('https://example.org/reset/{your code}: an address with a placeholder in braces { } is not a real address')).toBe('an address with a placeholder in braces');
  });
});
