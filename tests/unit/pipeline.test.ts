import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workFolder } from '../../src/engine/node/work-folder.ts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { buildTopLevelNames } from '../../src/engine/node/publish/top-level.ts';
import { publishedPictures } from '../../src/engine/node/checks/site-files.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { memoryParts } from '../../src/engine/node/graph/part-store.ts';
import { pageDocument } from '../../src/engine/node/render/page-document.ts';
import { siteTextProblems, uiStringProblems } from '../../src/engine/node/graph/site-checks.ts';
import { createSlugger } from '../../src/engine/slug.ts';
import { pageFile } from '../../src/engine/urls.ts';
import type { SiteConfig } from '../../src/engine/site-config.ts';
import type { UiStrings } from '../../src/engine/ui-strings.ts';

/** The build pipeline: what it writes is what the guide says, all of it or none of it. */
const fixture = path.resolve(import.meta.dirname, '../fixtures/check-ok/content');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The fixture content with files added or replaced, in the temporary folder with node_modules linked beside it, where the compiled pages find react. */
function contentWith(files: Record<string, string>): string {
  const dir = path.join(workFolder('pipeline-'), 'content');
  made.push(path.dirname(dir));
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const header = '---\ntitle: Prices\ndescription: A page of the pipeline unit tests, long enough to pass.\nparent: /enrollment\nowner: Tests\nreviewed: 2026-11-01\n---\n';
/** Text that String.replace would read as replacement patterns, had a page been put into the template with a string. */
const PATTERNS = "It costs $$5, or $& and $` and $' as written.";

describe('a page put into the template', () => {
  it('keeps $$, $&, $` and $\' and placeholder words exactly as written', () => {
    const template = '<html lang="en"><head><!--head--></head><body data-page="<!--page-->"><!--app--></body></html>';
    const page = { key: '/x', documentTitle: 'X | School', locale: { lang: 'en', dir: 'ltr', site: {} } } as Parameters<typeof pageDocument>[1];
    const html = pageDocument(template, page, `<p>${PATTERNS} <!--head--></p>`, ['<title>X | School</title>']);
    expect(html).toBe(`<html lang="en" dir="ltr" style="--print-title: &quot;X | School&quot;"><head><title>X | School</title></head><body data-page="/x"><p>${PATTERNS} <!--head--></p></body></html>`);
  });
});

describe('ids on a page', () => {
  it('are never given twice, even when words end like a suffix', () => {
    const { slug, claim } = createSlugger();
    expect(['FAQ', 'FAQ', 'FAQ 1', 'FAQ 1'].map(slug)).toEqual(['faq', 'faq-1', 'faq-1-1', 'faq-1-2']);
    expect(claim('faq')).toBe(false);
    expect(claim('chosen')).toBe(true);
    expect(slug('Chosen')).toBe('chosen-1');
  });

  it('of tabs come from the same maker as the headings, and an id chosen twice is an error with its line', async () => {
    const dir = contentWith({
      'enrollment/ids.mdx': `${header}\n## Tab one\n\n<Tabs>\n<Tab label="One">\nText.\n</Tab>\n<Tab label="One">\nMore.\n</Tab>\n</Tabs>\n\n<h2 id="tab-one-1">Chosen</h2>\n`,
    });
    const graph = await loadContentGraph({ contentDir: dir });
    const page = graph.byPath.get('/enrollment/ids')!;
    expect([...page.facts!.ids]).toEqual(['tab-one', 'tab-one-1', 'tab-one-2']);
    expect(graph.problems).toContainEqual(expect.objectContaining({ file: 'content/enrollment/ids.mdx', line: 20, message: 'the id "tab-one-1" is used twice on this page' }));
  });
});

describe('site.yaml and strings files', () => {
  const site = { liaison: 'tech liaison', products: { lms: 'Canvas' } } as unknown as SiteConfig;
  const where = { file: 'content/site.yaml' };

  it('{site.…} values work in the search help only, and must exist', () => {
    const raw = { office: { hours: 'Call {site.liaison}' }, search: { noResults: { message: 'Ask your {site.liaison} about {site.products.lms}.', contact: '{site.liason}' } } };
    expect(siteTextProblems(raw, site, where).map((problem) => problem.message)).toEqual([
      'office.hours: {site.liaison} is printed as it is here',
      'search.noResults.contact: {site.liason} is not a text value of site.yaml',
    ]);
  });

  it('a UI string may use only the {names} its code fills in', () => {
    const ui = { findLiaison: 'Find your {liason}', copyLink: 'Copy {link}', moreIn: 'More in {section}' } as Partial<UiStrings> as UiStrings;
    expect(uiStringProblems(ui, { file: 'content/strings/en.yaml' })).toMatchObject([
      { message: 'ui.findLiaison: {liason} is not filled in here', hint: 'did you mean {liaison}?' },
      { message: 'ui.copyLink: {link} is not filled in here', hint: 'this text takes no {…} values; write the words themselves' },
    ]);
  });
});

describe('npm run build', { timeout: 180_000 }, () => {
  it('writes a guide as written, and a failed build leaves the last good site as it was', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const outDir = path.join(tempDir('pipeline-dist-'), 'dist');
    const good = contentWith({ 'enrollment/prices.mdx': `${header}\n${PATTERNS}\n` });
    const publicDir = path.resolve(fixture, '../public');
    await buildSite({ contentDir: good, publicDir, outDir, quiet: true });
    const page = fs.readFileSync(path.join(outDir, 'enrollment/prices/index.html'), 'utf8');
    expect(page).toContain(PATTERNS.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // public/ gives the site its pictures and nothing else (its folder note stays in the repository);
    // the page's own head files come from src/head/, each a hashed asset.
    const images = path.join(outDir, 'images');
    // Every folder also holds an index.html, so that no server lists it (publish/folder-indexes.ts).
    const folderIndex = (file: string) => path.basename(file) === 'index.html';
    expect(fs.readdirSync(images, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(images, file)).isFile() && !folderIndex(file)).sort()).toEqual(publishedPictures(publicDir).map((file) => path.relative('images', file)).sort());
    expect(fs.existsSync(path.join(outDir, 'images/README.md'))).toBe(false);
    for (const [, file] of page.matchAll(/<(?:script|link) [^>]*(?:src|href)="\/(assets\/(?:theme|noscript|favicon)-[^"]+)"/g)) expect(fs.existsSync(path.join(outDir, file!)), file).toBe(true);
    expect(page.match(/assets\/(theme|noscript|favicon)-/g)).toHaveLength(3);
    // Every name at the top of dist/ is a page's (or an old address of one), or one top-level.ts lists, which no page may take (site-files.ts).
    const served = readServedSite(outDir);
    const ofPages = new Set([...served.routes.map(pageFile), ...served.redirects.map(({ from }) => from.slice(1))].map((address) => address.split('/')[0]!.toLowerCase().replace(/\.html$/, '')));
    const reserved = buildTopLevelNames(publicDir);
    expect(fs.readdirSync(outDir).filter((name) => !reserved.includes(name) && !ofPages.has(name.toLowerCase().replace(/\.html$/, '')))).toEqual([]);
    expect(reserved).toEqual(expect.arrayContaining(['assets', 'qr', '_server', 'sw.js', '_headers', '_redirects']));
    const before = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort();

    // An old address that leads nowhere passes no check, and the build stops before writing anything.
    const broken = contentWith({ 'enrollment/prices.mdx': `${header}\nChanged.\n` });
    fs.appendFileSync(path.join(broken, 'site.yaml'), '\noldAddresses:\n  - /Nowhere\n');
    await expect(buildSite({ contentDir: broken, publicDir, outDir, quiet: true })).rejects.toThrow(/content check found errors/);
    expect(fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort()).toEqual(before);
    expect(fs.readFileSync(path.join(outDir, 'enrollment/prices/index.html'), 'utf8')).toBe(page);
    expect(fs.readdirSync(path.dirname(outDir))).toEqual(['dist']);
  });
});

