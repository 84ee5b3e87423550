/**
 * Islands fail soft (issue 22): when an island's code cannot load, throws as it
 * loads, or its component throws while hydrating, the page keeps every word it
 * was sent, the reader's press is shown (the loader answers it in the page),
 * later presses still work, and the failure is logged once. One tab set and one
 * question list, each in the three ways; a screenshot of each is attached.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route, TestInfo } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, pagesWith, pageWith, questionsOf, tabLabels } from './site.ts';

const FAILURES: Record<string, (route: Route, island: string) => Promise<void>> = {
  'cannot load': (route) => route.abort('internetdisconnected'),
  'throws as it loads': (route, island) => route.fulfill({ contentType: 'text/javascript', body: `throw new Error('test: the ${island} code throws as it loads');` }),
  'throws while hydrating': (route, island) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default { name: '${island}', hydrate: 'visible', Component() { throw new Error('test: the ${island} throws while hydrating'); } };`,
    }),
};

const TABS_PAGE = pagesWith('Tabs', 'en').find((page) => tabLabels(page).length >= 3) ?? pageWith('Tabs');
const FAQ_PAGE = pagesWith('Accordion', 'en').find((page) => questionsOf(page).length >= 2) ?? pageWith('Accordion');

/** A page of its own (not the fixture's, which fails on any console error): this test expects exactly one. */
async function openWithBrokenIsland(browser: Browser, island: string, failure: string): Promise<{ page: Page; logged: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /could not start/.test(message.text())) logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  await page.route(new RegExp(`/assets/${island}-[\\w-]+\\.js$`), (route) => FAILURES[failure]!(route, island));
  return { page, logged, close: () => context.close() };
}

/** Keeps a picture of each case: attached to the report, and written to $ISLAND_SCREENSHOTS when set (docs/screenshots/island-failures/). */
async function picture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (process.env.ISLAND_SCREENSHOTS) fs.writeFileSync(path.join(process.env.ISLAND_SCREENSHOTS, name), body);
}

const mainText = (page: Page) => page.locator('main').evaluate((main) => main.textContent!.replace(/\s+/g, ' ').trim());

for (const failure of Object.keys(FAILURES)) {
  test(`a tab set whose code ${failure}: the pressed tab shows, every word stays, the next press works, one error logged`, async ({ browser }, testInfo) => {
    const { page, logged, close } = await openWithBrokenIsland(browser, 'tabs', failure);
    await page.goto(address(TABS_PAGE));
    await waitForApp(page);
    const sent = await mainText(page);
    const labels = tabLabels(TABS_PAGE);
    const tab = (index: number) => page.getByRole('tab', { name: labels[index], exact: true });
    await tab(1).tap();
    await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-island="tabs"]').first()).toHaveAttribute('data-island-state', 'failed');
    await expect(page.getByRole('tabpanel', { name: labels[1] })).toBeVisible();
    expect(await mainText(page)).toBe(sent);
    await tab(2).tap();
    await expect(page.getByRole('tabpanel', { name: labels[2] })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: labels[1] })).toBeHidden();
    expect(logged).toHaveLength(1);
    await picture(page, testInfo, `tabs-${failure.replaceAll(' ', '-')}.png`);
    await close();
  });

  test(`a question list whose code ${failure}: the pressed answer opens, every word stays, the next press works, one error logged`, async ({ browser }, testInfo) => {
    const { page, logged, close } = await openWithBrokenIsland(browser, 'accordion', failure);
    await page.goto(address(FAQ_PAGE));
    await waitForApp(page);
    const sent = await mainText(page);
    const questions = page.locator('.accordion__trigger');
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-island="accordion"]').first()).toHaveAttribute('data-island-state', 'failed');
    await expect(page.locator('.accordion__panel').first()).toBeVisible();
    expect(await mainText(page)).toBe(sent);
    await questions.nth(1).click();
    await expect(page.locator('.accordion__panel').nth(1)).toBeVisible();
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    expect(logged).toHaveLength(1);
    await picture(page, testInfo, `questions-${failure.replaceAll(' ', '-')}.png`);
    await close();
  });
}

test('Copy link copies from the first press, before any island has started', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, () => undefined); // React never arrives
  await page.goto(address(FAQ_PAGE));
  await waitForApp(page);
  const copy = page.locator('button.copy-link').first();
  const id = await copy.getAttribute('data-copy-id');
  await copy.evaluate((button) => button.scrollIntoView());
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', '');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`#${id}$`));
});

test('a link into a tab inside a closed answer opens the answer and selects the tab', async ({ page }) => {
  // Put a guide's tab set inside a closed answer of another page, as an editor might, before anything starts.
  await page.goto(address(FAQ_PAGE));
  await waitForApp(page);
  const target = await page.evaluate(async (from) => {
    const html = await (await fetch(from)).text();
    const tabs = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island="tabs"]')!;
    document.querySelector('.accordion__panel[hidden] [data-slot]')!.append(document.importNode(tabs, true));
    return tabs.querySelectorAll('.tabs__panel')[1]!.id;
  }, address(TABS_PAGE));
  await page.evaluate((hash) => (window.location.hash = hash), `#${target}`);
  const panel = page.locator(`[id="${target}"]`);
  await expect(panel).toBeVisible();
  await expect(page.locator(`[aria-controls="${target}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('xpath=ancestor::*[contains(@class, "accordion__item")]').locator('.accordion__trigger')).toHaveAttribute('aria-expanded', 'true');
});
