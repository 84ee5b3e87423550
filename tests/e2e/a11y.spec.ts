/**
 * WCAG 2.2 AA beyond the first view of each route (every-route.spec.ts checks
 * that view on every route: axe at desktop width in both colour schemes and at
 * phone width, reflow, language,
 * new-tab links, alt text): axe in the states a reader can put a page in (menu
 * open, every tab, every answer open), also in forced colours; reduced motion;
 * and collapsed answers that find-in-page still searches. What a page says to
 * someone who hears it (issue 35: a heading outline that lists every step and
 * skips no level, row headers in tables) is read from the HTML sent, on every
 * page, in tests/site/built-pages.test.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, expect, test, VIEWPORTS, waitForApp } from './fixtures.ts';
import { address, pagesWith, pageWith, questionsOf, TESTED_PAGES, UI } from './site.ts';

/** Pages with a block, among the pages under test (at least the first page that has it). */
const testedWith = (block: string) => {
  const pages = pagesWith(block).filter((page) => TESTED_PAGES.includes(page));
  return pages.length > 0 ? pages : [pageWith(block)];
};

test.describe('axe in every state a reader can open', () => {
  // The phone layout's own parts (menu button, menu, On this page folded) are the same on every page:
  // every-route.spec.ts checks each page at phone width in light, and in dark at desktop width.
  test('the phone layout in the dark scheme, and the phone menu open, in both schemes', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(address(pageWith('Tabs')));
    await waitForApp(page);
    await expect(page.locator('details.on-this-page--collapsed')).toBeVisible();
    // every-route.spec.ts checked this layout in light with every rule: dark changes the colours alone.
    expect(await axeViolations(page, { rules: COLOUR_RULES }), 'dark').toEqual([]);
    await page.getByRole('button', { name: UI.menu }).click();
    await expect(page.getByRole('navigation', { name: UI.mainNavigation })).toBeVisible();
    expect(await axeViolations(page), 'menu open, dark').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await axeViolations(page, { rules: COLOUR_RULES }), 'menu open').toEqual([]);
  });

  // Each page is loaded once, its states checked with every rule, then again in forced colours, which change the colours alone.
  for (const route of testedWith('Tabs').map(address)) {
    test(`${route} with each tab selected, then in forced colours`, async ({ page }) => {
      test.slow(); // axe once per tab, twice
      await page.goto(route);
      await waitForApp(page);
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (const forced of [false, true]) {
        if (forced) await page.emulateMedia({ forcedColors: 'active' });
        for (let index = forced ? 0 : 1; index < count; index++) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
          // Without colours, the selected tab still looks selected: its own frame and underline.
          if (forced) expect(await selectedLook(page, index)).not.toEqual(await selectedLook(page, index === 0 ? 1 : 0));
          // A tab changes its tab set alone; forced colours, the colours alone (every-route.spec.ts checked the page as it arrived).
          const changed = { ...(forced ? { rules: COLOUR_RULES } : {}), ...(index > 0 ? { within: '.tabs' } : {}) };
          expect(await axeViolations(page, changed), `tab ${index + 1}${forced ? ', forced colours' : ''}`).toEqual([]);
        }
      }
    });
  }

  for (const route of testedWith('Accordion').map(address)) {
    test(`${route} with every answer closed, then open, in forced colours and without`, async ({ page }) => {
      test.slow(); // axe three times
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(route);
      await waitForApp(page);
      const questions = page.locator('.accordion__trigger');
      expect(await questions.count()).toBeGreaterThan(0);
      expect(await axeViolations(page, { rules: COLOUR_RULES }), 'every answer closed, forced colours').toEqual([]);
      for (const question of await questions.all()) await question.click();
      await expect(page.locator('.accordion__trigger[aria-expanded="false"]')).toHaveCount(0);
      expect(await axeViolations(page, { rules: COLOUR_RULES, within: '.accordion' }), 'every answer open, forced colours').toEqual([]);
      await page.emulateMedia({ forcedColors: 'none' });
      expect(await axeViolations(page, { within: '.accordion' }), 'every answer open').toEqual([]);
    });
  }
});

/** How the tab at `index` is drawn: its top border's width and its text decoration. */
const selectedLook = (page: Page, index: number) =>
  page.getByRole('tab').nth(index).evaluate((tab) => [getComputedStyle(tab).borderTopWidth, getComputedStyle(tab).textDecorationLine]);

test.describe('motion', () => {
  test('with prefers-reduced-motion, nothing animates', async ({ page }) => {
    const chevronTransition = () => page.locator('.accordion__chevron').first().evaluate((chevron) => getComputedStyle(chevron).transitionDuration);
    await page.goto(address(pageWith('Accordion')));
    await waitForApp(page);
    expect(await chevronTransition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(parseFloat(await chevronTransition())).toBeLessThan(0.001);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});

/** The FAQ pages under test, and how many questions each one's file has. */
const FAQS = Object.fromEntries(testedWith('Accordion').map((page) => [address(page), questionsOf(page).length]));

test.describe('collapsed answers stay findable', () => {
  for (const [route, count] of Object.entries(FAQS)) {
    test(`${route}: every answer is in the prerendered HTML and readable without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route);
      const answers = page.locator('.accordion__answer');
      await expect(answers).toHaveCount(count);
      for (const answer of await answers.all()) {
        await expect(answer).toBeVisible();
        await expect(answer).not.toBeEmpty();
      }
      await context.close();
    });

    test(`${route}: closed answers are hidden="until-found" and open on the browser's beforematch`, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);
      const panels = page.locator('.accordion__panel');
      await expect(panels).toHaveCount(count);
      for (const panel of await panels.all()) {
        await expect(panel).toHaveAttribute('hidden', 'until-found');
        // Laid out but not painted: find-in-page searches it (display: none would hide it from search).
        expect(await panel.evaluate((element) => [getComputedStyle(element).display, getComputedStyle(element).contentVisibility])).toEqual(['block', 'hidden']);
      }
      // What find-in-page does on a match inside a closed answer.
      const last = panels.last();
      await last.evaluate((element) => element.dispatchEvent(new Event('beforematch', { bubbles: true })));
      await expect(last).not.toHaveAttribute('hidden');
      await expect(last).toBeVisible();
      await expect(page.locator(`[aria-controls="${await last.getAttribute('id')}"]`)).toHaveAttribute('aria-expanded', 'true');
      await expect(panels.first()).toHaveAttribute('hidden', 'until-found');
    });
  }
});
