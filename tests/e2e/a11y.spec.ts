/**
 * WCAG 2.2 AA on every route: axe-core at desktop and phone width, in the
 * states a reader can put a page in (menu open, every tab, every answer open),
 * plus what axe cannot judge alone: reflow at 320 px and 200% zoom, reduced
 * motion, the language, outside links that say they open a new tab, and
 * collapsed answers that find-in-page still searches.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { COUNTS, ROUTES } from './spec.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Every route, and an unknown address for the not-found page. */
const ALL_ROUTES = [...ROUTES, '/no/such/page'];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 320, height: 640 },
};

/** axe's violations, one line each, so a failure names the rule and the elements. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** How many CSS pixels the page scrolls sideways (0 when it reflows). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe (WCAG 2.2 AA) at ${name} width`, () => {
    test.use({ viewport });
    for (const route of ALL_ROUTES) {
      test(`${route} has no violations`, async ({ page, pageErrors }) => {
        await page.goto(route);
        await waitForApp(page);
        expect(await axeViolations(page)).toEqual([]);
        void pageErrors;
      });
    }
  });
}

test.describe('axe in every state a reader can open', () => {
  test('the phone menu, open', async ({ page, pageErrors }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/mfa');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    void pageErrors;
  });

  for (const route of ['/mfa', '/mfa/mfa_authsetup', '/mfa/mfahelp/mfahelp_backup', '/lms/parent_account_setup']) {
    test(`${route} with each tab selected`, async ({ page, pageErrors }) => {
      await page.goto(route);
      await waitForApp(page);
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 1; index < count; index++) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        expect(await axeViolations(page), `tab ${index + 1}`).toEqual([]);
      }
      void pageErrors;
    });
  }

  for (const route of ['/enrollment', '/lms', '/lms/mobile_app_setup', '/mfa/mfahelp/mfahelp_faq', '/mfa/mfahelp/mfahelp_token']) {
    test(`${route} with every answer open`, async ({ page, pageErrors }) => {
      await page.goto(route);
      await waitForApp(page);
      const questions = page.locator('.accordion__trigger');
      expect(await questions.count()).toBeGreaterThan(0);
      for (const question of await questions.all()) await question.click();
      await expect(page.locator('.accordion__trigger[aria-expanded="false"]')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      void pageErrors;
    });
  }
});

test.describe('reflow, language and links', () => {
  // 200% zoom of a 1280 × 800 window lays the page out in 640 × 400 CSS pixels.
  for (const [name, viewport] of [
    ['320 px width', VIEWPORTS.phone],
    ['200% zoom of a 1280 px window', { width: 640, height: 400 }],
  ] as const) {
    test(`no page scrolls sideways at ${name}`, async ({ page, pageErrors }) => {
      await page.setViewportSize(viewport);
      const overflowing: string[] = [];
      for (const route of ALL_ROUTES) {
        await page.goto(route);
        await waitForApp(page);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${route}: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
      void pageErrors;
    });
  }

  test('every page says its language; outside links that open a new tab say so; pictures have alt text', async ({ page, pageErrors }) => {
    for (const route of ALL_ROUTES) {
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'en');
      // Read from the markup: links in closed answers have no computed name while hidden.
      const silentLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
        links
          .filter((link) => link.hasAttribute('aria-label') || !/\(opens in a new tab\)$/.test(link.textContent ?? '') || !/noopener/.test(link.getAttribute('rel') ?? ''))
          .map((link) => link.getAttribute('href')),
      );
      expect(silentLinks, route).toEqual([]);
      const unnamedPictures = await page.evaluate(() => [
        ...[...document.querySelectorAll('img:not([alt])')].map((image) => `img ${image.getAttribute('src')}`),
        ...[...document.querySelectorAll('svg:not([aria-hidden="true"])')]
          .filter((svg) => svg.getAttribute('role') !== 'img' || !svg.getAttribute('aria-label'))
          .map((svg) => `svg.${svg.getAttribute('class')}`),
      ]);
      expect(unnamedPictures, route).toEqual([]);
    }
    void pageErrors;
  });
});

test.describe('motion', () => {
  test('with prefers-reduced-motion, nothing animates', async ({ page, pageErrors }) => {
    const chevronTransition = () => page.locator('.accordion__chevron').first().evaluate((chevron) => getComputedStyle(chevron).transitionDuration);
    await page.goto('/mfa/mfahelp/mfahelp_faq');
    await waitForApp(page);
    expect(await chevronTransition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(parseFloat(await chevronTransition())).toBeLessThan(0.001);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    void pageErrors;
  });
});

/** The FAQ pages and how many questions the spec gives each. */
const FAQS = { '/enrollment': COUNTS.enrollmentFaq, '/lms': COUNTS.lmsFaq, '/mfa/mfahelp/mfahelp_faq': COUNTS.mfaFaq };

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

    test(`${route}: closed answers are hidden="until-found" and open on the browser's beforematch`, async ({ page, pageErrors }) => {
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
      void pageErrors;
    });
  }
});
