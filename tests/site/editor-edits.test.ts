/**
 * An editor's correct changes never fail the checks (issues 23, 31 and 36): in
 * one copy of the project, adopted by a second, fictional school system that
 * edited only site.yaml and staff.yaml (second-school.ts), add a question and a card to pages that have them,
 * reword a question in English and leave its Spanish twin outdated, add a staff
 * member, a school, a notice and a new reading of a source, change a word of the
 * page chrome (strings), retitle a guide, add a guide with `npm run new` and
 * another by copying a file (neither with a Spanish twin), move a guide that
 * has a Spanish twin to another section with a new title, and rename another
 * in place (`npm run move`, which ends with the check). Then run what a pull
 * request's Content job runs (the check, the build, and the per-page checks
 * of built-pages.test.ts on the pages the edits changed) and expect all of it to pass and to show the edits;
 * and serve that one build by every host's rules, where every old address of
 * the moved pages, in both languages (the printed one, which their QR codes
 * encode, and the one without the slash), must lead to the new page without
 * JavaScript. The built copy holds no trace of the first school system (its
 * names in every language, addresses, emails, phone, staff) in any file: pages
 * of every language, printed sheets, search index, sitemap, host and server
 * files. Which pages get the edits is read from content/, so today's content
 * may change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { copyProject, runScript } from '../helpers/project-copy.ts';
import { checkHost } from '../hosts/crawl.ts';
import { HOSTS, NPM_START } from '../hosts/host-list.ts';
import { loadContentGraph, type GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { basePathOf, pageFile, publicAddress } from '../../src/engine/urls.ts';
import { allPages, attribute, blockNames, blocksOf, graph, mainLanguage, projectRoot } from './content.ts';
import { adoptSecondSchool, firstSchoolTraces, tracesIn } from './second-school.ts';

const root = copyProject('edtech-editor-edits-');
// Built once for both proofs: a second school system's site, edited by its editors.
adoptSecondSchool(path.join(projectRoot, 'content'), root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }), 60_000);

const firstWith = (block: string) => allPages.find((page) => page.lang === 'en' && blockNames(page).has(block))!;
function edit(relativeFile: string, change: (text: string) => string): void {
  const file = path.join(root, 'content', relativeFile);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${relativeFile} changed it`).not.toBe(before);
  fs.writeFileSync(file, after);
}
function editYaml<T>(relativeFile: string, change: (data: T) => T): void {
  edit(relativeFile, (text) => stringify(change(parse(text) as T), { lineWidth: 0 }));
}
const built = (route: string) => fs.readFileSync(path.join(root, 'dist', pageFile(route)), 'utf8');
const englishGuides = allPages.filter((page) => page.lang === 'en' && page.frontmatter.parent !== undefined);
/** A guide no other page sits under, with a Spanish twin, that other pages link to: what a move has to look after. */
const movable = (page: GraphPage) =>
  page.twins.es !== undefined && !allPages.some((other) => other.path.startsWith(`${page.path}/`)) && allPages.some((other) => other !== page && other.facts?.links.some((link) => link.url.split('#')[0] === page.path));

