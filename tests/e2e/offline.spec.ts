/**
 * Offline reading (content/site.yaml `offline:`; the worker: src/engine/node/publish/offline-files.ts):
 * a liaison saves the guides of both languages on the help page, loses the connection, and still
 * reads them with their pictures and styles (the pages under test: every kind of page in each language;
 * every saved page with TEST_PAGES=all, as the main-branch job runs it), their handouts in two languages,
 * searches in each language, and sees the offline page of the address's language for a page that is not
 * saved: at the address asked for, leading to the saved pages of the other language, opening a saved page
 * asked for at another of its addresses, and replaced by the page once connected. And a publish reaches a
 * reader who saved the guides at the next visit online: the saved guides, their search and the save box's
 * record are all of the new site. Everything derived from content/.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CONTENT_DIR, DEFAULT_OUT_DIR } from '../../src/engine/node/publish/build-site.ts';
import { projectRoot } from '../../src/engine/node/project-root.ts';
import { createStaticServer } from '../../src/engine/node/publish/static-server.ts';
import { routeInLanguage } from '../../src/engine/languages.ts';
import { CACHE_PREFIX, cacheName, OFFLINE_LIST_FILE, SAVED_RECORD_FILE, type OfflineList, type SavedRecord } from '../../src/engine/offline.ts';
import { languageName } from '../../src/engine/schools.ts';
import { SERVED_SITE_FILE, type ServedSite } from '../../src/engine/served-site.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { address, allPages, blockNames, graph, pageAt, pagesIn, SITE, TESTED_PAGES, uiText, unknownAddress } from './site.ts';

test.use({ serviceWorkers: 'allow' });

const languages = SITE.languages.map((language) => language.code);
const offlinePage = (lang: string) => pageAt(routeInLanguage(SITE.offline!.page, lang, SITE.languages));
/** The guides and packets with a handout in two languages (a twin in another language). */
const withHandout = (lang: string) => pagesIn(lang).filter((page) => page.frontmatter.printable && Object.keys(page.twins).some((code) => code !== lang));
const title = (page: Page) => page.locator('h1#page-title');
/** What the worker last saved (src/engine/offline.ts SavedRecord), read in the page from its cache of pages. */
const savedRecord = (page: Page) =>
  page.evaluate(async ([cache, key]) => (await (await (await caches.open(cache!)).match(key!))?.json()) as SavedRecord | undefined, [cacheName('pages', '/'), `/${SAVED_RECORD_FILE}`]);

/** Opens a page and waits until the offline worker controls it. */
async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

