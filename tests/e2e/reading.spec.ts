/**
 * Reading comfort (issue 15), at 375 px and 1280 px: "On this page", breadcrumbs
 * and the other guides of a section, dark mode (device setting, the switch, no
 * flash, paper always light), addresses that open answers and tabs, and Copy link.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS, waitForApp } from './fixtures.ts';
import { address, ancestorTitles, attribute, blocksOf, escapeRegExp, pageAt, pagesWith, tabbedGuide, uiText, UI } from './site.ts';

const WIDTHS = { phone: { width: 375, height: 740 }, desktop: VIEWPORTS.desktop };
/** A guide whose second tab holds a heading (read from content/). */
const { page: LONG_GUIDE_PAGE, outline: OUTLINE, tab: SECOND_TAB, heading: HEADING_IN_TAB, isTab } = tabbedGuide();
const LONG_GUIDE = address(LONG_GUIDE_PAGE).replace(/\/$/, '');
const FIRST_SECTION = OUTLINE.find((entry) => entry.depth === 2 && !isTab(entry))!;
const LAST_SECTION = OUTLINE.filter((entry) => entry.depth === 2 && !isTab(entry)).at(-1)!;
const FAQ_PAGE = pagesWith('Accordion', 'en').find((page) => blocksOf(page, 'AccordionItem').some((item) => attribute(item, 'id')))!;
const FAQ = address(FAQ_PAGE).replace(/\/$/, '');
/** A question with an id of its own: the last one, so it is below the fold. */
const QUESTION_ID = blocksOf(FAQ_PAGE, 'AccordionItem')
  .map((item) => attribute(item, 'id'))
  .filter(Boolean)
  .at(-1)!;

