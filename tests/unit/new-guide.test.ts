import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuide, NewGuideError, routeFromArgument } from '../../src/engine/node/editing/new-guide.ts';
import { copyProject, runScript } from '../helpers/project-copy.ts';
import { pageFile } from '../../src/engine/urls.ts';

describe('npm run new: the address', () => {
  it('accepts a route with or without slashes, content/ or .mdx', () => {
    for (const argument of ['lms/grades', '/lms/grades/', 'content/lms/grades.mdx']) expect(routeFromArgument(argument)).toBe('/lms/grades');
  });

  it('refuses capitals, spaces and reserved names, with a suggestion when there is one', () => {
    expect(() => routeFromArgument('LMS/Grade Book')).toThrow(/"LMS\/Grade Book" is not a valid address[\s\S]*Did you mean: npm run new -- lms\/grade_book/);
    expect(() => routeFromArgument('lms/index')).toThrow(NewGuideError);
    expect(() => routeFromArgument('')).toThrow(NewGuideError);
    expect(() => routeFromArgument('../secrets')).toThrow(NewGuideError);
  });
});

describe('npm run new, in a copy of the project', () => {
  let root: string;
  beforeAll(() => {
    root = copyProject();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses an address that is taken, in any case', () => {
    expect(() => createGuide({ root, route: 'mfa/mfahelp' })).toThrow('The page /mfa/mfahelp already exists: content/mfa/mfahelp/index.mdx.');
    expect(() => createGuide({ root, route: 'edtech' })).toThrow(/already exists: content\/edtech\.mdx/);
  });

  it('finds the nearest existing page for the Back button', () => {
    const guide = createGuide({ root, route: 'lms/newsection/deep_page', today: new Date('2026-11-22') });
    expect(guide).toEqual({ file: 'content/lms/newsection/deep_page.mdx', route: '/lms/newsection/deep_page', parent: '/lms' });
    fs.rmSync(path.join(root, 'content/lms/newsection'), { recursive: true });
  });

  it('makes a guide that passes the check, builds and appears at its route', { timeout: 120_000 }, () => {
    const created = runScript(root, 'new-guide.ts', ['lms/grade_book']);
    expect(created.status).toBe(0);
    expect(created.output).toContain('Created content/lms/grade_book.mdx');
    expect(created.output).toContain('npm run dev, then open http://localhost:5173/lms/grade_book');

    const source = fs.readFileSync(path.join(root, 'content/lms/grade_book.mdx'), 'utf8');
    expect(source).toMatch(/^---\ntitle: Grade book\n[\s\S]*parent: \/lms\nprintable: true\nowner: Education Technology Department\nreviewed: \d{4}-\d\d-\d\d\n/);
    expect(source).toContain('## Before you start');
    expect(source).toContain('## If something goes wrong');

    // It passes the check; each line of example text left in is a warning, so none reaches parents unnoticed.
    const checked = runScript(root, 'check.ts');
    expect(checked.output).toContain('Content check: 0 errors,');
    expect(checked.output.match(/^warning: content\/lms\/grade_book\.mdx:\d+:\d+: still has the template's example text/gm)).toHaveLength(7);
    // The template itself is plain language: nothing else to warn about in it.
    expect(checked.output).not.toMatch(/^warning: content\/lms\/grade_book\.mdx:\d+:\d+: (?!still has the template|no page links to \/lms\/grade_book)/m);
    // Nothing links to a new guide yet, and the check says where to link it from.
    expect(checked.output).toMatch(/warning: content\/lms\/grade_book\.mdx:1:1: no page links to \/lms\/grade_book[^\n]*\n {4}hint: link to it from \/lms/);
    expect(checked.output).toMatch(/warning: content\/lms\/grade_book\.mdx:3:1: still has the template's example text "Replace this sentence/);
    expect(checked.output).toMatch(/warning: content\/lms\/grade_book\.mdx:25:1: still has the template's example text "Say what the reader sees/);
    expect(checked.status).toBe(0);

    const again = runScript(root, 'new-guide.ts', ['lms/grade_book']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('The page /lms/grade_book already exists');

    const dist = path.join(root, 'dist-test');
    const built = runScript(root, 'build.ts', [], { SITE_DIST: dist });
    expect(built.status, built.output).toBe(0);
    const html = fs.readFileSync(path.join(dist, pageFile('/lms/grade_book')), 'utf8');
    expect(html).toContain('<h1');
    expect(html).toContain('Grade book');
    expect(html).toContain('Before you start');
  });
});
