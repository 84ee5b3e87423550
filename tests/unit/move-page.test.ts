/**
 * npm run move (src/engine/node/editing/move-page.ts) and the old addresses it
 * records, on a small bilingual site of the tests' own (tests/helpers/bilingual-content.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bilingualContent } from '../helpers/bilingual-content.ts';
import { rewriteGuide, rewriteYaml } from '../../src/engine/node/editing/address-rewrite.ts';
import { MoveError, movePage } from '../../src/engine/node/editing/move-page.ts';
import { recordMove } from '../../src/engine/node/editing/old-address-entries.ts';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { currentAddress, movedAddresses, readOldAddress } from '../../src/engine/old-addresses.ts';

const made: string[] = [];
afterAll(async () => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true });
});
/** A bilingual site in its own project folder (content/ and public/). */
function project(): string {
  const root = path.dirname(bilingualContent());
  made.push(root);
  return root;
}
const graphOf = (root: string) => loadContentGraph({ contentDir: path.join(root, 'content'), dates: { dates: new Map() } });
const errors = async (root: string) => checkContent(await graphOf(root), { publicDir: path.join(root, 'public') }).problems.filter((problem) => problem.severity === 'error');

describe('old addresses in site.yaml', () => {
  it('take a page\'s other spelling, or old: new; each wrong form says what to write', () => {
    expect(readOldAddress('/MFA/MFA_AuthSetup')).toEqual({ from: '/MFA/MFA_AuthSetup' });
    expect(readOldAddress({ '/mfa/old': '/mfa/new#step-2' })).toEqual({ from: '/mfa/old', to: '/mfa/new#step-2' });
    expect(readOldAddress({ from: '/mfa/old', to: '/mfa/new' })).toEqual({ message: 'write an old address and where it leads on one line, the old one first', hint: 'write - /mfa/old: /mfa/new' });
    expect(readOldAddress({ '/a': '/b', '/c': '/d' })).toMatchObject({ message: 'holds more than one old address' });
    expect(readOldAddress({ '/mfa/old': null })).toMatchObject({ message: '/mfa/old: where it leads now is missing' });
    expect(readOldAddress('mfa/old')).toEqual({ message: 'mfa/old must start with /', hint: 'write /mfa/old' });
    expect(readOldAddress('https://edtech.example.org/mfa/old/')).toEqual({ message: "https://edtech.example.org/mfa/old/: write the old address without the site's name", hint: 'write /mfa/old/' });
    expect(readOldAddress({ '/mfa/old': 'https://example.org/' })).toMatchObject({ message: 'https://example.org/ leads outside this site' });
    expect(readOldAddress(42)).toMatchObject({ message: expect.stringMatching(/^must be an old address/) });
  });

  it('lead every language to the same place, a chain to its end, and links to them to where they lead now', () => {
    const moved = movedAddresses([{ from: '/MFA/Old' }, { from: '/mfa/first', to: '/mfa/second' }, { from: '/mfa/second', to: '/mfa/third#top' }], ['en', 'es']);
    expect(Object.fromEntries(moved)).toEqual({ '/mfa/first': '/mfa/third#top', '/mfa/second': '/mfa/third#top', '/es/mfa/first': '/es/mfa/third#top', '/es/mfa/second': '/es/mfa/third#top' });
    expect(currentAddress('/MFA/First', moved)).toBe('/mfa/third#top');
    expect(currentAddress('/mfa/first#step-2', moved)).toBe('/mfa/third#step-2');
    expect(currentAddress('/mfa/other', moved)).toBe('/mfa/other');
  });

  it('are checked against the pages: leading nowhere, or naming a page that exists, is an error; a wrong form says what to write, on its line', async () => {
    const root = project();
    const site = path.join(root, 'content/site.yaml');
    const before = fs.readFileSync(site, 'utf8');
    fs.writeFileSync(site, `${before}oldAddresses:\n  - /enrollment/gone: /enrollment/nowhere\n  - /edtech: /enrollment\n  - /enrollment/old: /enrollment/returning_instructions\n`);
    const said = (await errors(root)).map((problem) => `${problem.message}`);
    expect(said).toEqual(['oldAddresses.0: /enrollment/gone leads to /enrollment/nowhere, which is not a page of this site', 'oldAddresses.1: /edtech is a page of this site, so it cannot lead elsewhere']);
    fs.writeFileSync(site, `${before}oldAddresses:\n  - from: /a\n    to: /b\n`);
    const lines = fs.readFileSync(site, 'utf8').split('\n');
    expect(await errors(root)).toContainEqual(expect.objectContaining({ line: lines.indexOf('  - from: /a') + 1, message: 'oldAddresses entry 1: write an old address and where it leads on one line, the old one first', hint: 'write - /a: /b' }));
  });
});

