import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test that opens a page fails on any console error or warning, uncaught
 * page error or dialog of that page (a widget that cannot start says so as a
 * console error). The check is built into `page`, so a test gets it by using
 * the page, and a test that only sends requests opens no browser page at all.
 */
export const test = base.extend({
  // Playwright calls the second argument `use`; named otherwise so the React hooks lint does not take it for a hook.
  page: async ({ page }, provide, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A 404 answer is the expected result of visiting an unknown address.
      if (/the server responded with a status of 404/.test(message.text())) return;
      // Playwright's own word where it blocks the offline worker (playwright.config.ts serviceWorkers).
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await provide(page);
    // A screenshot of a failed test's page only. Playwright's own `screenshot: 'only-on-failure'` takes one after every
    // test and throws the passed ones away, 0.1 s of Chromium's CPU per test (about 20 s a run).
    if (testInfo.status !== testInfo.expectedStatus || errors.length > 0) {
      const screenshot = await page.screenshot({ timeout: 5_000 }).catch(() => undefined);
      if (screenshot) await testInfo.attach('screenshot', { body: screenshot, contentType: 'image/png' });
    }
    expect(errors, 'console errors, page errors or dialogs').toEqual([]);
  },
});

export { expect };

/** Waits until the page's one script (src/browser/page.ts) has started its widgets: from then on every press is answered. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.script === 'ready');
}

/** The window sizes the accessibility checks use: a desktop, and the 320 px phone WCAG reflow names. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 320, height: 640 },
};

/** The window sizes readers use most: a 390 px phone and a 1280 px laptop. */
export const READER_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: VIEWPORTS.desktop,
};

/** WCAG 2.2 AA, the level the site is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose results depend on the colours alone: all a change of colour scheme (dark, forced colours) can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations on the page as it is now, one line each, so a failure
 * names the rule and the elements. axe is injected once per page (parsing it
 * takes most of a second), so checking a page in several states stays quick.
 * Injected through the DevTools protocol, it is not subject to the page's CSP.
 * A state that changes only the colours needs only COLOUR_RULES (`rules`), and one that changes only a part of
 * the page (a tab selected) only that part (`within`, a selector): the rest was checked as the page arrived.
 */
export async function axeViolations(page: Page, { rules, within }: { rules?: string[]; within?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ tags, rules, within }) =>
      window.axe
        // Only the violations: axe then keeps one node of each passed and inapplicable rule, not all (a third less time on a long page).
        // Not inside frames: the only ones are embedded pages of other sites (the content graph's frame origins), not
        // this site's to fix, where axe is not injected (the frame element itself, its title included, is checked).
        .run(within ? { include: [within] } : document, { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((results) => results.violations),
    { tags: WCAG_TAGS, rules, within },
  );
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
