/**
 * The page's widgets (src/browser/): a page is static HTML plus one small
 * script that makes its tabs, questions, "On this page", Copy link, menu,
 * theme switch and Print work, each from the first press. These tests use
 * them at a phone's and a laptop's width, by mouse, touch and keyboard; carry
 * the open tab to the other language; keep the content when a widget cannot
 * start; and measure the first press on a throttled phone (printed, not
 * asserted: timing varies). What a whole visit fetches: whole-visit.spec.ts.
 */
import type { Page } from '@playwright/test';
import { measureFirstPresses } from '../../scripts/measure/first-press.ts';
import { expect, READER_VIEWPORTS, test, waitForApp } from './fixtures.ts';
import { htmlText } from './html-text.ts';
import { ANNOUNCER_ID } from '../../src/shared/markup.ts';
import { address, graph, pagesWith, pageWith, questionsOf, tabLabels, uiText, PRINTED_TABS_PAGE, UI } from './site.ts';

const TABS_PAGE = PRINTED_TABS_PAGE;
const TABS_ADDRESS = address(TABS_PAGE);
const LABELS = tabLabels(TABS_PAGE);
const SPANISH_TABS_PAGE = graph.byKey.get(TABS_PAGE.twins.es!)!;
/** A page with at least four questions. */
const FAQ_PAGE = pagesWith('Accordion', 'en').find((page) => questionsOf(page).length >= 4)!;
const FAQ = address(FAQ_PAGE);

test.use({ hasTouch: true });

const tab = (page: Page, index: number) => page.getByRole('tab', { name: LABELS[index], exact: true });
const panel = (page: Page, index: number) => page.getByRole('tabpanel', { name: LABELS[index], exact: true });

for (const [width, viewport] of Object.entries(READER_VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('tabs work by mouse, touch and keyboard; the arrow keys follow the way they are laid out', async ({ page }) => {
      await page.goto(TABS_ADDRESS);
      await waitForApp(page);
      await tab(page, 1).click();
      await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page, 1)).toBeVisible();
      await expect(panel(page, 0)).toBeHidden();
      await tab(page, 2).tap();
      await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'false');
      await tab(page, 2).focus();
      await page.keyboard.press('Home');
      await expect(tab(page, 0)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 0)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
      // Stacked on a phone, the tabs say so and the down arrow moves; in a row, the down arrow is the page's.
      const list = page.getByRole('tablist').first();
      const stacked = width === 'phone';
      await expect(list).toHaveAttribute('aria-orientation', stacked ? 'vertical' : 'horizontal');
      await page.keyboard.press('ArrowDown');
      await expect(tab(page, stacked ? 2 : 1)).toBeFocused();
      await expect(tab(page, stacked ? 2 : 1)).toHaveAttribute('aria-selected', 'true');
      if (stacked) {
        await page.keyboard.press('ArrowUp');
        await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
      }
    });

    test('tabs never wrap: every tab of a row sits on the same line, the selected one on its panel', async ({ page }) => {
      await page.goto(TABS_ADDRESS);
      await waitForApp(page);
      for (const list of await page.getByRole('tablist').all()) {
        const boxes = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((element) => element.getBoundingClientRect()));
        if (width === 'phone') {
          // Stacked: one under the other, each the list's full width.
          for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
        } else {
          expect(new Set(boxes.map((box) => Math.round(box.bottom))).size, 'tabs on one line').toBe(1);
        }
      }
    });

    test('answers open and close by mouse, touch and keyboard; each Copy link is named after its question and copies its address', async ({ page, context }) => {
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
      await expect(answer.nth(0)).toHaveAttribute('hidden', 'until-found');
      const question = questionsOf(FAQ_PAGE)[1]!;
      const copy = answer.nth(1).getByRole('button', { name: uiText(FAQ_PAGE, 'copyLinkTo', { title: question }), exact: true });
      await copy.tap();
      await expect(copy).toHaveAttribute('data-copied', '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${page.url().split('#')[0]}#${await page.locator('.accordion__item').nth(1).getAttribute('id')}`);
    });

    test('the header: search, menu, theme switch; the language link keeps the open tab', async ({ page }) => {
      await page.goto(TABS_ADDRESS);
      await waitForApp(page);
      const phone = width === 'phone';
      const menu = page.getByRole('button', { name: UI.menu });
      const nav = page.locator(`nav[aria-label="${UI.mainNavigation}"]`);
      if (phone) {
        await expect(nav).toBeHidden();
        await menu.tap();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeVisible();
      } else {
        await expect(menu).toBeHidden();
        await expect(nav).toBeVisible();
      }

      const theme = page.getByRole('button', { name: UI.darkTheme });
      const pressed = await theme.getAttribute('aria-pressed');
      await theme.click();
      await expect(theme).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', pressed === 'true' ? 'light' : 'dark');

      if (phone) await page.getByRole('button', { name: UI.searchLabel }).tap();
      const field = page.getByRole('combobox', { name: UI.searchLabel });
      await field.click();
      await page.keyboard.type(TABS_PAGE.frontmatter.title);
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(field).toHaveValue('');

      // The last tab, carried to the Spanish page by its position (its id is in Spanish there).
      const last = LABELS.length - 1;
      await tab(page, last).click();
      if (phone && (await menu.getAttribute('aria-expanded')) === 'false') await menu.tap();
      await page.getByRole('link', { name: 'Español' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(address(SPANISH_TABS_PAGE));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await waitForApp(page);
      const spanishTab = page.getByRole('tab', { name: tabLabels(SPANISH_TABS_PAGE)[last], exact: true });
      await expect(spanishTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tabLabels(SPANISH_TABS_PAGE)[last], exact: true })).toBeVisible();
      // The address is the page's own again, and its link back to English carries the tab the other way.
      expect(new URL(page.url()).search).toBe('');
      // Every link to the English page (the menu's, the phone's strip above the header, the offer line) carries it.
      const toEnglish = page.locator('a[hreflang="en"]');
      await expect(toEnglish.first()).toHaveAttribute('href', new RegExp(`\\?tab=${last + 1}$`));
      for (const link of await toEnglish.all()) await expect(link).toHaveAttribute('href', new RegExp(`\\?tab=${last + 1}$`));
    });

    test('Print prints, and a section heading copies its own address with one control, named after it', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', '');
      });
      await page.goto(TABS_ADDRESS);
      await waitForApp(page);
      await page.getByRole('button', { name: UI.print }).click();
      await expect(page.locator('html')).toHaveAttribute('data-printed', '');
      const section = page.locator('.section-heading').first();
      const heading = section.locator('h2');
      await expect(heading.getByRole('link')).toHaveCount(0);
      const copy = section.getByRole('button', { name: uiText(TABS_PAGE, 'copyLinkTo', { title: (await heading.innerText()).trim() }), exact: true });
      await copy.click();
      await expect(copy).toHaveAttribute('data-copied', '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(TABS_ADDRESS, page.url()).href}#${await heading.getAttribute('id')}`);
    });
  });
}

