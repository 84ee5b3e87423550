import { expect, test } from './fixtures.ts';
import { address, allPages, NAV, NOT_FOUND, pageAt, pageWith, questionsOf, SITE, tabLabels, UI } from './site.ts';

/** With JavaScript off, every page must still read and navigate completely. */
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the navigation is shown and its links are real links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: UI.menu })).toBeHidden();
    const item = NAV.at(-1)!;
    await nav.getByRole('link', { name: item.label, exact: true }).click();
    // site.yaml's navigation may name an old address (/MFA); links use the form every host serves directly.
    await expect(page).toHaveURL(new RegExp(`${item.href.toLowerCase()}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(item.href.toLowerCase()).frontmatter.title);
  });

  test('every tab panel is shown, each under its label', async ({ page }) => {
    const shown = pageWith('Tabs');
    await page.goto(address(shown));
    const labels = tabLabels(shown);
    for (const label of labels) await expect(page.locator('.tabs__panel-label', { hasText: label }).first()).toBeVisible();
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await panels.count()).toBeGreaterThanOrEqual(labels.length);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    for (const list of await page.getByRole('tablist').all()) await expect(list).toBeHidden();
  });

  test('every FAQ answer is shown', async ({ page }) => {
    const shown = pageWith('Accordion');
    await page.goto(address(shown));
    const answers = page.locator('.accordion__panel');
    expect(await answers.count()).toBe(questionsOf(shown).length);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test('a guide reads completely and its Back link works; Print (which needs JavaScript) is hidden', async ({ page }) => {
    const shown = allPages.find((page) => page.lang === 'en' && page.frontmatter.printable && page.frontmatter.parent)!;
    await page.goto(address(shown));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.frontmatter.title);
    await expect(page.getByRole('button', { name: UI.print })).toBeHidden();
    await page.getByRole('link', { name: UI.back, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(address(pageAt(shown.frontmatter.parent!)));
  });

  test('the 404 page is served as 404.html with status 404', async ({ page }) => {
    const response = await page.goto('/not/a/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading);
    await expect(page.getByRole('contentinfo')).toContainText(SITE.name);
  });
});
