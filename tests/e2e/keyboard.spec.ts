/**
 * A keyboard-only walk: the skip link first, a visible focus indicator on
 * everything Tab reaches, the menu button, tabs and accordions by the WAI-ARIA
 * patterns, and the reading controls (On this page, theme switch, Copy link). Pages are
 * ordinary page loads (no client-side navigation): each starts at the skip link.
 */
import type { Locator, Page } from '@playwright/test';
import { ANNOUNCER_ID } from '../../src/shared/markup.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, allPages, hasBackAndPrint, pageWith, questionsOf, SITE, tabLabels, TESTED_PAGES, blockNames, UI, uiText, outlineOf } from './site.ts';
import { pageHref } from '../../src/engine/urls.ts';

const announcer = (page: Page) => page.locator(`#${ANNOUNCER_ID}`);

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Where focus went after a Tab press, in one round trip to the page: back round to the page itself, or the focused
 * element, described when it has no visible focus indicator.
 */
function focusAfterTab(page: Page): Promise<{ backToPage: true } | { backToPage: false; withoutIndicator?: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { backToPage: true } as const;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ringed = style.boxShadow !== 'none';
    return { backToPage: false as const, withoutIndicator: outlined || ringed ? undefined : `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').trim().slice(0, 40)}` };
  });
}

test('the first Tab reaches the skip link, which moves focus into the main content', async ({ page }) => {
  const start = allPages.find(hasBackAndPrint)!;
  await page.goto(address(start));
  await waitForApp(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: uiText(start, 'skipLink') });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: uiText(start, 'back'), exact: true })).toBeFocused();
});

// Every kind of control the site has (the tested pages cover every building block), and the not-found page.
// (Pages with an embedded page are left out: Tab enters its frame of another site.)
const FOCUS_ROUTES = [...TESTED_PAGES.filter((page) => page.lang === 'en' && !blockNames(page).has('EmbeddedPage')).map(address), '/no/such/page'];
for (const route of FOCUS_ROUTES) {
  test(`${route}: everything Tab reaches shows where focus is`, async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const missing: string[] = [];
    let reached = 0;
    for (; reached < 200; reached++) {
      await page.keyboard.press('Tab');
      const focus = await focusAfterTab(page);
      if (focus.backToPage) break;
      if (focus.withoutIndicator) missing.push(focus.withoutIndicator);
    }
    expect(reached, 'Tab reached something, and came back round to the page').toBeGreaterThan(0);
    expect(reached).toBeLessThan(200);
    expect(missing).toEqual([]);
  });
}

test('a section heading adds one stop for the Tab key: its Copy link button, named after it', async ({ page }) => {
  const shown = allPages.find((candidate) => candidate.lang === 'en' && hasBackAndPrint(candidate) && outlineOf(candidate).some((entry) => entry.depth === 2 && !entry.id.startsWith('tab-')))!;
  await page.goto(address(shown));
  await waitForApp(page);
  const sections = page.locator('.section-heading');
  expect(await sections.count()).toBeGreaterThan(0);
  for (const section of await sections.all()) {
    const stops = await section.evaluate((element) => [...element.querySelectorAll('a[href], button, [tabindex]:not([tabindex="-1"])')].length);
    expect(stops).toBe(1);
    const title = (await section.locator('h2').innerText()).trim();
    await expect(section.getByRole('button')).toHaveAccessibleName(uiText(shown, 'copyLinkTo', { title }));
  }
});

test('tabs: a named tab list; arrow keys, Home and End move and select; each tab controls its panel, which opens with a heading of its label', async ({ page }) => {
  const shown = pageWith('Tabs');
  const labels = tabLabels(shown);
  await page.goto(address(shown));
  await waitForApp(page);
  const list = page.getByRole('tablist', { name: uiText(shown, 'tabList') }).first();
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveText(labels);
  for (const [index, tab] of (await tabs.all()).entries()) {
    const panelId = await tab.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
    await expect(panel.locator('> :first-child')).toHaveText(labels[index]!);
    expect(await panel.locator('> :first-child').evaluate((heading) => heading.tagName)).toMatch(/^H[2-6]$/);
  }
  const expectSelected = async (index: number) => {
    await expect(tabs.nth(index)).toBeFocused();
    for (let other = 0; other < labels.length; other++) {
      await expect(tabs.nth(other)).toHaveAttribute('aria-selected', String(other === index));
      const panel = page.locator(`[id="${await tabs.nth(other).getAttribute('aria-controls')}"]`);
      if (other === index) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
    }
  };
  const last = labels.length - 1;

  await tabTo(page, tabs.first());
  await expectSelected(0);
  await page.keyboard.press('ArrowRight');
  await expectSelected(1);
  await page.keyboard.press('End');
  await expectSelected(last);
  await page.keyboard.press('ArrowRight');
  await expectSelected(0);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(last);
  await page.keyboard.press('Home');
  await expectSelected(0);
  // Only the selected tab is in the Tab order; the next Tab goes into its panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: labels[0] })).toBeFocused();
});

test('questions: Enter and Space open and close a question, arrow keys move between questions; closed answers are not announced', async ({ page }) => {
  const shown = pageWith('Accordion');
  await page.goto(address(shown));
  await waitForApp(page);
  const questions = page.locator('.accordion__trigger');
  await expect(questions).toHaveCount(questionsOf(shown).length);
  const answerOf = async (question: Locator) => page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    // A disclosure: its answer is no landmark region (ten of them would crowd the landmarks), and out of the accessibility tree while closed.
    const answer = await answerOf(question);
    await expect(answer).not.toHaveAttribute('role');
    await expect(answer).toHaveAttribute('hidden', 'until-found');
  }
  expect(await page.getByRole('main').ariaSnapshot()).not.toMatch(/- region\b/);

  const first = questions.first();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(first)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(await answerOf(first)).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
});

test('reading controls: On this page opens and follows a link, the theme switch and Copy link work by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 740 });
  const guide = pageWith('Tabs');
  await page.goto(address(guide));
  await waitForApp(page);
  const summary = page.locator('details.on-this-page--collapsed summary');
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  await expect(page.locator('details.on-this-page--collapsed')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  const entry = page.locator('details.on-this-page--collapsed a').first();
  await expect(entry).toBeFocused();
  const hash = new URL((await entry.getAttribute('href'))!, 'http://x').hash;
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).hash).toBe(hash);

  const copy = page.locator('.section-heading').first().getByRole('button');
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(uiText(guide, 'linkCopied'));

  await page.setViewportSize({ width: 1280, height: 800 });
  const theme = page.getByRole('button', { name: uiText(guide, 'darkTheme') });
  await page.locator('#main').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(theme).toBeFocused();
  const before = await theme.getAttribute('aria-pressed');
  await page.keyboard.press('Space');
  await expect(theme).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
});

test('phone menu: the button opens and closes by keyboard and says whether it is open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await waitForApp(page);
  const menuButton = page.getByRole('button', { name: UI.menu });
  // Hidden while closed, so found by its label rather than its role.
  const nav = page.locator(`nav[aria-label="${UI.mainNavigation}"]`);
  await expect(menuButton).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!);

  await tabTo(page, menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Space');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await page.keyboard.press('Space');
  await expect(nav).toBeVisible();

  // Escape closes the open menu and returns to its button.
  const item = SITE.nav.at(-1)!;
  await tabTo(page, nav.getByRole('link', { name: item.label, exact: true }));
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: item.label, exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe(pageHref(item.href.toLowerCase()));
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

