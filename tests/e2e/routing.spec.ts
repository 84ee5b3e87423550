import { pageHref } from '../../src/engine/urls.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { allPages, escapeRegExp, graph, NOT_FOUND } from './site.ts';

/** Guides to type in other capitals, read from content/: a section's page and the first guide two levels down. */
const MIXED_CASE = [
  allPages.find((page) => page.lang === 'en' && page.path.split('/').length === 3 && page.frontmatter.layout !== 'bare')!,
  allPages.find((page) => page.lang === 'en' && page.path.split('/').length === 2 && page.path !== '/' && allPages.some((other) => other.frontmatter.parent === page.path))!,
];
/** An address as someone might type it from a printed sheet: the first part in capitals, each word after it capitalised (`/lms/parent_account_setup` -> `/LMS/Parent_Account_Setup`). */
const inOtherCapitals = (route: string) =>
  route.split('/').map((part, index) => (index === 1 ? part.toUpperCase() : part.replace(/(^|_)([a-z])/g, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`))).join('/');
/** A Spanish guide, to search for from the Spanish not-found page. */
const SPANISH_GUIDE = allPages.find((page) => page.lang === 'es' && page.frontmatter.parent !== undefined && page.frontmatter.printable)!;

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
    // The page that stays is the one whose widgets work: its search lists results.
    await waitForApp(page);
    const search = page.getByRole('combobox', { name: graph.strings.get('es')!.ui.searchLabel });
    await search.fill(SPANISH_GUIDE.frontmatter.title);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('matching ignores case', async ({ page }) => {
    for (const guide of MIXED_CASE) {
      await page.goto(inOtherCapitals(guide.path));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.frontmatter.title);
    }
  });

  test('a .html address is redirected to the clean address, replacing the history entry', async ({ page }) => {
    const guide = MIXED_CASE[0]!;
    await page.goto('/');
    const before = await page.evaluate(() => window.history.length);
    await page.goto(`${guide.path}.html`);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pageHref(guide.path))}$`));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.frontmatter.title);
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
    const section = allPages.find((candidate) => candidate.lang === 'en' && allPages.some((other) => other.frontmatter.parent === candidate.path && other.path.startsWith(`${candidate.path}/`)))!;
    await page.goto(`${section.path}/index.html`);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pageHref(section.path))}$`));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.frontmatter.title);
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
