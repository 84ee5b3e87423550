import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';
import { copyProject, FIXTURE_SITE, runScript } from '../helpers/project-copy.ts';
import { runCommand } from '../helpers/run-command.ts';

/**
 * The commands' messages, on a copy of the project whose content/ is the fixture site with mistakes planted, in a
 * folder whose path has a space: there `npm run check` used to print nothing and exit 0 (the script did not know
 * it was the entry point, so it passed by doing nothing).
 */
describe('npm run check and npm run build, in a copy of the project with mistakes, in a folder whose path has a space', { timeout: 120_000 }, () => {
  let root: string;
  /** npm run check on the copy, as a pull request runs it (with annotations): once, for the tests that read its output. */
  let checkedOnce: { status: number | null; output: string } | undefined;
  const checked = () => {
    if (!checkedOnce) {
      const result = spawnSync('npm', ['run', '--silent', 'check'], { cwd: root, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: 'true', FORCE_COLOR: '0' } });
      checkedOnce = { status: result.status, output: `${result.stdout}${result.stderr}` };
    }
    return checkedOnce;
  };
  beforeAll(() => {
    root = copyProject('edtech project with spaces ', { site: FIXTURE_SITE });
    const page = path.join(root, 'content/enrollment/returning_instructions.mdx');
    const source = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, source.replace('title: ', 'titel: ').replace('## Before you start', '## Before you start\n\nSee [help](/enrollment#no-such-anchor).'));
    // A page too hard for families to read, linked so that it is not a page nothing leads to.
    const hard = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/plain-language/grade-twelve.mdx'), 'utf8').replace('owner: Tests', 'parent: /enrollment\nunlinked: "a test page"\nowner: Tests');
    fs.writeFileSync(path.join(root, 'content/enrollment/too_hard.mdx'), hard);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists every problem with file and line, exits with 1, and inside GitHub Actions also prints annotations', () => {
    expect(root).toContain(' ');
    const result = checked();
    expect(result.status).toBe(1);
    expect(result.output).toContain('content/enrollment/returning_instructions.mdx:1:1: title: is required but missing');
    expect(result.output).toContain('content/enrollment/returning_instructions.mdx:2:1: titel: unknown field\n    hint: did you mean "title"?');
    expect(result.output).toMatch(/content\/enrollment\/returning_instructions\.mdx:\d+:5: \/enrollment#no-such-anchor: the page \/enrollment has no heading or item/);
    expect(result.output).toContain('::error file=content/enrollment/returning_instructions.mdx,line=2,col=1::titel: unknown field%0Ahint: did you mean "title"?');
  });

  it('ends with the errors, each starting with error and its file:line, and a line that says what they mean; warnings come before them', () => {
    const result = checked();
    const lines = result.output.trimEnd().split('\n').filter((line) => line.trim() !== '');
    expect(lines.at(-1)).toMatch(/^Content check: 4 errors, \d+ warnings? in \d+ pages: the site cannot be published until the errors are fixed\./);
    const problemLines = lines.filter((line) => /^(error|warning): /.test(line));
    const firstError = problemLines.findIndex((line) => line.startsWith('error: '));
    expect(firstError).toBeGreaterThan(0);
    expect(problemLines.slice(firstError).every((line) => /^error: content\/[^:]+:\d+:\d+: /.test(line))).toBe(true);
    expect(problemLines.slice(0, firstError).every((line) => line.startsWith('warning: '))).toBe(true);
    expect(problemLines.slice(0, firstError)).toContainEqual(expect.stringMatching(/^warning: content\/enrollment\/too_hard\.mdx:\d+:\d+: "\w+" has a plainer alternative/));
    // The annotations come first, in the same order, so the log ends with what an editor reads.
    const annotations = result.output.split('\n').filter((line) => /^::(error|warning) /.test(line));
    expect(annotations.map((line) => line.slice(2, line.indexOf(' ')))).toEqual(problemLines.map((line) => line.slice(0, line.indexOf(':'))));
    expect(result.output.lastIndexOf('::error ')).toBeLessThan(result.output.indexOf(problemLines[0]!));
    // The list an editor reads stands where GitHub runs no workflow command: between ::stop-commands::<token> and ::<token>::, a token no content can know.
    const token = /^::stop-commands::([0-9a-f-]{36})$/m.exec(result.output)?.[1];
    expect(token).toBeDefined();
    expect(result.output.indexOf(`::stop-commands::${token}`)).toBeLessThan(result.output.indexOf(problemLines[0]!));
    expect(result.output.indexOf(`\n::${token}::\n`)).toBeGreaterThan(result.output.indexOf(problemLines.at(-1)!));
  });

  it('shows the readability table only for a page that is too hard to read, and every page with --verbose', () => {
    const result = checked();
    const table = result.output.slice(result.output.indexOf('Readability of'), result.output.indexOf('\n\n', result.output.indexOf('Readability of')));
    expect(table.split('\n').slice(1)).toEqual([expect.stringMatching(/^ {2}content\/enrollment\/too_hard\.mdx +Flesch-Kincaid grade [\d.]+ {2}\(the limit is grade 8 or below\)$/)]);
    const verbose = runScript(root, 'check.ts', ['--verbose']);
    const listed = /Readability of each page \(hardest first\):\n((?: {2}content\/.+\n)+)/.exec(verbose.output)?.[1]?.split('\n').filter(Boolean).map((line) => line.trim().split(/\s+/)[0]);
    // Every page of the copy, but the one whose header has an error: it is not read until that is fixed.
    const readable = findMdxFiles(path.join(root, 'content')).map((file) => `content/${file}`).filter((file) => file !== 'content/enrollment/returning_instructions.mdx');
    expect(listed?.sort()).toEqual(readable.sort());
  });

  // The build's own function in this process (scripts/build.ts prints its error and exits with 1): Vite and the engine
  // are not loaded anew for a build that must stop before them.
  it('the build stops before Vite, with the same list', async () => {
    const build = () => buildSite({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), outDir: path.join(root, 'dist-test'), quiet: true });
    const result = await runCommand(() => build().then(() => 0, (error: Error) => (console.error(error.message), 1)));
    expect(result.status).toBe(1);
    expect(result.output).toContain('titel: unknown field');
    expect(result.output).toContain('The content check found errors');
    expect(fs.existsSync(path.join(root, 'dist-test'))).toBe(false);
  });
});
