/**
 * Islands (src/islands/): a page is static HTML plus one small loader; each
 * interactive part wakes on its own when the reader reaches for it. These tests
 * use every island at a desktop and a phone width, by mouse, touch and
 * keyboard, press islands while their code is still loading, and measure the
 * first tab switch on a throttled phone (printed, not asserted: timing varies).
 * Every route's islands are also woken once, without a hydration error, in
 * every-route.spec.ts.
 */
import type { Page, Route } from '@playwright/test';
import { measureFirstPresses } from '../../scripts/measure/first-press.ts';
import { expect, test, VIEWPORTS, waitForApp } from './fixtures.ts';
import { address, graph, pagesWith, questionsOf, tabLabels, PRINTED_TABS_PAGE } from './site.ts';

const TABS_PAGE = PRINTED_TABS_PAGE;
const BACKUP = address(TABS_PAGE).replace(/\/$/, '');
const TABS = { backup: tabLabels(TABS_PAGE) };
/** A page with at least four questions. */
const FAQ_PAGE = pagesWith('Accordion', 'en').find((page) => questionsOf(page).length >= 4)!;
const FAQ = address(FAQ_PAGE);
/** React's runtime: loaded the first time any island wakes. */
const REACT_CHUNK = /\/assets\/hydrate-[\w-]+\.js$/;

test.use({ hasTouch: true });

const islandState = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).first().getAttribute('data-island-state');

/** Holds every request for React's runtime until `release()`, as a slow network would. */
async function holdReact(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(REACT_CHUNK, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('a page only read loads no React: just the loader, until the reader reaches for an island', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(BACKUP);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => REACT_CHUNK.test(script))).toEqual([]);
  expect(await page.locator('[data-island-state]').count(), 'islands woken without interaction').toBe(0);

  await page.getByRole('tab', { name: TABS.backup[1] }).hover();
  await expect.poll(() => islandState(page, 'tabs')).toBe('awake');
  expect(scripts.some((script) => REACT_CHUNK.test(script))).toBe(true);
  // Only the island reached for, not the page's others.
  expect(await page.locator('[data-island="accordion"], [data-island="copy-link"]').evaluateAll((islands) => islands.filter((island) => island.hasAttribute('data-island-state')).length)).toBe(0);
});

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('tabs work by mouse, touch and keyboard', async ({ page }) => {
      await page.goto(BACKUP);
      await waitForApp(page);
      const tab = (index: number) => page.getByRole('tab', { name: TABS.backup[index] });
      await tab(1).click();
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: TABS.backup[1] })).toBeVisible();
      await tab(2).tap();
      await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(1)).toHaveAttribute('aria-selected', 'false');
      await tab(2).focus();
      await page.keyboard.press('Home');
      await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(0)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    });

    test('answers open and close by mouse, touch and keyboard, each with its Copy link', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(FAQ);
      await waitForApp(page);
      const questions = page.locator('.accordion__trigger');
      const answer = page.locator('.accordion__panel');
      await questions.nth(0).tap();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(answer.nth(0)).toBeVisible();
      await questions.nth(1).click();
      await expect(answer.nth(1)).toBeVisible();
      await questions.nth(0).focus();
      await page.keyboard.press('Enter');
      await expect(answer.nth(0)).toBeHidden();
      const copy = answer.nth(1).getByRole('button', { name: 'Copy link to this answer' });
      await copy.tap();
      await expect(copy).toHaveAttribute('data-copied', '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${page.url().split('#')[0]}#${await page.locator('.accordion__item').nth(1).getAttribute('id')}`);
    });

    test('the header: search, menu, theme switch and language link', async ({ page }) => {
      await page.goto(BACKUP);
      await waitForApp(page);
      const phone = viewport.width < 768;
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.locator('nav[aria-label="Main"]');
      if (phone) {
        await expect(nav).toBeHidden();
        await menu.tap();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeVisible();
      } else {
        await expect(menu).toBeHidden();
        await expect(nav).toBeVisible();
      }

      const theme = page.getByRole('button', { name: 'Dark theme' });
      const pressed = await theme.getAttribute('aria-pressed');
      await theme.click();
      await expect(theme).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', pressed === 'true' ? 'light' : 'dark');

      if (phone) await page.getByRole('button', { name: 'Search all guides' }).tap();
      const field = page.getByRole('combobox', { name: 'Search all guides' });
      await field.click();
      await page.keyboard.type(TABS_PAGE.frontmatter.title);
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(field).toHaveValue('');

      if (phone && (await menu.getAttribute('aria-expanded')) === 'false') await menu.tap();
      await page.getByRole('link', { name: 'Español' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(address(graph.byKey.get(TABS_PAGE.twins.es!)!));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });

    test('Print prints, and a section heading copies its own address', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', '');
      });
      await page.goto(BACKUP);
      await waitForApp(page);
      await page.getByRole('button', { name: 'Print' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-printed', '');
      const section = page.locator('.section-heading').first();
      const copy = section.getByRole('button', { name: 'Copy link to this section' });
      await copy.click();
      await expect(copy).toHaveAttribute('data-copied', '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${BACKUP}/#${await section.locator('h2').getAttribute('id')}$`));
    });
  });
}