describe('the content graph (content-graph.ts loadContentGraph)', { timeout: 120_000 }, () => {
  it('is the same made on this thread, in worker threads, or taken from the build cache', async () => {
    const contentDir = path.resolve(fixture, '../../content-ok');
    const cache = tempDir('pipeline-cache-');
    vi.stubEnv('SITE_CACHE', cache);
    try {
      const facts = (graph: Awaited<ReturnType<typeof loadContentGraph>>) =>
        JSON.stringify([graph.problems, graph.qrCodes, graph.frameOrigins, graph.pages.map((page) => [page.path, page.partKey, page.search, page.reading, page.outline, page.body, [...page.facts!.ids], page.facts!.titles, page.locale, page.documentTitle])]);
      const today = new Date('2026-11-20T12:00:00Z');
      const expected = facts(await loadContentGraph({ contentDir, today, readings: true, parts: memoryParts(), threads: 1 }));
      expect(facts(await loadContentGraph({ contentDir, today, readings: true }))).toBe(expected);
      expect(fs.readdirSync(path.join(cache, 'parts')).length).toBeGreaterThan(0);
      expect(facts(await loadContentGraph({ contentDir, today, readings: true }))).toBe(expected);

      // Enough files that a worker thread makes some of the parts (make-parts.ts): the same graph.
      const many = Object.fromEntries(
        Array.from({ length: 80 }, (_, index) => [`enrollment/page-${index}.mdx`, `${header.replace('Prices', `Page ${index}`)}\n## Section ${index}\n\nText of page ${index}, [with a link](/enrollment).\n`]),
      );
      const bigger = contentWith(many);
      const alone = facts(await loadContentGraph({ contentDir: bigger, today, readings: true, parts: memoryParts(), threads: 1 }));
      expect(facts(await loadContentGraph({ contentDir: bigger, today, readings: true, parts: memoryParts(), threads: 2 }))).toBe(alone);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
