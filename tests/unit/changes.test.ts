import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockCounts, comparePages, wordDiff } from '../../src/engine/node/editing/changes/compare.ts';
import { readPage, readSite } from '../../src/engine/node/editing/changes/page-content.ts';
import { COMMENT_MARK, commentMarkdown, summaryMarkdown, type SummaryInput } from '../../src/engine/node/editing/changes/summary.ts';

// Two tiny built sites, not today's content: tests/fixtures/changes/README.md says what differs.
const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'changes');
const before = readSite(path.join(fixtures, 'before'));
const after = readSite(path.join(fixtures, 'after'));
const changes = comparePages(before, after);

const page = (title: string, body: string) => `<html><body data-page="/x"><header>Menu</header><main><h1>${title}</h1>${body}</main><footer>2026</footer></body></html>`;

describe('npm run changes: what a change does to the pages', () => {
  it('reads what a reader gets of a page: its words, blocks, links and pictures, not the chrome around them', () => {
    const read = after.get('/guide')!;
    expect(read.title).toBe('Reset a forgotten password');
    expect(read.headings).toEqual(['Steps', 'Get help']);
    expect(read.words).not.toContain('Back');
    expect(read.words.join(' ')).not.toMatch(/On this page|Copy link|Last updated|Print/);
    expect(read.blocks).toContain('Select Reset password.');
    expect(read.links).toEqual(['/help/']);
    // The build's hash is not part of a picture's name.
    expect(read.images).toEqual(['/assets/reset.png ("The new sign-in page")']);
    expect(read.printable).toBe(true);
  });

  it('keeps a list item\'s own words apart from the list inside it', () => {
    expect(readPage(page('T', '<ul><li>Two.</li><li>Three.<ul><li>Inner.</li></ul></li></ul>')).blocks).toEqual(['Two.', 'Three.', 'Inner.']);
  });

  it('finds the pages changed, added and removed, in every language, and ignores pages whose chrome alone changed', () => {
    expect([...after.keys()].sort()).toEqual(['/', '/es/guide', '/guide', '/new']);
    expect(changes.map((change) => [change.route, change.kind])).toEqual([
      ['/guide', 'changed'],
      ['/new', 'added'],
      ['/old', 'removed'],
    ]);
    expect(changes.find((change) => change.route === '/new')!.printable).toBe(true);
  });

  it('says in words what changed: title, sections, paragraphs, links, pictures and the words themselves', () => {
    const notes = changes.find((change) => change.route === '/guide')!.notes;
    expect(notes).toEqual(
      expect.arrayContaining([
        'Title: "Reset your password" → "Reset a forgotten password".',
        'Section added: "Get help".',
        'Paragraphs, steps and list items: 2 changed.',
        'Link added to: /help/.',
        'Picture added: /assets/reset.png ("The new sign-in page").',
        'Picture removed: /assets/reset.png ("The sign-in page").',
        'Words: "Forgot" → "Reset"',
      ]),
    );
    expect(changes.find((change) => change.route === '/new')!.notes).toEqual(['New page: "New page", 2 sections, 4 paragraphs or steps.']);
  });

  it('names the tab or question whose words changed', () => {
    const tabs = (second: string, answer: string) =>
      page('Set up', `<div class="tabs"><div class="tabs__panel"><p class="tabs__panel-label">Step 1: Install</p><p>Open the store.</p></div><div class="tabs__panel"><p class="tabs__panel-label">Step 2: Sign in</p><p>${second}</p></div></div>`
        + `<div class="accordion"><div class="accordion__item"><h3><button class="accordion__trigger"><span>I forgot my password</span></button></h3><div class="accordion__panel"><p>${answer}</p></div></div></div><p>Outside both.</p>`);
    const [changed] = comparePages(new Map([['/x', readPage(tabs('Select Next.', 'Ask the school.'))]]), new Map([['/x', readPage(tabs('Select Continue.', 'Ask your school.'))]]));
    expect(changed!.notes).toContain('Changed in the tab "Step 2: Sign in" and the question "I forgot my password".');
    const [unplaced] = comparePages(new Map([['/x', readPage(page('T', '<p>One.</p>'))]]), new Map([['/x', readPage(page('T', '<p>Two.</p>'))]]));
    expect(unplaced!.notes.join(' ')).not.toContain('Changed in');
  });

  it('finds the smallest word and block changes', () => {
    expect(wordDiff('a b c d'.split(' '), 'a x c d e'.split(' '))).toEqual([
      { removed: 'b', added: 'x' },
      { removed: '', added: 'e' },
    ]);
    expect(wordDiff(['same'], ['same'])).toEqual([]);
    expect(wordDiff([], Array.from({ length: 40 }, (_, index) => `w${index}`), 6, 3)).toEqual([{ removed: '', added: 'w0 w1 w2 …' }]);
    expect(blockCounts(['a', 'b', 'c'], ['a', 'B', 'c', 'd'])).toEqual({ changed: 1, added: 1, removed: 0 });
    expect(blockCounts(['a', 'b', 'c'], ['c'])).toEqual({ changed: 0, added: 0, removed: 2 });
  });
});

