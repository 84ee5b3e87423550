import { pageHref } from '../../src/engine/urls.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { graph, NOT_FOUND } from './site.ts';

test.describe('routing rules', () => {
  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page).toHaveTitle(NOT_FOUND.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading);
  });

  test('on a host with one not-found page for the whole site, an address under /es/ shows the Spanish one', async ({ page, request }) => {
    // As GitHub Pages and Azure do: the main language's 404.html for every unknown address.
    const english = await (await request.get('/404.html')).text();
    const spanish = await (await request.get('/es/404.html')).text();
    const spanishHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(spanish)![1]!.replace(/&#x27;/g, "'");
    await page.route('**/es/no/such/page', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: english }));
    await page.goto('/es/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishHeading);
    await expect(page).toHaveTitle(/<title>([^<]+)<\/title>/.exec(spanish)![1]!);
    expect(new URL(page.url()).pathname).toBe('/es/no/such/page');
  });

  test('matching ignores case', async ({ page }) => {
    for (const address of ['/MFA', '/mfa/MFAHelp', '/MFA/MFA_AuthSetup', '/Links', '/LMS/Parent_Account_Setup']) {
      await page.goto(address);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND.heading);
    }
    await page.goto('/mfa/MFAHelp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MFA Help');
  });

  test('a .html address is redirected to the clean address, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    const before = await page.evaluate(() => window.history.length);
    await page.goto('/mfa/mfahelp.html');
    await expect(page).toHaveURL(/\/mfa\/mfahelp\/$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MFA Help');
    // One new entry for the visit; the redirect replaced it rather than adding another.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page a server shows at another address (an old address\'s folder, with no redirect) shows its own address instead', async ({ page, request }) => {
    // As nginx, Apache or Caddy with no settings do: `/MFA` -> `/MFA/` -> the copy of the page in that folder.
    const { from, to } = graph.aliases[0]!;
    const body = await (await request.get(pageHref(to))).text();
    await page.route(`**${from}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
    await page.goto(`${from}/`);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe(pageHref(to));
  });

  test('/index.html and /x/index.html go to their folder page', async ({ page }) => {
    await page.goto('/enrollment/index.html');
    await expect(page).toHaveURL(/\/enrollment\/$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND.heading);
  });

  test('a .html redirect never leaves the site', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}//evil.example/login.html`);
    await waitForApp(page);
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe('/evil.example/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading);
  });
});
