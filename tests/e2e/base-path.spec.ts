/**
 * The site built for a GitHub Pages project site (siteUrl with a path,
 * .dist-base-path/, made by the host tests or here) works in the browser too:
 * its script starts without errors, it navigates, searches, and finds a page from an
 * address in any casing. Links and files are checked by tests/hosts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serveBuiltSite, type ServedBuild } from '../../src/engine/node/publish/static-server.ts';
import { buildMeasuredSites } from '../hosts/sites.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { pageAt, NAV, UI, allPages, hasBackAndPrint, SITE } from './site.ts';

const dist = path.resolve(import.meta.dirname, '../../.dist-base-path');
let site: ServedBuild;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!fs.existsSync(path.join(dist, '404.html'))) await buildMeasuredSites();
  site = await serveBuiltSite(dist);
  origin = site.origin;
});
test.afterAll(() => site.close());

test('under /edtech-help-site/: starts, navigates, searches, and ignores case', async ({ page }) => {
  await page.goto(`${origin}/edtech-help-site/`);
  await waitForApp(page);
  const item = NAV.at(-1)!;
  await page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: item.label, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/edtech-help-site${item.href.toLowerCase()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(item.href.toLowerCase()).frontmatter.title);

  // A guide with a Back link, asked for by its title and then at its address in mixed case.
  const guide = allPages.find((page) => page.lang === SITE.languages[0]!.code && hasBackAndPrint(page))!;
  await page.getByRole('combobox', { name: UI.searchLabel }).fill(guide.frontmatter.title);
  await expect(page.getByRole('listbox', { name: UI.searchResults }).getByRole('option').first()).toBeVisible();

  const mixedCase = guide.path.replace(/[a-z]/g, (letter, at: number) => (at % 2 === 0 ? letter.toUpperCase() : letter));
  const response = await page.goto(`${origin}/edtech-help-site${mixedCase}`);
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.frontmatter.title);
  await page.getByRole('link', { name: UI.back, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/edtech-help-site${pageHref(guide.frontmatter.parent!)}`);
});
