import { expect, test } from './fixtures.ts';
import { NAV, SITE } from './spec.ts';

/** With JavaScript off, every page must still read and navigate completely. */
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the navigation is shown and its links are real links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'MFA', exact: true }).click();
    // The spec's navigation names /MFA; links use the form every host serves directly.
    await expect(page).toHaveURL(new RegExp(`${NAV[3]!.href.toLowerCase()}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Multifactor');
  });

  test('every tab panel is shown, each under its label', async ({ page }) => {
    await page.goto('/mfa/mfa_authsetup');
    for (const label of ['Step 1', 'Step 2', 'Step 3']) {
      await expect(page.locator('.tabs__panel-label', { hasText: label })).toBeVisible();
    }
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await panels.count()).toBe(3);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
  });

  test('every FAQ answer is shown', async ({ page }) => {
    await page.goto('/mfa/mfahelp/mfahelp_faq');
    const answers = page.locator('.accordion__panel');
    expect(await answers.count()).toBe(10);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test('a guide reads completely and its Back link works; Print (which needs JavaScript) is hidden', async ({ page }) => {
    await page.goto('/enrollment/new_parent_portal_setup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('Access ID');
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/enrollment\/$/);
  });

  test('the 404 page is served as 404.html with status 404', async ({ page }) => {
    const response = await page.goto('/not/a/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found!');
    await expect(page.getByRole('contentinfo')).toContainText(SITE.name);
  });
});
