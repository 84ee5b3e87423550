import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';
import { loadContentGraph, readSiteConfig } from '../../src/engine/node/graph/content-graph.ts';
import { fileReader } from '../../src/engine/node/graph/content-reader.ts';
import { SOURCES_FILE } from '../../src/engine/node/graph/sources-file.ts';
import { NOTICES_FILE } from '../../src/engine/node/graph/notices-file.ts';
import { pageFile } from '../../src/engine/urls.ts';
import { bilingualContent } from '../helpers/bilingual-content.ts';

/**
 * Counts every page part made (parsed, checked and compiled: content-part.ts), by its file, as it is kept in
 * the build cache: parts made in worker threads are counted too.
 */
const made = vi.hoisted(() => new Map<string, number>());
vi.mock('../../src/engine/node/graph/part-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/engine/node/graph/part-store.ts')>();
  return {
    ...original,
    cachedParts: () => {
      const store = original.cachedParts();
      return {
        get: store.get,
        set: (part: Parameters<typeof store.set>[0]) => {
          made.set(part.relativeFile, (made.get(part.relativeFile) ?? 0) + 1);
          store.set(part);
        },
      };
    },
  };
});

/**
 * The tests' small site in English and Spanish (tests/helpers/bilingual-content.ts), with a file of each kind a build
 * reads and a page that uses it: a second guide in the section, a list of schools and the page that shows it, a source
 * a guide cites, a notice. What is counted is the engine's work, whatever today's content/ holds, in a few seconds.
 */
const contentDir = bilingualContent();
const publicDir = path.join(path.dirname(contentDir), 'public');
{
  const write = (file: string, text: string) => fs.writeFileSync(path.join(contentDir, file), text);
  const read = (file: string) => fs.readFileSync(path.join(contentDir, file), 'utf8');
  const guide = read('enrollment/returning_instructions.mdx');
  write('enrollment/new_student.mdx', guide.replace(/^title: .*$/m, 'title: Enroll a new student').replace(/^printable: true$/m, 'printable: true\nsources: [form-status]'));
  write(SOURCES_FILE, 'form-status:\n  about: the form status page\n  url: https://example.org/forms\n  read: 2026-11-24\n');
  write('schools.yaml', '- name: St. Rose of Lima School\n  area: Corona\n  grades: K–8\n  phone: (555) 010-3220\n');
  write('edtech.mdx', `${read('edtech.mdx')}\n## Find your school\n\n<SchoolList />\n`);
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  write(NOTICES_FILE, `- pages: all\n  until: ${inAMonth}\n  text:\n    en: The office is closed on Friday.\n    es: La oficina está cerrada el viernes.\n`);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
const outDir = path.join(work, 'dist');
// An empty build cache of its own: the first build makes everything, the second reuses it.
vi.stubEnv('SITE_CACHE', path.join(work, 'cache'));
// A copy of content/ an editor changes, in the system's temporary folder: pages import nothing, so it may be anywhere.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-content-'));
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
});

/** Every file of a built site, with its text. */
const builtFiles = (dir: string) => Object.fromEntries(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile()).sort().map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));

describe('npm run build', { timeout: 120_000 }, () => {
  it('reads each file of content/ once, and parses and compiles each guide once, for the check, both bundles, search and prerendering', async () => {
    const files = fileReader(contentDir);
    const reads = new Map<string, number>();
    const reader = {
      mdxFiles: () => files.mdxFiles(),
      read: (file: string) => {
        reads.set(file, (reads.get(file) ?? 0) + 1);
        return files.read(file);
      },
    };
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await buildSite({ contentDir, publicDir, outDir, quiet: true, reader });

    const guides = files.mdxFiles();
    const stringsFiles = readSiteConfig(contentDir)!.languages.map((language) => `strings/${language.code}.yaml`);
    expect(Object.fromEntries(reads)).toEqual(Object.fromEntries([...guides, 'site.yaml', 'staff.yaml', 'schools.yaml', SOURCES_FILE, NOTICES_FILE, ...stringsFiles].map((file) => [file, 1])));
    expect(Object.fromEntries(made)).toEqual(Object.fromEntries(guides.map((file) => [file, 1])));
    // Every page was built, the Spanish ones too.
    const graph = await loadContentGraph({ contentDir });
    expect(graph.pages.length + graph.notFoundPages.length).toBe(guides.length);
    for (const page of graph.pages) expect(fs.existsSync(path.join(outDir, pageFile(page.path))), page.path).toBe(true);
    // The files of each kind were used, not only read: the school on its page, the notice on every page.
    const office = fs.readFileSync(path.join(outDir, pageFile('/edtech')), 'utf8');
    expect(office).toContain('St. Rose of Lima School');
    expect(office).toContain('The office is closed on Friday.');
  });

  it('builds again from its cache without parsing or compiling any guide, and writes the very same site', async () => {
    const first = builtFiles(outDir);
    made.clear();
    await buildSite({ contentDir, publicDir, outDir, quiet: true });
    expect(Object.fromEntries(made)).toEqual({});
    expect(builtFiles(outDir)).toEqual(first);
  });

  it('compiles only the guide added to a section, and none for a changed word around the pages: the chrome gets its data when a page is rendered', async () => {
    const graph = await loadContentGraph({ contentDir });
    // A guide in a section of several, and one of the guides beside it.
    const main = graph.site!.languages[0]!.code;
    const inSection = (page: (typeof graph.pages)[number]) => graph.pages.filter((other) => other.frontmatter.printable && other.frontmatter.parent === page.frontmatter.parent && other.lang === main);
    const sibling = graph.pages.find((page) => page.lang === main && page.frontmatter.printable && inSection(page).length >= 2)!;
    expect(sibling, 'the site has no section with two guides').toBeDefined();
    const copied = path.join(copy, 'content');
    fs.cpSync(contentDir, copied, { recursive: true });
    const added = path.join(path.dirname(sibling.relativeFile), 'added-by-the-test.mdx');
    const title = 'A guide added by the test';
    fs.writeFileSync(path.join(copied, added), sibling.source.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`).replace(/^order: .*\n/m, ''));
    // A word around every page (the skip link), in the main language's strings.
    const stringsFile = path.join(copied, 'strings', `${graph.site!.languages[0]!.code}.yaml`);
    const skipLink = (YAML.parse(fs.readFileSync(stringsFile, 'utf8')) as { ui: { skipLink: string } }).ui.skipLink;
    fs.writeFileSync(stringsFile, fs.readFileSync(stringsFile, 'utf8').replace(/^( {2}skipLink: ).*$/m, `$1${skipLink} (changed by the test)`));

    made.clear();
    await buildSite({ contentDir: copied, publicDir, outDir, quiet: true });
    expect(Object.fromEntries(made)).toEqual({ [added]: 1 });
    const siblingPage = fs.readFileSync(path.join(outDir, pageFile(sibling.path)), 'utf8');
    expect(siblingPage).toContain(title);
    expect(siblingPage).toContain(`${skipLink} (changed by the test)`);
  });
});