test('saves both languages on the help page, then reads every guide, searches and shows the offline page with no connection', async ({ page, context }) => {
  test.slow(); // a save of every language, then pages read offline
  const help = pageAt(SITE.helpPage);
  await openControlled(page, address(help));
  const box = page.getByRole('region', { name: uiText(help, 'offlineTitle') });
  await expect(box.getByText(uiText(help, 'offlineUnavailable'))).toBeHidden();
  // The last choice is every language.
  await box.getByRole('radio').last().check();
  const started = Date.now();
  await box.getByRole('button', { name: uiText(help, 'offlineSave') }).click();
  const remove = box.getByRole('button', { name: uiText(help, 'offlineRemove') });
  await expect(remove).toBeVisible({ timeout: 30_000 });
  const saved = languages.flatMap((lang) => pagesIn(lang));
  await expect(box.getByRole('status')).toContainText(` ${saved.length} `);
  const record = await savedRecord(page);
  expect(record?.languages).toEqual(languages);
  console.log(`Save for offline, every language: ${saved.length} pages, ${(record!.bytes / 1e6).toFixed(2)} MB, ${Date.now() - started} ms`);

  await context.setOffline(true);
  const reading = Date.now();
  // The pages under test (every kind of page in each language; every saved page with TEST_PAGES=all).
  const read = saved.filter((guide) => TESTED_PAGES.includes(guide));
  expect(read.length).toBeGreaterThan(0);
  for (const guide of read) {
    await page.goto(address(guide), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1#page-title'), guide.path).toHaveText(guide.frontmatter.title);
    // Styles (the body's margin is the stylesheet's), and every picture and QR code drawn (lazy ones loaded now).
    const shown = await page.evaluate(async () => {
      const drawn = await Promise.all([...document.images].map((image) => ((image.loading = 'eager'), image.decode().then(() => '', () => image.src))));
      return { styled: getComputedStyle(document.body).margin === '0px', broken: drawn.filter(Boolean) };
    });
    expect(shown, guide.path).toEqual({ styled: true, broken: [] });
  }

  console.log(`Read ${read.length} of the ${saved.length} saved pages offline in ${Date.now() - reading} ms`);

  // Handouts in two languages, of a guide and of a ready-made packet, in each language.
  for (const lang of languages) {
    const handouts = withHandout(lang);
    for (const handout of [handouts.find((candidate) => !candidate.frontmatter.packet), handouts.find((candidate) => candidate.frontmatter.packet)]) {
      if (!handout) continue;
      const twin = graph.byKey.get(Object.entries(handout.twins).find(([code]) => code !== lang)![1])!;
      await page.goto(pageHref(bilingualRoute(handout.path)), { waitUntil: 'domcontentloaded' });
      await expect(title(page), handout.path).toHaveText(handout.frontmatter.title);
      expect(await page.title()).toContain(twin.frontmatter.title);
    }
  }

  for (const lang of languages) {
    const guide = pagesIn(lang).find((candidate) => candidate.frontmatter.layout === 'default' && candidate.path !== routeInLanguage('/', lang, SITE.languages))!;
    await page.goto(address(guide));
    await waitForApp(page);
    await page.getByRole('combobox', { name: guide.locale.ui.searchLabel }).fill(guide.frontmatter.title);
    const results = page.getByRole('listbox', { name: guide.locale.ui.searchResults });
    await expect(results.getByRole('option').first()).toBeVisible();
    await expect(results.getByText(guide.locale.ui.offlineNotSaved, { exact: false })).toHaveCount(0);

    // An address not saved: the offline page of its language at that address, listing the saved pages of that language.
    const response = await page.goto(unknownAddress(lang));
    expect(response?.ok()).toBe(true);
    await waitForApp(page);
    const offline = offlinePage(lang);
    await expect(title(page)).toHaveText(offline.frontmatter.title);
    expect(new URL(page.url()).pathname).toBe(unknownAddress(lang));
    const savedIn = (shown: GraphPage) => page.getByRole('region', { name: uiText(shown, 'offlineSavedPages') });
    await expect(savedIn(offline).getByRole('listitem')).toHaveCount(pagesIn(lang).filter((candidate) => candidate !== offline).length);

    // It leads to the pages saved in each other language: that language's offline page, itself saved.
    for (const other of languages.filter((code) => code !== lang)) {
      await savedIn(offline).getByRole('link', { name: uiText(offline, 'offlineOtherLanguage', { language: languageName(other, lang)! }) }).click();
      const otherOffline = offlinePage(other);
      await expect(title(page)).toHaveText(otherOffline.frontmatter.title);
      expect(new URL(page.url()).pathname).toBe(address(otherOffline));
      await expect(savedIn(otherOffline).getByRole('listitem')).toHaveCount(pagesIn(other).filter((candidate) => candidate !== otherOffline).length);
    }
  }

  // A packet made offline in the builder of the saved pages (its address holds the guides ticked).
  const builder = allPages.find((candidate) => candidate.lang === languages[0] && blockNames(candidate).has('PacketBuilder'));
  if (builder) {
    await page.goto(address(builder));
    await waitForApp(page);
    const boxes = page.locator('input[name="guide"]');
    for (const index of [0, 1]) await boxes.nth(index).check();
    await page.getByRole('button', { name: uiText(builder, 'packetMakeButton') }).click();
    await expect(page.locator('.packet-builder__status')).toHaveText(uiText(builder, 'packetReady', { count: '2' }));
    await expect(page.locator('.handout-sections .handout-guide')).toHaveCount(2);
  }

  // A saved page asked for at another of its addresses: without its final slash, in capitals, as .html, and an
  // old address the site sends on (site.yaml oldAddresses, as the build wrote them in _site.json).
  const guide = TESTED_PAGES.find((candidate) => candidate.lang === languages[0] && candidate.frontmatter.printable && candidate.path.split('/').length > 2)!;
  const served = JSON.parse(fs.readFileSync(path.join(DEFAULT_OUT_DIR, SERVED_SITE_FILE), 'utf8')) as ServedSite;
  const old = served.redirects.find(({ from, to }) => !from.endsWith('.html') && allPages.some((candidate) => address(candidate) === to));
  const asked = [address(guide).slice(0, -1), address(guide).toUpperCase(), `${address(guide).slice(0, -1)}.html`].map((from) => ({ from, to: address(guide) }));
  for (const { from, to } of [...asked, ...(old ? [old] : [])]) {
    await page.goto(from);
    await expect(page, from).toHaveURL((url) => url.pathname === to, { timeout: 15_000 }); // the offline page first, then the saved page
    await expect(title(page), from).toHaveText(allPages.find((candidate) => address(candidate) === to)!.frontmatter.title);
  }

  // Connected again, the offline page shown for a page gives way to the page (it was not saved: taken out of the cache).
  await page.evaluate(async ([cache, url]) => (await caches.open(cache!)).delete(url!), [cacheName('pages', '/'), address(guide)]);
  await page.goto(address(guide));
  await expect(title(page)).toHaveText(offlinePage(guide.lang).frontmatter.title);
  expect(new URL(page.url()).pathname).toBe(address(guide));
  await context.setOffline(false);
  // The page asks the site every half second until it answers, then reloads: time for a busy machine (5 s was short in CI).
  await expect(title(page)).toHaveText(guide.frontmatter.title, { timeout: 15_000 });
});

test('a publish reaches a reader who saved the guides at the next visit online: the saved guides, their search and the box are the new site\'s', async ({ page, context }) => {
  test.setTimeout(180_000); // a whole build of the site meanwhile (about 10 s alone, several times that on a busy machine), and two saves of one language
  const main = languages[0]!;
  const help = pageAt(SITE.helpPage);
  // A guide the reader does not open again after the publish, which changes its title (a word no page has).
  const guide = pagesIn(main).find((candidate) => candidate.frontmatter.layout === 'default' && candidate.frontmatter.printable && candidate !== help)!;
  const renamed = `${guide.frontmatter.title} Zyxwvut`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-offline-'));
  const site = path.join(work, 'site');
  const published = path.join(work, 'published');
  fs.cpSync(DEFAULT_OUT_DIR, site, { recursive: true });
  // The publish: the same content but the guide's title, built as the deploy builds it (in the background meanwhile).
  const content = path.join(work, 'content');
  fs.cpSync(CONTENT_DIR, content, { recursive: true });
  fs.writeFileSync(path.join(content, guide.relativeFile), guide.source.replace(/^title: .*$/m, `title: ${JSON.stringify(renamed)}`));
  const building = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--quiet'], { cwd: projectRoot, env: { ...process.env, SITE_CONTENT: content, SITE_DIST: published } });
  let server = createStaticServer(site);
  const serve = async (port = 0) => {
    server = createStaticServer(site);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  try {
    const origin = `http://127.0.0.1:${await serve()}`;
    // The reader saved the guides before the worker kept the record: their date and languages are in localStorage.
    await page.addInitScript(([key, lang]) => {
      if (sessionStorage.getItem('seeded')) return; // once: the box removes it when it has read it
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem(key!, JSON.stringify({ savedAt: new Date(0).toISOString(), languages: [lang], pages: 0, bytes: 0 }));
    }, [`${CACHE_PREFIX} saved /`, main]);
    const restart = async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections(); // or the browser's open connections hold the port until they time out
      await closed;
      await serve(Number(new URL(origin).port));
    };
    await openControlled(page, `${origin}${address(help)}`);
    const box = page.getByRole('region', { name: uiText(help, 'offlineTitle') });
    // The box has the worker save them again, once, in their languages, and keep the record.
    await expect(box.getByRole('button', { name: uiText(help, 'offlineRemove') })).toBeVisible({ timeout: 30_000 });
    const before = (await savedRecord(page))!;
    expect(before.languages).toEqual([main]);
    expect(await page.evaluate((key) => localStorage.getItem(key), `${CACHE_PREFIX} saved /`)).toBeNull();

    // Published, but the list of what to save cannot be read yet: the box says the guides changed since its date.
    await building;
    fs.rmSync(site, { recursive: true });
    fs.cpSync(published, site, { recursive: true });
    fs.rmSync(path.join(site, OFFLINE_LIST_FILE));
    await restart();
    const list = JSON.parse(fs.readFileSync(path.join(published, OFFLINE_LIST_FILE), 'utf8')) as OfflineList;
    expect(list.version).not.toBe(before.version);
    await page.goto(`${origin}${address(help)}`);
    const tail = (key: 'offlineChanged' | 'offlineSaved') => uiText(help, key).split('}').at(-1)!;
    await expect(box.getByRole('status')).toContainText(tail('offlineChanged'));

    // The next page online, any page: the worker saves the saved language again, of the new site.
    fs.copyFileSync(path.join(published, OFFLINE_LIST_FILE), path.join(site, OFFLINE_LIST_FILE));
    await restart(); // the server lists its files when it starts
    const home = pageAt(routeInLanguage('/', main, SITE.languages));
    await page.goto(`${origin}${address(home)}`);
    await expect.poll(async () => (await savedRecord(page))?.version, { timeout: 30_000 }).toBe(list.version);
    const after = (await savedRecord(page))!;
    expect(after.languages).toEqual([main]);
    expect(after.savedAt > before.savedAt).toBe(true);
    await page.goto(`${origin}${address(help)}`);
    await expect(box.getByRole('status')).toContainText(tail('offlineSaved'));
    await expect(box.getByRole('status')).toContainText(` ${pagesIn(main).length} `);

    // What is saved is the new site's only: every page, script and search file the new list names, nothing else.
    const kept = await page.evaluate(async (names) => (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat(), ['pages', 'assets', 'pictures'].map((kind) => cacheName(kind as 'pages', '/')));
    const share = list.languages[main]!;
    expect(kept.toSorted()).toEqual(expect.arrayContaining([...share.pages, ...share.handouts, ...share.files.assets, ...share.files.pictures]));
    const named = new Set(Object.values(list.languages).flatMap((one) => [...one.pages, ...one.handouts, ...one.files.assets, ...one.files.pictures]));
    expect(kept.filter((url) => !named.has(url) && url !== `/${SAVED_RECORD_FILE}`)).toEqual([]);

    // Offline: the guide never opened since shows its new title, and the search of it and of another saved page finds it.
    await context.setOffline(true);
    for (const shown of [guide, home]) {
      await page.goto(`${origin}${address(shown)}`);
      await waitForApp(page);
      if (shown === guide) await expect(title(page)).toHaveText(renamed);
      await page.getByRole('combobox', { name: shown.locale.ui.searchLabel }).fill(renamed);
      const results = page.getByRole('listbox', { name: shown.locale.ui.searchResults });
      await expect(results.getByRole('option').first(), shown.path).toContainText(renamed);
      await expect(page.getByText(shown.locale.ui.searchUnavailable)).toHaveCount(0);
    }
  } finally {
    server.close();
    server.closeAllConnections();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