test('a second school system\'s site, every kind of edit, a move and a rename included: check, build and page checks pass; no trace of the first system; old addresses lead to the new pages on every host', { timeout: 420_000 }, async () => {
  const faq = firstWith('Accordion');
  // A question added, and another reworded, in English only: the Spanish twin is left outdated, as content/README.md says an editor may.
  const reworded = blocksOf(faq, 'AccordionItem').map((item) => attribute(item, 'title')).find((title) => title !== undefined)!;
  edit(faq.relativeFile, (text) => text.replace('</Accordion>', '<AccordionItem title="A question an editor added">\nIts answer, in one plain sentence.\n</AccordionItem>\n</Accordion>').replace(`title="${reworded}"`, `title="${reworded.replace(/\?$/, '')}, reworded by an editor?"`));
  const hub = firstWith('Cards');
  edit(hub.relativeFile, (text) => text.replace('</Cards>', `<Card title="A card an editor added" href="${faq.path}">\nWhat the page it opens is for.\n</Card>\n</Cards>`));
  edit('staff.yaml', (text) => `${text.trimEnd()}\n\n- name: Alex Editor-Added\n  title: Technology Support Specialist\n  ext: "2499"\n  email: aeditor@example.org\n`);
  // Every other data file: a school like the first one listed, a notice on the hub in each language, a source read again today, a word of the chrome.
  editYaml<Record<string, unknown>[]>('schools.yaml', (schools) => [...schools, { ...schools[0], name: 'Editor-Added Academy', liaison: 'Robin Editor-Added', email: 'reditor@example.org' }]);
  const languages = [...new Set(allPages.map((page) => page.lang))];
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  editYaml<Record<string, unknown>[] | null>('notices.yaml', (notices) => [...(notices ?? []), { pages: [hub.path], until: inAYear, text: Object.fromEntries(languages.map((lang) => [lang, `A notice an editor added (${lang}).`])) }]);
  editYaml<Record<string, { read?: string }>>('sources.yaml', (sources) => {
    const [id, source] = Object.entries(sources)[0]!;
    return { ...sources, [id]: { ...source, read: new Date().toISOString().slice(0, 10) } };
  });
  edit(`strings/${mainLanguage}.yaml`, (text) => text.replace(/^(\s+back:) .*$/m, '$1 Go back a step'));
  const [moved, renamed] = englishGuides.filter((page) => page !== faq && page !== hub && movable(page));
  const retitled = englishGuides.find((page) => page !== faq && page !== hub && page !== moved && page !== renamed)!;
  edit(retitled.relativeFile, (text) => text.replace(/^title: .*$/m, 'title: A new title an editor chose'));
  const createdRoute = `${hub.path === '/' ? '/lms' : hub.path}/editor_added_guide`;
  const created = runScript(root, 'new-guide.ts', [createdRoute.slice(1)]);
  expect(created.status, created.output).toBe(0);
  // The most natural way to add a guide: copy one, give it its own title, and no Spanish twin yet.
  const copied = `${path.posix.dirname(retitled.relativeFile)}/editor_copied_guide.mdx`;
  fs.writeFileSync(path.join(root, 'content', copied), retitled.source.replace(/^title: .*$/m, 'title: A guide an editor copied'));

  // A move to another section, with a new title in both languages, and a rename in the same folder.
  expect(moved && renamed, 'two guides with a Spanish twin that other pages link to').toBeTruthy();
  const section = allPages.find((page) => page.lang === 'en' && blockNames(page).has('Cards') && page.path !== path.posix.dirname(moved!.path))!.path;
  const movedTo = `${section === '/' ? '' : section}/moved_by_an_editor`;
  const move = runScript(root, 'move.ts', [moved!.path, movedTo, '--title', 'A guide an editor moved', '--title-es', 'Una guía que se movió']);
  expect(move.status, move.output).toBe(0);
  expect(move.output).toMatch(/Content check: 0 errors, \d+ warnings? in \d+ pages: the site can be published/);
  const renamedTo = `${path.posix.dirname(renamed!.path)}/renamed_by_an_editor`.replace(/^\/\//, '/');
  const rename = runScript(root, 'move.ts', [renamed!.path, renamedTo]);
  expect(rename.status, rename.output).toBe(0);
  // Only addresses changed in the pages that link to the renamed guide: their translations are still up to date.
  expect(rename.output).not.toMatch(/is now outdated/);

  // The rename ended with the check, after the last edit: only the pages whose words an editor changed have outdated
  // translations (besides any that content/ has already), never one whose links a move rewrote.
  expect(rename.output).toMatch(/Content check: 0 errors, \d+ warnings? in \d+ pages: the site can be published/);
  const alreadyOutdated = allPages.filter((page) => page.translation?.status === 'outdated').map((page) => graph.byPath.get(page.translation!.original)?.relativeFile);
  const outdated = [...rename.output.matchAll(/^warning: content\/es\/(\S+?):\d+:\d+: is outdated: /gm)].map((match) => match[1]);
  expect(outdated.filter((file) => ![faq, hub, retitled].some((page) => page.relativeFile === file) && !alreadyOutdated.includes(file))).toEqual([]);
  expect(outdated).toContain(faq.relativeFile);
  const build = runScript(root, 'build.ts');
  expect(build.status, build.output).toBe(0);
  expect(built(faq.path)).toContain('A question an editor added');
  expect(built(hub.path)).toContain('A card an editor added');
  expect(built(faq.path)).toContain(', reworded by an editor?');
  for (const lang of languages) expect(built(hub.twins[lang] ?? hub.path), `the notice in ${lang}`).toContain(`A notice an editor added (${lang}).`);
  expect(built(retitled.path)).toContain('Go back a step');
  const schoolList = allPages.find((page) => blockNames(page).has('SchoolList'));
  if (schoolList) expect(built(schoolList.path)).toContain('Editor-Added Academy');
  expect(built(retitled.path)).toContain('A new title an editor chose');
  expect(built(createdRoute)).toMatch(/<h1[^>]*>Editor added guide<\/h1>/);
  expect(built(`/${copied.replace(/\.mdx$/, '')}`)).toContain('A guide an editor copied');
  expect(built(movedTo)).toContain('A guide an editor moved');
  expect(built(`/es${movedTo}`)).toContain('Una guía que se movió');
  // The second school system's names, in each language, on its pages; the first one's names, addresses, emails and staff, read from content/, nowhere.
  const adopted = parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as { name: string; names: Record<string, { name: string }> };
  expect(built('/')).toContain(adopted.name);
  for (const [code, names] of Object.entries(adopted.names)) expect(built(`/${code}`)).toContain(names.name);
  expect(tracesIn(path.join(root, 'dist'), firstSchoolTraces(path.join(projectRoot, 'content'))), 'a file of the built site names the first school system').toEqual([]);

  // The same per-page checks the suite runs on dist/, on the copy's pages the edits changed (their files, the staff and
  // school lists, and each language's home page, which names the school system); the suite checks every page on dist/.
  const copyGraph = await loadContentGraph({ contentDir: path.join(root, 'content'), dates: { dates: new Map() } });
  const sources = new Map(allPages.map((page) => [page.relativeFile, page.source]));
  const changed = copyGraph.pages.filter((page) => sources.get(page.relativeFile) !== page.source || /<(StaffDirectory|SchoolList)\b/.test(page.source) || page.path === '/' || page.path === `/${page.lang}`);
  expect(changed.map((page) => page.path)).toEqual(expect.arrayContaining([faq.path, hub.path, retitled.path, createdRoute, movedTo, renamedTo]));
  fs.cpSync(path.join(projectRoot, 'tests/site'), path.join(root, 'tests/site'), { recursive: true });
  fs.writeFileSync(path.join(root, 'vitest.site.config.ts'), "export default { test: { include: ['tests/site/built-pages.test.ts'], environment: 'node' } };\n");
  // Time enough for a busy machine: this copy's checks run beside the suite's own.
  const pageChecks = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.site.config.ts', '--testTimeout', '30000'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', SITE_DIST: 'dist', SITE_PAGES: changed.map((page) => page.path).join(',') },
  });
  expect(pageChecks.status, `${pageChecks.stdout}${pageChecks.stderr}`.slice(-4000)).toBe(0);
  // eslint-disable-next-line no-control-regex -- Vitest colours its summary
  expect(pageChecks.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests +\d+ passed/);

  // Every old address of the two pages, in both languages: as printed on a handout and in its QR code (`/x/`), and without the slash.
  const { siteUrl } = parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as { siteUrl: string };
  const addresses = [[moved!.path, movedTo], [renamed!.path, renamedTo]].flatMap(([from, to]) =>
    ['', '/es'].flatMap((prefix) => {
      const printed = new URL(publicAddress(siteUrl, `${prefix}${from}`)).pathname.slice(basePathOf(siteUrl).length - 1);
      expect(copyGraph.aliases, `${printed} is an old address the build answers`).toContainEqual({ from: printed, to: `${prefix}${to}` });
      // Without the slash, a host that looks for a folder first takes one more step: its own, to /x/.
      return [
        { address: printed, form: 'old address' as const, route: `${prefix}${to}` },
        { address: printed.replace(/\/$/, ''), form: 'old address' as const, route: `${prefix}${to}`, steps: 2 },
      ];
    }),
  );
  const site = { dist: path.join(root, 'dist'), base: basePathOf(siteUrl) };
  // Every host this machine can run: the models, npm start, and the real servers that are installed (.ci/run installs them).
  // The whole site is crawled on npm start; on each other host, the old addresses (hosts.test.ts crawls every host whole,
  // on a site with a moved page of its own).
  for (const host of HOSTS.filter((candidate) => !candidate.missing?.())) {
    const scope = host === NPM_START ? 'whole site' : 'addresses only';
    const report = await checkHost(host, site, siteUrl, addresses, scope);
    if (scope === 'whole site') expect(report.notFound, `${host.name}: every page of the site after the moves answers`).toEqual([]);
    expect(report.loops, host.name).toEqual([]);
    expect(report.failures.map((failure) => failure.why), `${host.name}: every old address reaches its new page`).toEqual([]);
  }
});
