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

const projectRoot = path.resolve(import.meta.dirname, '../..');
const contentDir = path.join(projectRoot, 'content');
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
});

/** Every file of a built site, with its text. */
const builtFiles = (dir: string) => Object.fromEntries(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile()).sort().map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));

describe('npm run build', { timeout: 240_000 }, () => {
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
    await buildSite({ contentDir, outDir, quiet: true, reader });

    const guides = files.mdxFiles();
    expect(guides.length).toBeGreaterThan(20);
    const stringsFiles = readSiteConfig(contentDir)!.languages.map((language) => `strings/${language.code}.yaml`);
    expect(Object.fromEntries(reads)).toEqual(Object.fromEntries([...guides, 'site.yaml', 'staff.yaml', 'schools.yaml', SOURCES_FILE, NOTICES_FILE, ...stringsFiles].map((file) => [file, 1])));
    expect(Object.fromEntries(made)).toEqual(Object.fromEntries(guides.map((file) => [file, 1])));
    expect(fs.existsSync(path.join(outDir, 'mfa/index.html'))).toBe(true);
  });

  it('builds again from its cache without parsing or compiling any guide, and writes the very same site', async () => {
    const first = builtFiles(outDir);
    made.clear();
    await buildSite({ contentDir, outDir, quiet: true });
    expect(Object.fromEntries(made)).toEqual({});
    expect(builtFiles(outDir)).toEqual(first);
  });

  it('compiles only the guide added to a section, and none for a changed word around the pages: the chrome gets its data when a page is rendered', async () => {
    const graph = await loadContentGraph({ contentDir });
    // A guide in a section of several, and one of the guides beside it: both derived from content/, whatever it holds.
    const main = graph.site!.languages[0]!.code;
    const inSection = (page: (typeof graph.pages)[number]) => graph.pages.filter((other) => other.frontmatter.printable && other.frontmatter.parent === page.frontmatter.parent && other.lang === main);
    const sibling = graph.pages.find((page) => page.lang === main && page.frontmatter.printable && inSection(page).length >= 2)!;
    expect(sibling, 'content/ has no section with two guides').toBeDefined();
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
    await buildSite({ contentDir: copied, outDir, quiet: true });
    expect(Object.fromEntries(made)).toEqual({ [added]: 1 });
    const siblingPage = fs.readFileSync(path.join(outDir, pageFile(sibling.path)), 'utf8');
    expect(siblingPage).toContain(title);
    expect(siblingPage).toContain(`${skipLink} (changed by the test)`);
  });
});
