import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuide, NewGuideError, routeFromArgument } from '../../src/engine/node/editing/new-guide.ts';
import { reportCheck } from '../../src/engine/node/checks/print-problems.ts';
import { loadContentGraph, readSiteConfig } from '../../src/engine/node/graph/content-graph.ts';
import { bilingualContent } from '../helpers/bilingual-content.ts';
import { copyProject, runScript } from '../helpers/project-copy.ts';
import { runCommand } from '../helpers/run-command.ts';

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

// On a copy of the project whose content/ is the tests' small site in English and Spanish (tests/helpers/bilingual-content.ts):
// what is tested is the command, whatever today's content/ holds.
describe('npm run new, in a copy of the project', () => {
  let root: string;
  beforeAll(() => {
    const site = path.dirname(bilingualContent());
    root = copyProject('edtech-new-guide-', { site });
    fs.rmSync(site, { recursive: true, force: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses an address that is taken, by a section\'s page or a guide', () => {
    expect(() => createGuide({ root, route: 'enrollment' })).toThrow('The page /enrollment already exists: content/enrollment/index.mdx.');
    expect(() => createGuide({ root, route: 'edtech' })).toThrow(/already exists: content\/edtech\.mdx/);
  });

  it('finds the nearest existing page for the Back button, and says when the guide\'s section has no page', () => {
    const guide = createGuide({ root, route: 'enrollment/newsection/deep_page', today: new Date('2026-11-22') });
    expect(guide).toMatchObject({ file: 'content/enrollment/newsection/deep_page.mdx', route: '/enrollment/newsection/deep_page', parent: '/enrollment', sectionWithoutPage: '/enrollment/newsection' });
    fs.rmSync(path.join(root, 'content/enrollment/newsection'), { recursive: true });
    expect(createGuide({ root, route: 'enrollment/in_a_section' }).sectionWithoutPage).toBeUndefined();
    fs.rmSync(path.join(root, 'content/enrollment/in_a_section.mdx'));
  });

  // That it builds and appears at its route, served by every host, is proved with an editor's other edits
  // (tests/site/editor-edits.test.ts), in the one build of a copy the suite makes for them.
  it('makes a guide that passes the check', { timeout: 240_000 }, async () => {
    const created = runScript(root, 'new-guide.ts', ['enrollment/grade_book']);
    expect(created.status).toBe(0);
    expect(created.output).toContain('Created content/enrollment/grade_book.mdx');
    expect(created.output).toContain('npm run dev, then open http://localhost:5173/enrollment/grade_book');

    const source = fs.readFileSync(path.join(root, 'content/enrollment/grade_book.mdx'), 'utf8');
    expect(source).toMatch(/^---\ntitle: Grade book\n[\s\S]*parent: \/enrollment\nprintable: true\nowner: .+\nreviewed: \d{4}-\d\d-\d\d\n/);
    // Its owner is the office site.yaml names.
    expect(/^owner: (.+)$/m.exec(source)?.[1]).toBe(readSiteConfig(path.join(root, 'content'))!.office.name);
    expect(source).toContain('## Before you start');
    expect(source).toContain('## If something goes wrong');

    // A guide in a section with no page of its own: said, with the command that makes the page (no terminal to ask in here).
    const sectionless = runScript(root, 'new-guide.ts', ['grades/report_cards']);
    expect(sectionless.status, sectionless.output).toBe(0);
    expect(sectionless.output).toContain('There is no page /grades yet, so the Back button skips it and goes to /.');
    expect(sectionless.output).toContain('To make it: npm run new -- --hub grades');
    expect(sectionless.output).toMatch(/A translation \(es\) is expected[^\n]*\n[^\n]*lists the page as missing\.\nBegin it with: npm run translations -- --start es grades\/report_cards/);
    const hub = runScript(root, 'new-guide.ts', ['--hub', 'grades']);
    expect(hub.status, hub.output).toBe(0);
    expect(fs.readFileSync(path.join(root, 'content/grades/index.mdx'), 'utf8')).toContain('<Card title="Report cards" href="/grades/report_cards">');
    expect(fs.readFileSync(path.join(root, 'content/grades/report_cards.mdx'), 'utf8')).toMatch(/^parent: \/grades$/m);

    // Both pass the check; each line of example text left in is a warning, so none reaches parents unnoticed.
    // What npm run check does (scripts/check.ts, whose messages check-cli.test.ts tests), in this process.
    const checked = await runCommand(async () => (reportCheck(await loadContentGraph({ contentDir: path.join(root, 'content'), readings: true }), { publicDir: path.join(root, 'public') }) ? 0 : 1));
    expect(checked.output).toContain('Content check: 0 errors,');
    expect(checked.output.match(/^warning: content\/enrollment\/grade_book\.mdx:\d+:\d+: still has the template's example text/gm)).toHaveLength(7);
    // The template itself is plain language: nothing else to warn about in it.
    expect(checked.output).not.toMatch(/^warning: content\/enrollment\/grade_book\.mdx:\d+:\d+: (?!still has the template|no page links to \/enrollment\/grade_book)/m);
    // Nothing links to a new guide yet, and the check says where to link it from.
    expect(checked.output).toMatch(/warning: content\/enrollment\/grade_book\.mdx:1:1: no page links to \/enrollment\/grade_book[^\n]*\n {4}hint: link to it from \/enrollment/);
    expect(checked.output).toMatch(/warning: content\/enrollment\/grade_book\.mdx:3:1: still has the template's example text "Replace this sentence/);
    expect(checked.output).toMatch(/warning: content\/enrollment\/grade_book\.mdx:25:1: still has the template's example text "Say what the reader sees/);
    expect(checked.output).toMatch(/warning: content\/grades\/index\.mdx:\d+:1: still has the template's example text "Say what this section helps readers do/);
    expect(checked.status).toBe(0);

    const again = runScript(root, 'new-guide.ts', ['enrollment/grade_book']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('The page /enrollment/grade_book already exists');
  });
});
