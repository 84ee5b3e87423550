import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';

/**
 * One mistake, one message (issue 48): what follows from a mistake already
 * reported is left out, and a misspelt tag is named where it is written. Each
 * case is one edit of a copy of the fixture site (tests/fixtures/check-ok) that
 * is correct before it, and the check must say exactly one thing about it.
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-11-22T12:00:00Z');
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** Every problem the check reports on a copy of the fixture site with `edits` to files of content/, as `file:line message | hint`. */
async function problemsAfter(edits: Record<string, (text: string) => string>): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'one-mistake-'));
  roots.push(root);
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const absolute = path.join(root, 'content', file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, edit(fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : ''));
  }
  const graph = await loadContentGraph({ contentDir: path.join(root, 'content'), today });
  return checkContent(graph, { publicDir: path.join(root, 'public') }).problems.map((problem) => `${problem.file}:${problem.line} ${problem.message} | ${problem.hint ?? ''}`);
}

const SOURCES = ['portal-help', 'portal-app']
  .map((id) => `${id}:\n  about: A vendor page only the returning students' guide cites\n  url: https://example.org/${id}\n  read: 2026-11-01\n`)
  .join('');
const SCHOOLS = ['St. Rose of Lima School', 'Holy Family School']
  .map((name, index) => `- name: ${name}\n  area: Indio\n  grades: TK–8\n  phone: (555) 010-31${index}0\n  email: school${index}@riversidecatholic.example.org\n`)
  .join('\n');

// Each case builds a content graph: a minute, as the machine's load needs.
describe('one mistake, one message', { timeout: 60_000 }, () => {
  it('the fixture, with what the cases below build on, has no problem', async () => {
    expect(
      await problemsAfter({
        'sources.yaml': () => SOURCES,
        'enrollment/returning_instructions.mdx': (text) => text.replace('printable: true', 'printable: true\nsources: [portal-help, portal-app]'),
        'site.yaml': (text) => text.replace('links:\n', 'oldAddresses:\n  - /Enrollment/Returning_Instructions\nlinks:\n'),
        'schools.yaml': () => SCHOOLS,
        'edtech.mdx': (text) => `${text}\n## Find your school\n\n<SchoolList />\n`,
      }),
    ).toEqual([]);
  });

  it('a guide without a title: only that, not its sources "cited by no guide" nor its old address "not a page"', async () => {
    const problems = await problemsAfter({
      'sources.yaml': () => SOURCES,
      'enrollment/returning_instructions.mdx': (text) => text.replace('printable: true', 'printable: true\nsources: [portal-help, portal-app]').replace(/^title: .*\n/m, ''),
      'site.yaml': (text) => text.replace('links:\n', 'oldAddresses:\n  - /Enrollment/Returning_Instructions\nlinks:\n'),
    });
    expect(problems).toEqual([expect.stringMatching(/^content\/enrollment\/returning_instructions\.mdx:1 title: is required but missing \|/)]);
  });

  it('two schools with one name: only schools.yaml\'s message, not "id used twice" on the page that lists the schools', async () => {
    const problems = await problemsAfter({
      'schools.yaml': () => SCHOOLS.replace('Holy Family School', 'St Rose of Lima school'),
      'edtech.mdx': (text) => `${text}\n## Find your school\n\n<SchoolList />\n`,
    });
    expect(problems).toEqual([expect.stringMatching(/^content\/schools\.yaml:\d+ "St Rose of Lima school" \(entry 2\) name: another school has the same name \(entry 1\) \|/)]);
  });

  it('a misspelt opening tag is named at its own line, with the block meant, not at the closing tag below', async () => {
    const page = fs.readFileSync(path.join(fixtures, 'check-ok/content/enrollment/index.mdx'), 'utf8');
    const opening = page.split('\n').indexOf('<Tabs>') + 1;
    expect(opening).toBeGreaterThan(0);
    const problems = await problemsAfter({ 'enrollment/index.mdx': (text) => text.replace('<Tabs>', '<Tabss>') });
    expect(problems).toEqual([`content/enrollment/index.mdx:${opening} <Tabss> is not a building block | did you mean <Tabs>?`]);
  });

  it('a known block closed by another tag is said at the opening tag, naming both', async () => {
    const page = fs.readFileSync(path.join(fixtures, 'check-ok/content/enrollment/index.mdx'), 'utf8');
    const opening = page.split('\n').indexOf('<Tabs>') + 1;
    const problems = await problemsAfter({ 'enrollment/index.mdx': (text) => text.replace('</Tabs>', '</Tab>') });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/enrollment/index\\.mdx:${opening} <Tabs> is opened here, but the next closing tag is </Tab> \\|`))]);
  });
});

describe('the hint of an outdated translation', { timeout: 60_000 }, () => {
  it('says to translate the change first and how to record it, and gives no fingerprint to copy', async () => {
    const problems = await problemsAfter({
      'site.yaml': (text) => text.replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'),
      'strings/es.yaml': () => fs.readFileSync(path.join(fixtures, 'check-ok/content/strings/en.yaml'), 'utf8'),
      'es/edtech.mdx': () => '---\ntitle: Tecnología educativa\ndescription: La página de la oficina.\nowner: Tests\nreviewed: 2026-11-01\ntranslation:\n  source: "000000000000"\n  reviewed: false\n---\n\nEscriba a {site.office.email}.\n',
    });
    const outdated = problems.filter((problem) => problem.includes('is outdated'));
    expect(outdated).toHaveLength(1);
    expect(outdated[0]).toContain('make the same change here');
    expect(outdated[0]).toContain('npm run translations -- --done content/es/edtech.mdx');
    expect(outdated[0]).not.toMatch(/[0-9a-f]{12}|set translation: source/);
  });
});
