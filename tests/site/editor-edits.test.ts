/**
 * An editor's correct changes never fail the checks (issue 23): in a copy of
 * the project, add a question and a card to pages that have them, add a staff
 * member, retitle a guide and add a new guide, then run what a pull request's
 * Content job runs (npm run check, the build, and the per-page checks of
 * built-pages.test.ts) and expect all of it to pass and to show the edits.
 * Which pages get the edits is read from content/, so today's content may change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { copyProject, runScript } from '../helpers/project-copy.ts';
import { pageFile } from '../../src/engine/urls.ts';
import { allPages, blockNames, projectRoot } from './content.ts';

const root = copyProject('edtech-editor-edits-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const firstWith = (block: string) => allPages.find((page) => page.lang === 'en' && blockNames(page).has(block))!;
function edit(relativeFile: string, change: (text: string) => string): void {
  const file = path.join(root, 'content', relativeFile);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${relativeFile} changed it`).not.toBe(before);
  fs.writeFileSync(file, after);
}
const built = (route: string) => fs.readFileSync(path.join(root, 'dist', pageFile(route)), 'utf8');

test('a question, a card, a staff member, a new title and a new guide: check, build and page checks pass', { timeout: 180_000 }, () => {
  const faq = firstWith('Accordion');
  edit(faq.relativeFile, (text) => text.replace('</Accordion>', '<AccordionItem title="A question an editor added">\nIts answer, in one plain sentence.\n</AccordionItem>\n</Accordion>'));
  const hub = firstWith('Cards');
  edit(hub.relativeFile, (text) => text.replace('</Cards>', `<Card title="A card an editor added" href="${faq.path}">\nWhat the page it opens is for.\n</Card>\n</Cards>`));
  edit('staff.yaml', (text) => `${text.trimEnd()}\n\n- name: Alex Editor-Added\n  title: Technology Support Specialist\n  ext: "2499"\n  email: aeditor@example.org\n`);
  const guide = allPages.find((page) => page.lang === 'en' && page.frontmatter.parent && page !== faq && page !== hub)!;
  edit(guide.relativeFile, (text) => text.replace(/^title: .*$/m, 'title: A new title an editor chose'));
  const created = runScript(root, 'new-guide.ts', [`${hub.path.slice(1) || 'lms'}/editor_added_guide`]);
  expect(created.status, created.output).toBe(0);

  const check = runScript(root, 'check.ts');
  expect(check.status, check.output).toBe(0);
  const build = runScript(root, 'build.ts');
  expect(build.status, build.output).toBe(0);
  expect(built(faq.path)).toContain('A question an editor added');
  expect(built(hub.path)).toContain('A card an editor added');
  expect(built(guide.path)).toContain('A new title an editor chose');

  // The same per-page checks the suite runs on dist/, on the copy.
  fs.cpSync(path.join(projectRoot, 'tests/site'), path.join(root, 'tests/site'), { recursive: true });
  fs.writeFileSync(path.join(root, 'vitest.site.config.ts'), "export default { test: { include: ['tests/site/built-pages.test.ts'], environment: 'node' } };\n");
  const pageChecks = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.site.config.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', SITE_DIST: 'dist' },
  });
  expect(pageChecks.status, `${pageChecks.stdout}${pageChecks.stderr}`.slice(-4000)).toBe(0);
  // eslint-disable-next-line no-control-regex -- Vitest colours its summary
  expect(pageChecks.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests +\d+ passed/);
});