describe('rewriting the addresses of a file', () => {
  const newRoute = (route: string) => (route === '/lms/old' ? '/lms/new' : route === '/es/lms/old' ? '/es/lms/new' : undefined);
  const newWords = (words: string) => (words.toLowerCase() === 'the old guide' ? 'The new guide' : undefined);

  it('changes every link form, a link\'s #section and the words that were the old title, and nothing in code', () => {
    const source = [
      '---',
      'title: T',
      'parent: /LMS/Old',
      '---',
      '',
      'See [the old guide](/lms/old#step-2), ![not a link](/lms/old.png) and [another](/lms/other).',
      '',
      '[ref]: /lms/old',
      '',
      '<Card title="The old guide" href="/lms/old">',
      'Text.',
      '</Card>',
      '',
      '<ButtonLink href="/lms/old/">the old guide</ButtonLink>',
      '',
      '```mdx',
      '[the old guide](/lms/old)',
      '```',
      '',
      'Write `[x](/lms/old)` for a link.',
    ].join('\n');
    const { source: after, changes } = rewriteGuide(source, newRoute, newWords);
    expect(after).toContain('parent: /lms/new');
    expect(after).toContain('See [the new guide](/lms/new#step-2), ![not a link](/lms/old.png) and [another](/lms/other).');
    expect(after).toContain('[ref]: /lms/new');
    expect(after).toContain('<Card title="The new guide" href="/lms/new">');
    expect(after).toContain('<ButtonLink href="/lms/new">the new guide</ButtonLink>');
    expect(after).toContain('```mdx\n[the old guide](/lms/old)\n```');
    expect(after).toContain('Write `[x](/lms/old)` for a link.');
    expect(changes.map((change) => `${change.line} ${change.kind}`)).toEqual(['3 address', '6 words', '6 address', '8 address', '10 words', '10 address', '14 address', '14 words']);
  });

  it("a family packet's guides follow the guide, each on its line", () => {
    const source = ['---', 'title: P', 'packet:', '  for: New families.', '  guides:', '    - /lms/other', '    - /lms/old', '---', '', 'Text.'].join('\n');
    const { source: after, changes } = rewriteGuide(source, newRoute);
    expect(after).toContain('  guides:\n    - /lms/other\n    - /lms/new\n---');
    expect(changes.map((change) => `${change.line} ${change.kind}`)).toEqual(['7 address']);
  });

  it('changes href:, page: and helpPage: in a YAML file', () => {
    expect(rewriteYaml('nav:\n  - label: Old\n    href: /lms/old # the menu\nhelpPage: /lms/old#help\n', newRoute).source).toBe('nav:\n  - label: Old\n    href: /lms/new # the menu\nhelpPage: /lms/new#help\n');
  });

  it('records the move in oldAddresses, line by line, keeping every other line', () => {
    const yaml = '# top\noldAddresses:\n  - /LMS/Old\n  - /lms/older: /lms/old#x\n  - /lms/new\n\n# links\nlinks:\n  a: https://a.example\n';
    expect(recordMove(yaml, '/lms/old', '/lms/new').source).toBe('# top\noldAddresses:\n  - /LMS/Old: /lms/new\n  - /lms/older: /lms/new#x\n\n# links\nlinks:\n  a: https://a.example\n');
    expect(recordMove('name: X\nlinks:\n  a: https://a.example\n', '/lms/old', '/lms/new').source).toContain('oldAddresses:\n  - /lms/old: /lms/new\n\nlinks:');
    expect(recordMove('oldAddresses: []\nlinks: {}\n', '/lms/old', '/lms/new').source).toBe('oldAddresses:\n  - /lms/old: /lms/new\nlinks: {}\n');
  });
});

