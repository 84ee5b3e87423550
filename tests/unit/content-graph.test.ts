import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { formatProblem } from '../../src/engine/problems.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-ok');
const made: string[] = [];

/** A copy of the good fixture with one page replaced, to test one mistake at a time. */
function contentWith(file: string, source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  made.push(dir);
  fs.cpSync(fixture, dir, { recursive: true });
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), source);
  return dir;
}

async function errorsOf(dir: string): Promise<string[]> {
  return (await loadContentGraph({ contentDir: dir })).problems.filter((problem) => problem.severity === 'error').map(formatProblem);
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the route table', () => {
  it('has one route per page, from the file path, lowercase', async () => {
    const content = await loadContentGraph({ contentDir: fixture });
    expect(content.problems).toEqual([]);
    expect(content.pages.map((page) => page.path)).toEqual(['/edtech', '/guides/deep/step_one', '/guides', '/']);
    expect(content.notFound?.frontmatter.title).toBe('404 Page Not Found!');
  });

  it('applies the schema defaults and keeps every field', async () => {
    const step = (await loadContentGraph({ contentDir: fixture })).pages.find((page) => page.path === '/guides/deep/step_one')!;
    expect(step.frontmatter).toMatchObject({ title: 'Step one', parent: '/guides', printable: true, layout: 'default', audience: ['parents'] });
    const home = (await loadContentGraph({ contentDir: fixture })).pages.find((page) => page.path === '/')!;
    expect(home.frontmatter.printable).toBe(false);
  });

  it('picks up a new file with no code change', async () => {
    const dir = contentWith('x/y.mdx', '---\ntitle: New\ndescription: A brand new page added by the unit test.\nowner: Tests\nreviewed: 2026-01-01\n---\nHi.\n');
    expect((await loadContentGraph({ contentDir: dir })).pages.map((page) => page.path)).toContain('/x/y');
  });
});

