import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bilingualContent } from '../helpers/bilingual-content.ts';
import { runScript } from '../helpers/project-copy.ts';
import { runCommand } from '../helpers/run-command.ts';
import { changesSinceTranslation, compareLink, markDone, translatedFromCommit, translationRows, translationsCommand, translationTable } from '../../src/engine/node/editing/translations.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { pageData } from '../../src/engine/node/render/page-data.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { sourceHash } from '../../src/engine/node/graph/translation.ts';

describe('translation status', { timeout: 60_000 }, () => {
  // A small bilingual site of its own, every page translated and up to date: never today's content/, whose translations an editor may be midway through.
  const content = bilingualContent();
  const project = path.resolve(import.meta.dirname, '../..');
  const english = path.join(content, 'enrollment/returning_instructions.mdx');
  const spanish = path.join(content, 'es/enrollment/returning_instructions.mdx');
  afterAll(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));
  /** The command itself, on the fixture, as npm run translations runs it. */
  const translationsScript = (...args: string[]) => runScript(project, 'translations.ts', args, { SITE_CONTENT: content });
  /** The command's own function, which the script calls, in this process: the same output and exit code, without loading the engine anew. */
  const translations = (...args: string[]) => runCommand(() => translationsCommand(args), { SITE_CONTENT: content });
  /** What `npm run translations` prints, from the fixture as it is now. */
  const table = async () => translationTable(translationRows(await loadContentGraph({ contentDir: content })), ['es']);

  it('with every translation up to date, every page of the site is translated and up to date', () => {
    const output = translationsScript().output;
    expect(output).toMatch(/es: (\d+) of \1 pages translated and up to date \(100%\)/);
    expect(output).not.toMatch(/outdated|missing/);
  });

  it('a change to an English guide makes its twin outdated, in the table and on the Spanish page', async () => {
    fs.appendFileSync(english, '\nA sentence added to the original after it was translated.\n');
    const graph = await loadContentGraph({ contentDir: content });
    const row = translationRows(graph).find((candidate) => candidate.route === '/enrollment/returning_instructions')!;
    expect(row.languages.es).toEqual(expect.objectContaining({ status: 'outdated', file: `${path.basename(content)}/es/enrollment/returning_instructions.mdx` }));
    expect(await table()).toContain(`| /enrollment/returning_instructions (${path.basename(content)}/enrollment/returning_instructions.mdx) | **outdated**: the original changed on`);

    // The Spanish page itself carries the notice: the date of the change and the original's address.
    const twin = graph.byPath.get('/es/enrollment/returning_instructions')!;
    expect(pageData(twin, graph).outdated).toEqual({ since: twin.translation!.sourceChanged, original: '/enrollment/returning_instructions' });
    expect(pageData(graph.byPath.get('/es/enrollment')!, graph).outdated).toBeUndefined();
    // The check warns (it does not fail: the translation is still better than none).
    expect(graph.problems).toContainEqual(expect.objectContaining({ file: `${path.basename(content)}/es/enrollment/returning_instructions.mdx`, severity: 'warning', message: expect.stringMatching(/^is outdated: \/enrollment\/returning_instructions changed on/) }));
  });

  it('--done takes several files, records each new fingerprint, and the twins are up to date again', async () => {
    fs.appendFileSync(path.join(content, 'edtech.mdx'), '\nAnother sentence added after the translation.\n');
    expect(await table()).toMatch(/\*\*outdated\*\*[^\n]+\n[\s\S]*\*\*outdated\*\*/);
    const done = await translations('--done', spanish, path.join(content, 'es/edtech.mdx'));
    expect(done.status, done.output).toBe(0);
    expect(fs.readFileSync(spanish, 'utf8')).toContain(`  source: "${sourceHash(fs.readFileSync(english, 'utf8'))}"\n`);
    expect(fs.readFileSync(path.join(content, 'es/edtech.mdx'), 'utf8')).toContain(`  source: "${sourceHash(fs.readFileSync(path.join(content, 'edtech.mdx'), 'utf8'))}"\n`);
    expect(await table()).toContain('(100%)');
  });

  it('--done marks nothing when one of its files is not a translation, and says which', async () => {
    fs.appendFileSync(english, '\nOne more sentence.\n');
    const before = fs.readFileSync(spanish, 'utf8');
    const done = await translations('--done', spanish, english);
    expect(done.status).toBe(1);
    expect(done.output).toContain('is a page in the main language: give its translation');
    expect(done.output).toContain('Nothing was marked.');
    expect(fs.readFileSync(spanish, 'utf8')).toBe(before);
  });

  it('--start begins a twin from the original, its parent and fingerprint filled in', async () => {
    fs.rmSync(spanish);
    // A guide that names its sources: the twin inherits them, --start copies none (src/engine/node/graph/sources-file.ts).
    fs.writeFileSync(path.join(content, 'sources.yaml'), 'form-status:\n  about: the form status page\n  url: https://example.org/forms\n  read: 2026-11-24\n');
    fs.writeFileSync(english, fs.readFileSync(english, 'utf8').replace(/^---\n/, '---\nsources: [form-status]\n'));
    expect(await table()).toMatch(/\| \/enrollment\/returning_instructions \([^)]+\) \| \*\*missing\*\* \|/);
    expect((await translations('--start', 'es', 'enrollment/returning_instructions')).status).toBe(0);
    const started = fs.readFileSync(spanish, 'utf8');
    expect(started).toMatch(/^parent: \/es\/enrollment$/m);
    expect(started).not.toMatch(/^sources:/m);
    expect(started).toContain(`translation:\n  source: "${sourceHash(fs.readFileSync(english, 'utf8'))}"\n  reviewed: false\n---`);
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

    // Moved (npm run move uses git mv) and changed again, not committed yet: the history follows it.
    fs.mkdirSync(path.join(repository, 'section'));
    git('mv', 'guide.mdx', 'section/moved.mdx');
    git('commit', '-q', '-m', 'moved');
    const moved = path.join(repository, 'section/moved.mdx');
    fs.writeFileSync(moved, fs.readFileSync(moved, 'utf8').replace('form.', 'form today.'));
    expect(changesSinceTranslation(moved, sourceHash(translated), { repository })).toBe('Select Save {+for later+} to keep the [-form.-]{+form today.+}');
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