describe('npm run move', () => {
  it('renames a guide and its twin, rewrites every link, keeps translations up to date and the old address working in both languages', async () => {
    const root = project();
    const report = await movePage({ root, from: '/enrollment/returning_instructions', to: '/enrollment/re_enroll' });
    expect(report.files).toEqual([
      { from: 'content/enrollment/returning_instructions.mdx', to: 'content/enrollment/re_enroll.mdx' },
      { from: 'content/es/enrollment/returning_instructions.mdx', to: 'content/es/enrollment/re_enroll.mdx' },
    ]);
    expect(fs.readFileSync(path.join(root, 'content/enrollment/index.mdx'), 'utf8')).toContain('<ButtonLink href="/enrollment/re_enroll">');
    expect(fs.readFileSync(path.join(root, 'content/es/enrollment/index.mdx'), 'utf8')).toContain('<ButtonLink href="/es/enrollment/re_enroll">');
    expect(report.notes.join('\n')).not.toMatch(/outdated/);
    const graph = await graphOf(root);
    expect(graph.pages.filter((page) => page.translation && page.translation.status !== 'current').map((page) => page.path)).toEqual([]);
    expect(graph.aliases).toEqual(expect.arrayContaining([
      { from: '/enrollment/returning_instructions/', to: '/enrollment/re_enroll' },
      { from: '/es/enrollment/returning_instructions/', to: '/es/enrollment/re_enroll' },
    ]));
    expect(await errors(root)).toEqual([]);
  });

  it('moves to another section with a new title: link words follow, the Back button follows, the twin without its new title is outdated and said so', async () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'content/guides'));
    fs.writeFileSync(path.join(root, 'content/guides/index.mdx'), '---\ntitle: Guides\ndescription: A section page of the move tests, with nothing else on it.\nowner: Tests\nreviewed: 2026-11-01\n---\n\nGuides.\n');
    const report = await movePage({ root, from: 'enrollment/returning_instructions', to: 'guides/returning', titles: { en: 'Re-enroll a student' } });
    const moved = fs.readFileSync(path.join(root, 'content/guides/returning.mdx'), 'utf8');
    expect(moved).toMatch(/^title: Re-enroll a student$/m);
    expect(moved).toMatch(/^parent: \/guides$/m);
    expect(report.notes).toContainEqual(expect.stringMatching(/^content\/es\/guides\/returning\.mdx is now outdated: /));
    expect(report.notes).toContainEqual(expect.stringMatching(/keeps its title .*--title-es/));
    expect(await errors(root)).toEqual([]);
  });

  it('refuses what it cannot do, before changing anything', async () => {
    const root = project();
    const before = fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8');
    await expect(movePage({ root, from: '/enrollment/no_such', to: '/x' })).rejects.toThrow(/There is no page \/enrollment\/no_such to move/);
    await expect(movePage({ root, from: '/es/enrollment', to: '/x' })).rejects.toThrow(/is the es twin of \/enrollment: move that page/);
    await expect(movePage({ root, from: '/enrollment/returning_instructions', to: '/edtech' })).rejects.toThrow(/There is already a page at \/edtech/);
    await expect(movePage({ root, from: '/enrollment/returning_instructions', to: '/Bad Name' })).rejects.toThrow(/is not a valid address/);
    await expect(movePage({ root, from: '/enrollment', to: '/signup' })).rejects.toThrow(/has pages under it/);
    expect(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')).toBe(before);
    await expect(movePage({ root, from: '/', to: '/x' })).rejects.toThrow(MoveError);
  });
});

describe('a guide moved by hand', () => {
  it('its links\' hint says where it went (from git), never another language\'s page; its twin left behind says where to go', async () => {
    const root = project();
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Tests', '-c', 'user.email=tests@example.org', ...args], { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'the site');
    git('mv', 'content/enrollment/returning_instructions.mdx', 'content/enrollment/re_enroll.mdx');
    const problems = (await errors(root));
    const link = problems.find((problem) => problem.file === 'content/enrollment/index.mdx' && problem.message.startsWith('/enrollment/returning_instructions is not a page'));
    expect(link?.hint).toMatch(/^that page moved to \/enrollment\/re_enroll: link there, and add "- \/enrollment\/returning_instructions: \/enrollment\/re_enroll" under oldAddresses:/);
    const twin = problems.find((problem) => problem.file === 'content/es/enrollment/returning_instructions.mdx');
    expect(twin?.hint).toMatch(/its original moved to \/enrollment\/re_enroll .*move this file to content\/es\/enrollment\/re_enroll\.mdx/);
    // Without git's help, the nearest page in the link's own language, never its Spanish twin.
    fs.rmSync(path.join(root, '.git'), { recursive: true, force: true });
    const hint = (await errors(root)).find((problem) => problem.file === 'content/enrollment/index.mdx' && problem.message.startsWith('/enrollment/returning_instructions is not a page'))?.hint ?? '';
    expect(hint).not.toContain('/es/');
  });
});