describe('header mistakes name the file and field', () => {
  const header = (lines: string) => `---\n${lines}\n---\nBody.\n`;

  it('a missing title', async () => {
    const dir = contentWith('guides/a.mdx', header('description: A page whose title line was forgotten.\nowner: Tests\nreviewed: 2026-01-01'));
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/^error: content-[^/]+\/guides\/a\.mdx:1:1: title: is required but missing/)]);
  });

  it('a misspelled key suggests the real one', async () => {
    const dir = contentWith('guides/a.mdx', header('titel: Oops\ntitle: Fine\ndescription: A page with a misspelled header key.\nowner: Tests\nreviewed: 2026-01-01'));
    const [error] = await errorsOf(dir);
    expect(error).toMatch(/guides\/a\.mdx:2:1: titel: unknown field\n {4}hint: did you mean "title"\?/);
  });

  it('a wrong type', async () => {
    const dir = contentWith('guides/a.mdx', header('title: Fine\ndescription: A page whose printable flag is not a boolean.\nprintable: sometimes\nparent: /guides\nowner: Tests\nreviewed: 2026-01-01'));
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/guides\/a\.mdx:4:1: printable: must be true or false/)]);
  });

  it('a parent that is not a route', async () => {
    const dir = contentWith('guides/a.mdx', header('title: Fine\ndescription: A page whose parent does not exist on the site.\nparent: /guide\nowner: Tests\nreviewed: 2026-01-01'));
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/guides\/a\.mdx:4:1: parent: \/guide is not a page of this site\n {4}hint: did you mean \/guides\?/)]);
  });

  it('a printable page without a parent is allowed (issue 12: hub pages a liaison hands out print too)', async () => {
    const dir = contentWith('guides/a.mdx', header('title: Fine\ndescription: A printable hub page that has no parent.\nprintable: true\nowner: Tests\nreviewed: 2026-01-01'));
    expect(await errorsOf(dir)).toEqual([]);
  });

  it('a reading level that is not one the check knows', async () => {
    const dir = contentWith('guides/a.mdx', header('title: Fine\ndescription: A page with a made-up reading level.\nreadingLevel: hard\nowner: Tests\nreviewed: 2026-01-01'));
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/a\.mdx:4:1: readingLevel: must be one of: technical/)]);
  });

  it('a date in the wrong form', async () => {
    const dir = contentWith('guides/a.mdx', header('title: Fine\ndescription: A page whose review date is written the wrong way.\nowner: Tests\nreviewed: 11/01/2026'));
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/a\.mdx:5:1: reviewed: must be a date written as YYYY-MM-DD/)]);
  });

  it('no header at all, and broken YAML', async () => {
    expect(await errorsOf(contentWith('guides/a.mdx', 'Just text.\n'))).toEqual([expect.stringMatching(/a\.mdx:1:1: the page has no header/)]);
    expect(await errorsOf(contentWith('guides/b.mdx', header('title: [unclosed\nowner: Tests')))).toEqual([expect.stringMatching(/b\.mdx:\d+:\d+: header: /)]);
  });

  it('two files with the same address', async () => {
    const dir = contentWith('Guides.mdx', '---\ntitle: Clash\ndescription: This page has the same address as guides/index.mdx.\nowner: Tests\nreviewed: 2026-01-01\n---\n');
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/has the same address \/guides as/)]);
  });

  it('reports every problem at once', async () => {
    const dir = contentWith('guides/a.mdx', header('titel: x\nowner: Tests\nreviewed: 2026-01-01'));
    fs.writeFileSync(path.join(dir, 'guides/b.mdx'), header('title: B\ndescription: short\nowner: Tests\nreviewed: 2026-01-01'));
    expect((await errorsOf(dir)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('site.yaml and staff.yaml', () => {
  it('an unknown site field and a non-https address', async () => {
    const site = fs.readFileSync(path.join(fixture, 'site.yaml'), 'utf8').replace('shortName:', 'shortname:').replace('helpDesk: https://', 'helpDesk: http://');
    const dir = contentWith('site.yaml', site);
    const errors = (await errorsOf(dir)).join('\n');
    expect(errors).toMatch(/site\.yaml:\d+:1: shortname: unknown field\n {4}hint: did you mean "shortName"\?/);
    expect(errors).toMatch(/site\.yaml:\d+:1: links\.helpDesk: http:\/\/\S+: outside addresses must use https:\/\/, not http:\/\//);
  });

  it('a misspelled nested field suggests the field allowed at that place', async () => {
    const site = fs.readFileSync(path.join(fixture, 'site.yaml'), 'utf8').replace(/^( {2})email:/m, '$1emial:');
    const errors = (await errorsOf(contentWith('site.yaml', site))).join('\n');
    expect(errors).toMatch(/site\.yaml:\d+:1: office\.emial: unknown field\n {4}hint: did you mean "email"\?/);
  });

  it('a misspelled staff field names the entry and its line', async () => {
    const dir = contentWith('staff.yaml', '- name: Ada Lovelace\n  title: Engineer\n- name: Grace Hopper\n  titel: Admiral\n  title: Engineer\n');
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/staff\.yaml:4:1: "Grace Hopper" \(entry 2\) titel: unknown field\n {4}hint: did you mean "title"\?/)]);
  });

  it('a value outside a fixed list names the allowed ones', async () => {
    const dir = contentWith('guides/a.mdx', '---\ntitle: Fine\ndescription: A page with a layout that does not exist.\nowner: Tests\nreviewed: 2026-01-01\nlayout: wider\n---\n');
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/a\.mdx:6:1: layout: must be one of: default, wide, bare/)]);
  });

  it('a staff entry without a title', async () => {
    const dir = contentWith('staff.yaml', '- name: Ada Lovelace\n  ext: "2401"\n- name: Grace Hopper\n  title: Engineer\n');
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/staff\.yaml:1:\d+: "Ada Lovelace" \(entry 1\) title: /)]);
  });
});
