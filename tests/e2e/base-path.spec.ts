/**
 * The site built for a GitHub Pages project site (siteUrl with a path,
 * .dist-base-path/, made by the host tests or here) works in the browser too:
 * its script starts without errors, it navigates, searches, and finds a page from an
 * address in any casing. Links and files are checked by tests/hosts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serveBuiltSite, type ServedBuild } from '../../src/engine/node/publish/static-server.ts';
import { buildProjectSite } from '../hosts/sites.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { pageAt, NAV } from './site.ts';

const dist = path.resolve(import.meta.dirname, '../../.dist-base-path');
let site: ServedBuild;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!fs.existsSync(path.join(dist, '404.html'))) buildProjectSite();
  site = await serveBuiltSite(dist);
  origin = site.origin;
});
test.afterAll(() => site.close());

test('under /edtech-help-site/: starts, navigates, searches, and ignores case', async ({ page }) => {
  await page.goto(`${origin}/edtech-help-site/`);
  await waitForApp(page);
  const item = NAV.at(-1)!;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/edtech-help-site${item.href.toLowerCase()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(item.href.toLowerCase()).frontmatter.title);

  await page.getByRole('combobox', { name: 'Search all guides' }).fill('locked out');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();

  const response = await page.goto(`${origin}/edtech-help-site/mFa/Mfa_AuthSetup`);
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt('/mfa/mfa_authsetup').frontmatter.title);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/edtech-help-site/mfa/`);
});