async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await waitForApp(page);
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const WHITE = 'rgb(255, 255, 255)';

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('On this page lists the sections; a link to a heading inside a tab selects that tab', async ({ page }) => {
      await open(page, LONG_GUIDE);
      const aside = page.locator('.on-this-page--aside');
      const collapsed = page.locator('details.on-this-page--collapsed');
      if (name === 'desktop') {
        await expect(aside).toBeVisible();
        await expect(collapsed).toBeHidden();
        // Sticky: still in view after scrolling far down the guide.
        await page.mouse.wheel(0, 3000);
        await expect(aside).toBeInViewport();
        await expect(aside.locator('a[aria-current="location"]')).toHaveCount(1);
      } else {
        await expect(aside).toBeHidden();
        await expect(collapsed).toBeVisible();
        await collapsed.locator('summary').click();
      }
      const list = name === 'desktop' ? aside : collapsed;
      await list.getByRole('link', { name: HEADING_IN_TAB.text, exact: true }).click();
      await expect(page.getByRole('tab', { name: SECOND_TAB.text, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${HEADING_IN_TAB.id}"]`)).toBeInViewport();
    });

    test('an instruction page shows its breadcrumbs and, at the end, the other guides of its section', async ({ page }) => {
      await open(page, LONG_GUIDE);
      const crumbs = page.getByRole('navigation', { name: UI.breadcrumb });
      // Home, then each page above it by parent:, then the page itself.
      const ancestors = ancestorTitles(LONG_GUIDE_PAGE);
      const links = crumbs.getByRole('link');
      await expect(links).toHaveCount(ancestors.length + 1);
      for (const [index, title] of ancestors.entries()) await expect(links.nth(index + 1)).toHaveText(title);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(LONG_GUIDE_PAGE.frontmatter.title);
      await expect(page.getByRole('link', { name: UI.back, exact: true })).toBeVisible();
      const parent = pageAt(LONG_GUIDE_PAGE.frontmatter.parent!);
      const more = page.getByRole('navigation', { name: uiText(LONG_GUIDE_PAGE, 'moreIn', { section: parent.frontmatter.title }) });
      await expect(more.locator('[aria-current="page"]')).toHaveText(LONG_GUIDE_PAGE.frontmatter.title);
      const other = more.locator('a:not([aria-current])').first();
      const href = (await other.getAttribute('href'))!;
      await other.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    });

    test('an address naming an answer opens it; Copy link copies that address and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `${FAQ}#${QUESTION_ID}`);
      const item = page.locator(`[id="${QUESTION_ID}"]`);
      await expect(item.locator('.accordion__trigger')).toHaveAttribute('aria-expanded', 'true');
      await expect(item.locator('.accordion__answer')).toBeInViewport();
      const copy = item.getByRole('button', { name: uiText(FAQ_PAGE, 'copyLinkTo', { title: attribute(blocksOf(FAQ_PAGE, 'AccordionItem').find((one) => attribute(one, 'id') === QUESTION_ID)!, 'title')! }), exact: true });
      await copy.click();
      await expect(copy).toHaveAttribute('data-copied', '');
      await expect(page.locator('#announcer')).toHaveText(UI.linkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${escapeRegExp(FAQ)}/#${QUESTION_ID}$`));
    });

    test('an address naming a tab selects it; a section heading\'s Copy link copies its address', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `${LONG_GUIDE}#${SECOND_TAB.id}`);
      await expect(page.getByRole('tab', { name: SECOND_TAB.text, exact: true })).toHaveAttribute('aria-selected', 'true');
      const heading = page.locator(`h2[id="${FIRST_SECTION.id}"]`);
      const section = page.locator('.section-heading').filter({ has: heading });
      const copy = section.getByRole('button', { name: uiText(LONG_GUIDE_PAGE, 'copyLinkTo', { title: FIRST_SECTION.text }), exact: true });
      await copy.click();
      await expect(copy).toHaveAttribute('data-copied', '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${escapeRegExp(LONG_GUIDE)}/#${FIRST_SECTION.id}$`));
    });

    test('dark mode follows the device, the switch overrides and is remembered without a flash, and is axe-clean', async ({ page }) => {
      test.slow(); // axe, then a reload: two page loads and a full check
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(page, LONG_GUIDE);
      expect(await background(page)).not.toBe(WHITE);
      const toggle = page.getByRole('button', { name: UI.darkTheme });
      if (name === 'phone') await page.getByRole('button', { name: UI.menu }).click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await axeViolations(page), 'axe in dark').toEqual([]);
      // With no choice made, the switch follows the device as it changes.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await background(page)).toBe(WHITE);

      // After a reload the choice applies before any module script runs: no dark frame first.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { themeAtParse: string }).themeAtParse = getComputedStyle(document.body).backgroundColor;
        });
      });
      await page.reload();
      await waitForApp(page);
      expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe(WHITE);
      // Choosing the device's own scheme again forgets the choice.
      if (name === 'phone') await page.getByRole('button', { name: UI.menu }).click();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    });
  });
}

test('print is always light, and leaves out On this page, breadcrumbs, Copy link and the section list', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, LONG_GUIDE);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const colour = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color);
  expect(colour).toBe('rgb(0, 0, 0)');
  for (const selector of ['.on-this-page--aside', '.on-this-page--collapsed', '.breadcrumbs', '.copy-link', '.section-guides']) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
});

test('without JavaScript: On this page links work, and the switch and Copy link are not offered', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDTHS.desktop });
  const page = await context.newPage();
  await page.goto(`${FAQ}#${QUESTION_ID}`);
  await expect(page.locator(`[id="${QUESTION_ID}"] .accordion__answer`)).toBeVisible();
  await expect(page.locator('.copy-link').first()).toBeHidden();
  await expect(page.locator('.theme-switch')).toBeHidden();
  await page.goto(LONG_GUIDE);
  await page.locator('.on-this-page--aside').getByRole('link', { name: LAST_SECTION.text, exact: true }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${LAST_SECTION.id}`);
  await expect(page.locator(`[id="${LAST_SECTION.id}"]`)).toBeInViewport();
  await context.close();
});
