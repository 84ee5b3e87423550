import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { copyProject, runScript } from '../helpers/project-copy.ts';
import { changesSinceTranslation, compareLink, markDone, translatedFromCommit, translationRows, translationTable } from '../../src/engine/node/editing/translations.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { pageData } from '../../src/engine/node/vite/page-data.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { sourceHash } from '../../src/engine/node/graph/translation.ts';

describe('translation status', { timeout: 60_000 }, () => {
  let root: string;
  const english = () => path.join(root, 'content/mfa/mfahelp/mfahelp_token.mdx');
  const spanish = () => path.join(root, 'content/es/mfa/mfahelp/mfahelp_token.mdx');
  beforeAll(async () => {
    root = copyProject();
    // Start from a site whose translations are all up to date, whatever state today's content is in:
    // an editor's English change makes a translation outdated (a warning), which these tests then make on purpose.
    const graph = await loadContentGraph({ contentDir: path.join(root, 'content') });
    for (const page of graph.pages.filter((candidate) => candidate.translation?.status === 'outdated')) {
      const original = graph.byPath.get(page.translation!.original)!;
      fs.writeFileSync(page.absoluteFile, markDone(page.source, original.source));
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  /** What `npm run translations` prints, from the copy's content as it is now. */
  const table = async () => translationTable(translationRows(await loadContentGraph({ contentDir: path.join(root, 'content') })), ['es']);

  it('with every translation marked done, every page of the site is translated and up to date', () => {
    const output = runScript(root, 'translations.ts').output; // the command itself, once
    expect(output).toMatch(/es: (\d+) of \1 pages translated and up to date \(100%\)/);
    expect(output).not.toMatch(/outdated|missing/);
  });

  it('a change to an English guide makes its twin outdated, in the table and on the Spanish page', async () => {
    fs.appendFileSync(english(), '\nA sentence added to the original after it was translated.\n');
    const graph = await loadContentGraph({ contentDir: path.join(root, 'content') });
    const row = translationRows(graph).find((candidate) => candidate.route === '/mfa/mfahelp/mfahelp_token')!;
    expect(row.languages.es).toEqual(expect.objectContaining({ status: 'outdated', file: 'content/es/mfa/mfahelp/mfahelp_token.mdx' }));
    expect(await table()).toContain('| /mfa/mfahelp/mfahelp_token (content/mfa/mfahelp/mfahelp_token.mdx) | **outdated**: the original changed on');

    // The Spanish page itself carries the notice: the date of the change and the original's address.
    const twin = graph.byPath.get('/es/mfa/mfahelp/mfahelp_token')!;
    expect(pageData(twin, graph).outdated).toEqual({ since: twin.translation!.sourceChanged, original: '/mfa/mfahelp/mfahelp_token' });
    expect(pageData(graph.byPath.get('/es/mfa/mfahelp/mfahelp_lockout')!, graph).outdated).toBeUndefined();
    // The check warns (it does not fail: the translation is still better than none).
    expect(graph.problems).toContainEqual(expect.objectContaining({ file: 'content/es/mfa/mfahelp/mfahelp_token.mdx', severity: 'warning', message: expect.stringMatching(/^is outdated: \/mfa\/mfahelp\/mfahelp_token changed on/) }));
  });

  it('--done records the new fingerprint, and the twin is up to date again', async () => {
    expect(runScript(root, 'translations.ts', ['--done', 'content/es/mfa/mfahelp/mfahelp_token.mdx']).status).toBe(0);
    expect(fs.readFileSync(spanish(), 'utf8')).toContain(`  source: "${sourceHash(fs.readFileSync(english(), 'utf8'))}"\n`);
    expect(await table()).toContain('(100%)');
  });

  it('--start begins a twin from the original, its parent and fingerprint filled in', async () => {
    fs.rmSync(path.join(root, 'content/es/lms/account_not_found.mdx'));
    expect(await table()).toMatch(/\| \/lms\/account_not_found \(content\/lms\/account_not_found\.mdx\) \| \*\*missing\*\* \|/);
    expect(runScript(root, 'translations.ts', ['--start', 'es', 'lms/account_not_found']).status).toBe(0);
    const started = fs.readFileSync(path.join(root, 'content/es/lms/account_not_found.mdx'), 'utf8');
    expect(started).toMatch(/^parent: \/es\/lms$/m);
    expect(started).toContain(`translation:\n  source: "${sourceHash(fs.readFileSync(path.join(root, 'content/lms/account_not_found.mdx'), 'utf8'))}"\n  reviewed: false\n---`);
  });

  it('markDone adds the field to a header that has none', () => {
    expect(markDone('---\ntitle: Hola\n---\n\nTexto.\n', 'original')).toBe(`---\ntitle: Hola\ntranslation:\n  source: "${sourceHash('original')}"\n  reviewed: false\n---\n\nTexto.\n`);
  });

  it('markDone writes a fingerprint of digits only as text, not a number the check would refuse', () => {
    const original = 'original 574'; // its fingerprint is 421902178577
    const header = YAML.parse(markDone('---\ntitle: Hola\n---\n', original).split('---')[1]!) as { translation: { source: unknown } };
    expect(header.translation.source).toBe('421902178577');
    expect(sourceHash(original)).toBe('421902178577');
  });

  it('shows what changed in the original since the version its translation records, word by word', () => {
    const repository = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-translated-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Tests', '-c', 'user.email=tests@example.org', ...args], { cwd: repository });
    git('init', '-q');
    const file = path.join(repository, 'guide.mdx');
    const translated = '---\ntitle: Guide\n---\n\nSelect Save to keep the form.\n';
    fs.writeFileSync(file, translated);
    git('add', '.');
    git('commit', '-q', '-m', 'the version that was translated');
    fs.writeFileSync(file, translated.replace('Save', 'Save for later'));
    git('commit', '-q', '-am', 'a later change');
    expect(changesSinceTranslation(file, sourceHash(translated), { repository })).toBe('Select Save {+for later+} to keep the form.');
    expect(changesSinceTranslation(file, 'a different fingerprint', { repository })).toBeUndefined();
    expect(translatedFromCommit(file, sourceHash(translated), { repository })).toBe(git('rev-parse', 'HEAD~1').toString().trim());
    fs.rmSync(repository, { recursive: true, force: true });
  });
});

describe('the change since a translation, on GitHub', () => {
  it('links the compare view from the translated version to now, opened at the original\'s file', () => {
    // GitHub names a file's place on a compare page `diff-` and the SHA-256 of its path.
    expect(compareLink({ server: 'https://github.com', repository: 'o/r', from: 'aaa', to: 'bbb', file: 'content/a.mdx' })).toBe(
      `https://github.com/o/r/compare/aaa...bbb#diff-${createHash('sha256').update('content/a.mdx').digest('hex')}`,
    );
  });
});
