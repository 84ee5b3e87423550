import { expect, test, waitForApp } from './fixtures.ts';
import { address, allPages, NAV, pageAt, SITE, UI } from './site.ts';
import { pageHref } from '../../src/engine/urls.ts';

test.describe('site shell', () => {
  test('the navigation bar has the logo, then the sections in order', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    // The sections, then the page in the other language (the language switch).
    const links = nav.locator('.site-nav__link');
    await expect(links).toHaveText(NAV.map((item) => item.label));
    await expect(nav.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/');
    // The spec's /Links and /MFA, in the one form every host serves without a redirect (src/engine/urls.ts).
    for (const [index, item] of NAV.entries()) await expect(links.nth(index)).toHaveAttribute('href', pageHref(item.href));
    // The bar starts with the logo (above it, on phones, only the strip with the other language and its offer).
    await expect(page.locator('.site-header__inner a').first()).toHaveAttribute('href', '/');
  });

  test('each section link opens its page and is marked as current', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    for (const item of NAV) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pageHref(item.href)}$`));
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('on a phone the menu opens from its button and collapses when an item is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForApp(page);
    const menuButton = page.getByRole('button', { name: UI.menu });
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const item = NAV.at(-1)!;
    await nav.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pageHref(item.href)}$`));
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer shows the current year and the school system name', async ({ page }) => {
    await page.goto('/mfa');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText(SITE.name);
  });

  for (const bare of allPages.filter((shown) => shown.lang === 'en' && shown.frontmatter.layout === 'bare')) {
    test(`${bare.path} is bare (layout: bare): no navigation and no footer`, async ({ page }) => {
      await page.goto(address(bare));
      await expect(page).toHaveTitle(bare.documentTitle);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('instruction pages have Back (to the parent page) and Print', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    const guide = allPages.find((shown) => shown.lang === 'en' && shown.frontmatter.printable && shown.frontmatter.parent)!;
    const parent = pageAt(guide.frontmatter.parent!);
    await page.goto(address(guide));
    await waitForApp(page);
    await page.getByRole('button', { name: UI.print }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('link', { name: UI.back, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(address(parent));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.frontmatter.title);
  });

  test('a page without a parent has no Back link; Print only where a liaison hands it out (printable: true)', async ({ page }) => {
    const withoutParent = allPages.filter((shown) => shown.lang === 'en' && !shown.frontmatter.parent && shown.frontmatter.layout !== 'bare');
    for (const printable of [true, false]) {
      const shown = withoutParent.find((candidate) => candidate.frontmatter.printable === printable);
      if (!shown) continue;
      await page.goto(address(shown));
      await expect(page.getByRole('button', { name: UI.print })).toHaveCount(printable ? 1 : 0);
      await expect(page.getByRole('link', { name: UI.back, exact: true })).toHaveCount(0);
    }
  });
});