test.describe('a press made while an island is still loading is answered at once, and React takes over from it', () => {
  test('a tab tapped before React arrives is selected at once; React then starts from it', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto(BACKUP);
    await waitForApp(page);
    const tab = page.getByRole('tab', { name: TABS.backup[2] });
    await tab.tap();
    expect(await islandState(page, 'tabs')).toBe('loading');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: TABS.backup[2] })).toBeVisible();
    await release();
    await expect.poll(() => islandState(page, 'tabs')).toBe('awake');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: TABS.backup[0] }).click();
    await expect(page.getByRole('tabpanel', { name: TABS.backup[0] })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: TABS.backup[2] })).toBeHidden();
  });

  test('every question clicked while the questions load ends up open, none toggled twice', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto(FAQ);
    await waitForApp(page);
    const questions = page.locator('.accordion__trigger');
    for (const index of [0, 1, 2]) await questions.nth(index).click();
    expect(await islandState(page, 'accordion')).toBe('loading');
    await release();
    for (const index of [0, 1, 2]) await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone menu, and an arrow key pressed on a tab', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const release = await holdReact(page);
    await page.goto(BACKUP);
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    // Both answered at once, with React still held back: the menu is the loader's own, the tab is answered in the page.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const first = page.getByRole('tab', { name: TABS.backup[0] });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: TABS.backup[1] })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: TABS.backup[1] })).toBeFocused();
    expect(await islandState(page, 'tabs')).toBe('loading');
    await release();
    await expect.poll(() => islandState(page, 'tabs')).toBe('awake');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('tab', { name: TABS.backup[1] })).toHaveAttribute('aria-selected', 'true');
  });
});

test('links are ordinary page loads; the page a pointer rests on is fetched before the click', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForApp(page);
  // The home page's first link to another of this site's pages.
  const link = page.getByRole('main').locator('a[href^="/"][href$="/"]:not([href="/"])').first();
  const href = (await link.getAttribute('href'))!;
  const target = graph.byPath.get(href.replace(/\/$/, ''))!;
  await link.hover();
  await expect.poll(() => fetched.includes(href)).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.frontmatter.title);
  // A new document: nothing of the last page's scripts lives on.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('the first press on a throttled phone (slow 4G, 4× slower CPU, nothing cached), measured in the page', async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const times = await measureFirstPresses(page, BACKUP, FAQ);
  const report = `first press on a throttled phone, pointerdown to effect: ${times.map((time) => `${time.control}: ${time.cold} ms cold (tapped when the page is parsed), ${time.warm} ms warm`).join('; ')}`;
  testInfo.annotations.push({ type: 'measurement', description: report });
  console.log(report);
});
