/**
 * Offline reading (content/site.yaml `offline:`; the worker: src/engine/node/publish/offline-worker.ts):
 * a liaison saves the guides of both languages on the help page, loses the connection, and still
 * reads them with their pictures and styles (the pages under test: every kind of page in each language;
 * every saved page with TEST_PAGES=all, as the main-branch job runs it), searches in each language, and sees the
 * offline page of the address's language for a page that is not saved. And a deploy reaches a
 * reader who has the worker at the next visit online. Everything derived from content/.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_OUT_DIR } from '../../src/engine/node/publish/build-site.ts';
import { createStaticServer } from '../../src/engine/node/publish/static-server.ts';
import { routeInLanguage } from '../../src/engine/languages.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, pageAt, pagesIn, SITE, TESTED_PAGES, uiText, unknownAddress } from './site.ts';

test.use({ serviceWorkers: 'allow' });

const languages = SITE.languages.map((language) => language.code);
const offlinePage = (lang: string) => pageAt(routeInLanguage(SITE.offline!.page, lang, SITE.languages));

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
  const record = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.includes('saved'))?.[1]);
  console.log(`Save for offline, every language: ${saved.length} pages, ${(JSON.parse(record!).bytes / 1e6).toFixed(2)} MB, ${Date.now() - started} ms`);

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

  for (const lang of languages) {
    const guide = pagesIn(lang).find((candidate) => candidate.frontmatter.layout === 'default' && candidate.path !== routeInLanguage('/', lang, SITE.languages))!;
    await page.goto(address(guide));
    await waitForApp(page);
    await page.getByRole('combobox', { name: guide.locale.ui.searchLabel }).fill(guide.frontmatter.title);
    const results = page.getByRole('listbox', { name: guide.locale.ui.searchResults });
    await expect(results.getByRole('option').first()).toBeVisible();
    await expect(results.getByText(guide.locale.ui.offlineNotSaved, { exact: false })).toHaveCount(0);

    // An address not saved: the offline page of its language, listing the saved pages of that language.
    const response = await page.goto(unknownAddress(lang));
    expect(response?.ok()).toBe(true);
    await waitForApp(page);
    const offline = offlinePage(lang);
    await expect(page.locator('h1#page-title')).toHaveText(offline.frontmatter.title);
    const list = page.getByRole('region', { name: uiText(offline, 'offlineSavedPages') }).getByRole('listitem');
    await expect(list).not.toHaveCount(0);
    expect(await list.count()).toBe(pagesIn(lang).filter((candidate) => candidate !== offline).length);
  }
});

test('a deploy shows at the next visit online, and the new page is the one kept offline', async ({ page, context }) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-offline-'));
  const guide = pagesIn(languages[0]!).find((candidate) => candidate.frontmatter.layout === 'default')!;
  const file = path.join(copy, address(guide), 'index.html');
  fs.cpSync(DEFAULT_OUT_DIR, copy, { recursive: true });
  let server = createStaticServer(copy);
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}${address(guide)}`;
    await openControlled(page, url);
    await page.reload(); // now through the worker, which keeps the page
    await expect(page.locator('h1#page-title')).toHaveText(guide.frontmatter.title);

    // The deploy: the same address, the page changed.
    const changed = `${guide.frontmatter.title} (changed)`;
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(<h1 id="page-title">)[^<]*/, `$1${changed}`));
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    server = createStaticServer(copy);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

    await page.goto(url);
    await expect(page.locator('h1#page-title')).toHaveText(changed);
    await context.setOffline(true);
    await page.goto(url);
    await expect(page.locator('h1#page-title')).toHaveText(changed);
  } finally {
    server.close();
    server.closeAllConnections();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
