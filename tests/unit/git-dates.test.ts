import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { gitDates } from '../../src/engine/node/graph/git-dates.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-ok');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A small repository whose content/ was committed on 2024-02-03, and one page changed again on 2025-06-07. */
function makeRepository(): string {
  const repository = path.join(work, 'origin');
  fs.cpSync(fixture, path.join(repository, 'content'), { recursive: true });
  git(repository, 'init', '-q');
  const commit = (date: string, message: string) => {
    const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` };
    execFileSync('git', ['-c', 'user.name=Tests', '-c', 'user.email=tests@example.org', 'commit', '-q', '-m', message], { cwd: repository, env });
  };
  git(repository, 'add', '.');
  commit('2024-02-03', 'content');
  fs.appendFileSync(path.join(repository, 'content/edtech.mdx'), '\nOne more line.\n');
  git(repository, 'add', '.');
  commit('2025-06-07', 'edtech changed');
  return repository;
}

const repository = makeRepository();
const lastUpdated = async (contentDir: string) => Object.fromEntries((await loadContentGraph({ contentDir })).pages.map((page) => [page.path, page.lastUpdated]));

describe('"Last updated" dates', { timeout: 60_000 }, () => {
  it('come from the last commit that changed each page', async () => {
    const graph = await loadContentGraph({ contentDir: path.join(repository, 'content') });
    expect(graph.datesFallback).toBeUndefined();
    expect(await lastUpdated(path.join(repository, 'content'))).toMatchObject({ '/edtech': '2025-06-07', '/guides': '2024-02-03' });
  });

  it('a page changed, added or moved since the last commit changed today', async () => {
    const changed = path.join(work, 'changed');
    git(work, 'clone', '-q', `file://${repository}`, changed);
    const content = path.join(changed, 'content');
    fs.appendFileSync(path.join(content, 'edtech.mdx'), '\nAn edit not committed yet.\n');
    git(changed, 'mv', 'content/guides/deep/Step_One.mdx', 'content/guides/step_one.mdx');
    fs.writeFileSync(path.join(content, 'guides/new_page.mdx'), fs.readFileSync(path.join(content, 'guides/step_one.mdx'), 'utf8'));
    const graph = await loadContentGraph({ contentDir: content, today: new Date('2031-01-02T10:00:00Z') });
    const dates = Object.fromEntries(graph.pages.map((page) => [page.path, page.lastUpdated]));
    expect(dates).toMatchObject({ '/edtech': '2031-01-02', '/guides/step_one': '2031-01-02', '/guides/new_page': '2031-01-02', '/guides': '2024-02-03' });
  });

  it('on a shallow clone, fall back to each page\'s reviewed date and say why, never "every page changed today"', async () => {
    const clone = path.join(work, 'shallow');
    git(work, 'clone', '-q', '--depth', '1', `file://${repository}`, clone);
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');

    const graph = await loadContentGraph({ contentDir: path.join(clone, 'content') });
    expect(graph.datesFallback).toMatch(/shallow/);
    for (const page of graph.pages) expect(page.lastUpdated).toBe(page.frontmatter.reviewed);
  });

  it('date files whose names git would quote (accents, spaces)', () => {
    const named = path.join(work, 'named');
    fs.mkdirSync(path.join(named, 'content'), { recursive: true });
    git(named, 'init', '-q');
    for (const name of ['Guía de inscripción.mdx', 'plain.mdx']) fs.writeFileSync(path.join(named, 'content', name), 'text\n');
    git(named, 'add', '.');
    const env = { ...process.env, GIT_AUTHOR_DATE: '2024-05-06T12:00:00Z', GIT_COMMITTER_DATE: '2024-05-06T12:00:00Z' };
    execFileSync('git', ['-c', 'user.name=Tests', '-c', 'user.email=tests@example.org', 'commit', '-q', '-m', 'named'], { cwd: named, env });
    const { dates } = gitDates(path.join(named, 'content'));
    expect(dates.get(path.join(fs.realpathSync(named), 'content', 'Guía de inscripción.mdx'))).toBe('2024-05-06');
    expect(dates.get(path.join(fs.realpathSync(named), 'content', 'plain.mdx'))).toBe('2024-05-06');
  });
});