describe('npm run changes: the summary an editor reads', () => {
  const input: SummaryInput = {
    base: 'origin/main',
    built: { here: true, base: true },
    changes,
    addressOf: (route) => `https://help.example.org${route}/`,
    fileOf: (route) => (route === '/old' ? undefined : `content${route}.mdx`),
    pictures: new Map([['/guide', ['guide.before.png', 'guide.after.png', 'guide.pdf']]]),
    problems: [
      { file: 'content/other.mdx', line: 4, severity: 'error', message: '/nowhere is not a page of this site', hint: 'did you mean /guide?' },
      { file: 'content/guide.mdx', line: 9, severity: 'warning', message: 'reviewed: 2020-01-01 is more than a year ago' },
    ],
    outdated: [{ file: 'content/es/guide.mdx', original: '/guide', fingerprint: '0123456789ab' }],
  };
  const summary = summaryMarkdown(input);

  it('lists each page with its address, its file, what changed and the pictures taken of it', () => {
    expect(summary).toContain('## 3 pages (1 changed, 1 added, 1 removed)');
    expect(summary).toContain('### /guide\n\nhttps://help.example.org/guide/ (from `content/guide.mdx`)');
    expect(summary).toContain('### New: /new');
    expect(summary).toContain('### Removed: /old\n\nWas https://help.example.org/old/');
    expect(summary).toContain('- Section added: "Get help".');
    expect(summary).toContain('- In the preview folder: `guide.before.png`, `guide.after.png`, `guide.pdf`');
    // A page's own characters never turn into formatting.
    expect(summary).toContain('\\*stars\\* and &lt;b&gt;.');
  });

  it('lists the problems found anywhere on the site, and the translations to bring up to date with the way to mark them current', () => {
    expect(summary).toContain('## Problems the content check finds anywhere on the site (1 error, 1 warning)');
    expect(summary).toContain('- `content/other.mdx:4` error: /nowhere is not a page of this site (did you mean /guide?)');
    expect(summary).toContain('- `content/es/guide.mdx` no longer says what /guide says.');
    expect(summary).toContain('set `source: "0123456789ab"` under `translation:`');
  });

  it('says plainly when there is nothing to compare', () => {
    expect(summaryMarkdown({ ...input, built: { here: false, base: true }, changes: [] })).toContain('**The site does not build with this change**');
    expect(summaryMarkdown({ ...input, built: { here: true, base: false }, changes: [] })).toContain('The site did not build at `origin/main`');
    expect(summaryMarkdown({ ...input, changes: [], problems: [], outdated: [] })).toMatch(/No page reads differently[^]*Problems[^]*\n\nNone\.[^]*out of date\n\nNone\./);
  });

  it('fits a pull-request comment, pointing to the run for the rest', () => {
    expect(commentMarkdown(summary, 'https://github.com/o/r/actions/runs/1')).toContain('[this check\'s run](https://github.com/o/r/actions/runs/1)');
    const long = commentMarkdown(`# Title\n${'- a line of the summary\n'.repeat(5000)}`);
    expect(long.length).toBeLessThanOrEqual(65_536);
    expect(long).toContain('… The rest is on this check\'s run');
    // The workflow finds its own comment by its first line, to update it.
    expect(long.split('\n')[0]).toBe(COMMENT_MARK);
  });
});