test('a press at once after the page is parsed is answered: nothing is left to load', async ({ page }) => {
  const scripts: string[] = [];
  await page.goto(TABS_ADDRESS, { waitUntil: 'domcontentloaded' });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await tab(page, 2).tap();
  await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 2)).toBeVisible();
  expect(scripts, 'scripts fetched by the press').toEqual([]);
});

test('a widget that cannot start leaves the page as it was sent, and the others work', async ({ browser }) => {
  // A browser without IntersectionObserver: the "On this page" marker cannot start.
  const context = await browser.newContext({ viewport: READER_VIEWPORTS.desktop });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
  });
  const response = await page.goto(TABS_ADDRESS);
  await waitForApp(page);
  // Every word the page was sent with is still there (and the outline's links still work as links); the live region
  // has meanwhile said the page's notice once (src/browser/notices.ts), which is no word of the page.
  const shown = await page.locator('body').evaluate((body, announcer) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy.querySelector(`#${announcer}`)?.replaceChildren();
    return copy.outerHTML;
  }, ANNOUNCER_ID);
  expect(htmlText(shown)).toBe(htmlText(/<body[^>]*>([\s\S]*)<\/body>/.exec(await response!.text())![1]!));
  await expect(page.locator('.on-this-page--aside')).toBeVisible();
  await expect(page.locator('.on-this-page--aside a').first()).toBeVisible();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/"On this page" marker on this page could not start/);
  await tab(page, 1).click();
  await expect(panel(page, 1)).toBeVisible();
  await context.close();
});

test('a link into a tab inside a closed answer opens the answer and selects the tab', async ({ page }) => {
  // Put a guide's tab set inside a closed answer of another page, as an editor might.
  await page.goto(address(pageWith('Accordion')));
  await waitForApp(page);
  const target = await page.evaluate(async (from) => {
    const html = await (await fetch(from)).text();
    const tabs = new DOMParser().parseFromString(html, 'text/html').querySelector('.tabs')!;
    document.querySelector('.accordion__panel[hidden] .accordion__answer')!.append(document.importNode(tabs, true));
    return tabs.querySelectorAll('[role="tabpanel"]')[1]!.id;
  }, TABS_ADDRESS);
  await page.evaluate((hash) => (window.location.hash = hash), `#${target}`);
  const shown = page.locator(`[id="${target}"]`);
  await expect(shown).toBeVisible();
  await expect(page.locator(`[aria-controls="${target}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(shown.locator('xpath=ancestor::*[contains(@class, "accordion__item")]').locator('.accordion__trigger')).toHaveAttribute('aria-expanded', 'true');
});

test('find-in-page finds text in a tab not selected, and selects that tab', async ({ page }) => {
  await page.goto(TABS_ADDRESS);
  await waitForApp(page);
  const hidden = panel(page, 2);
  await expect(page.locator(`[id="${await tab(page, 2).getAttribute('aria-controls')}"]`)).toHaveAttribute('hidden', 'until-found');
  // What the browser does on a match inside it: `beforematch`, then it shows it.
  await page.locator(`[id="${await tab(page, 2).getAttribute('aria-controls')}"]`).evaluate((element) => element.dispatchEvent(new Event('beforematch', { bubbles: true })));
  await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(hidden).toBeVisible();
  await expect(panel(page, 0)).toBeHidden();
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
  await page.setViewportSize(READER_VIEWPORTS.phone);
  const times = await measureFirstPresses(page, TABS_ADDRESS, FAQ);
  const report = `first press on a throttled phone, pointerdown to effect: ${times.map((time) => `${time.control}: ${time.cold} ms cold (tapped when the page is parsed), ${time.warm} ms warm`).join('; ')}`;
  testInfo.annotations.push({ type: 'measurement', description: report });
  console.log(report);
});
