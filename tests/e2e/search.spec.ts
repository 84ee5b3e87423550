/**
 * The search in the header (issue 7): the queries families type find the right
 * guide from any page, on a desktop and a phone, with the keyboard alone; a hit
 * in a tab or an answer opens it; nothing of the search loads before the reader
 * starts searching, and a first search stays within its byte budget, without
 * React (issue 25). Heard, not only seen (issue 35): each result is named by
 * its guide and section, the active one shows in forced colours, the dark
 * scheme passes axe with results open, and no key on its own opens the search.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { axeViolations, expect, test, VIEWPORTS, waitForApp } from './fixtures.ts';
import { address, allPages, blockNames, escapeRegExp, graph, pagesWith, pageWith, questionsOf, TESTED_PAGES, tabbedGuide } from './site.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { searchQuestions, siteSearch } from '../../scripts/measure/search-ranking.ts';
import { squash } from './html-text.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { FIRST_SEARCH_BUDGET, FRAMEWORK_RUNTIME } from '../../scripts/measure/size.ts';

const MAIN = graph.site!.languages[0]!.code;
const DIST = path.resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist');
/** What the site's search lists for a query, page by page: the searcher the browser runs, over the index the build wrote to dist/. */
const resultsOf = siteSearch(graph, MAIN, DIST);

/**
 * Questions as families type them, read from the pages' own headers (scripts/measure/search-ranking.ts: keywords, with
 * a typo too): for the first guide of each section, one whose answer the search lists among its first three. Each is asked from
 * another page. `first` is the page the search lists first.
 */
const isGuide = (page: GraphPage) => page.lang === MAIN && page.frontmatter.parent !== undefined && !page.frontmatter.packet && !blockNames(page).has('Cards');
const GUIDES = allPages.filter((page, index) => isGuide(page) && allPages.findIndex((other) => isGuide(other) && other.frontmatter.parent === page.frontmatter.parent) === index);
const QUESTIONS = searchQuestions(graph, MAIN).filter((question) => question.kind.startsWith('keyword'));
const QUERIES: { query: string; guide: GraphPage; from: string; first: string }[] = [];
for (const [index, guide] of GUIDES.entries()) {
  for (const { question } of QUESTIONS.filter((candidate) => candidate.answers.includes(guide.path)).reverse()) {
    const results = await resultsOf(question);
    if (!results.slice(0, 3).includes(guide.path)) continue;
    const next = GUIDES[(index + 1) % GUIDES.length]!;
    QUERIES.push({ query: question, guide, from: address(next === guide ? graph.byPath.get(guide.frontmatter.parent!)! : next), first: results[0]! });
    break;
  }
}
if (QUERIES.length === 0) throw new Error('No guide under test has a keyword the search finds it by: the search tests have nothing to ask.');
/** A question with at least three results, for the tests of the list itself: the first one, asked in turn (every worker that loads this file asks). */
async function broadQuestion(): Promise<string> {
  for (const { question } of QUESTIONS) if ((await resultsOf(question)).length >= 3) return question;
  throw new Error('No keyword question has three results: the tests of the result list have nothing to ask.');
}
const BROAD = await broadQuestion();
/** A section's page (it lists guides), and the home page, to search from. */
const SECTION = address(allPages.find((page) => page.lang === MAIN && page.frontmatter.parent !== undefined && blockNames(page).has('Cards'))!);
const HOME = address(allPages.find((page) => page.lang === MAIN && page.path === page.locale.site.homePage)!);
/** A question of an FAQ under test, typed as its own words: its hit is inside the answer. */
const FAQ = pagesWith('Accordion', MAIN).find((page) => TESTED_PAGES.includes(page)) ?? pageWith('Accordion');

const SEARCH_CONFIG = (parse(fs.readFileSync(new URL('../../content/site.yaml', import.meta.url), 'utf8')) as {
  search: { noResults: { tasks: { label: string; href: string }[]; contactLink: { href: string } } };
}).search;

/** The words around the search, as content/strings gives them in the main language. */
const UI = graph.strings.get(MAIN)!.ui;
const field = (page: Page) => page.getByRole('combobox', { name: UI.searchLabel });
const options = (page: Page) => page.getByRole('listbox', { name: UI.searchResults }).getByRole('option');
const guideTitles = (page: Page) => options(page).locator('.site-search__guide').allInnerTexts();

/** A page's main heading as the built site shows it. */
async function titleOf(page: Page, route: string): Promise<string> {
  const html = await (await page.request.get(route)).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return heading.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').trim();
}

async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
}

/** Ctrl+K, as a reader opens the search from anywhere: one press, even before the search's code has loaded. */
async function pressShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

test.describe('search', () => {
  for (const { query, from, guide } of QUERIES) {
    test(`"${query}" from ${from} lists ${guide.path} among the first three results`, async ({ page }) => {
      const title = await titleOf(page, address(guide));
      await openPage(page, from);
      await field(page).fill(query);
      // (A keyword may be in no page's words, so nothing is highlighted: the highlighting is tested with BROAD below.)
      await expect.poll(async () => (await guideTitles(page)).slice(0, 3), { message: `first three results for "${query}"` }).toContain(title);
    });
  }

  test('Enter opens the first result at its section', async ({ page }) => {
    const { query, first: firstPage } = QUERIES[0]!;
    await openPage(page, SECTION);
    await pressShortcut(page);
    await page.keyboard.type(query);
    await expect.poll(async () => (await guideTitles(page))[0]).toBe(await titleOf(page, pageHref(firstPage)));
    const first = (await guideTitles(page))[0]!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    await expect(field(page)).toHaveValue('');
    const id = new URL(page.url()).hash.slice(1);
    if (id) await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('Ctrl+K and ⌘K focus the field; a key on its own, such as /, does not (WCAG 2.1.4)', async ({ page }) => {
    await openPage(page, SECTION);
    await expect(field(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await page.keyboard.press('/');
    await expect(field(page)).not.toBeFocused();
    await pressShortcut(page);
    await expect(field(page)).toHaveValue('');
    await page.keyboard.type('a/b');
    await expect(field(page)).toHaveValue('a/b');
    await field(page).blur();
    await expect(field(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(field(page)).toBeFocused();
  });

  test('each result is named by its guide and section, and described by its snippet', async ({ page }) => {
    await openPage(page, HOME);
    await field(page).fill(BROAD);
    await expect(options(page).first()).toBeVisible();
    for (const option of await options(page).all()) {
      const guide = squash(await option.locator('.site-search__guide').textContent());
      const section = option.locator('.site-search__section');
      const name = (await section.count()) > 0 ? `${guide} ${squash(await section.textContent())}` : guide;
      await expect(option).toHaveAccessibleName(name);
      const snippet = option.locator('.site-search__snippet');
      if (await snippet.count()) await expect(option).toHaveAccessibleDescription(squash(await snippet.textContent()));
    }
  });

  test('works with the keyboard alone: arrows choose, Escape closes then clears, Enter opens the chosen result', async ({ page }) => {
    await openPage(page, HOME);
    await pressShortcut(page);
    await page.keyboard.type(BROAD);
    await expect(options(page).nth(2)).toBeVisible();
    // The results of the whole query, not of the letters typed before it (which reset the choice when they change).
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    const count = await options(page).count();
    const selected = async () => {
      const active = await field(page).getAttribute('aria-activedescendant');
      const ids = await options(page).evaluateAll((elements) => elements.map((element) => element.id));
      return ids.indexOf(active ?? '');
    };
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(0);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(count - 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(1);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page)).toHaveValue(BROAD);
    await page.keyboard.press('Escape');
    await expect(field(page)).toHaveValue('');

    await page.keyboard.type(BROAD);
    await expect(options(page).nth(1)).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = (await guideTitles(page))[1]!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    // An answer or tab the result points into is opened, scrolled to and focused (focus goes on from there).
    const id = new URL(page.url()).hash.slice(1);
    if (id) await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    if (id && (await page.locator(`.tabs [id="${id}"], .accordion [id="${id}"]`).count())) await expect(page.locator(`[id="${id}"]`)).toBeFocused();
  });

  test('a hit in a tab opens that tab; a hit on a heading inside a tab opens the tab around it', async ({ page }) => {
    // A guide whose second tab holds a heading, read from content/.
    const { page: guide, tab, heading } = tabbedGuide();
    const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

    await openPage(page, HOME);
    await field(page).fill(tab.text);
    await options(page).filter({ has: page.locator('.site-search__section', { hasText: exactly(tab.text) }) }).first().click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).hash}`).toBe(`${address(guide)}#${tab.id}`);
    await expect(page.getByRole('tab', { name: tab.text, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab.text, exact: true })).toBeVisible();

    await openPage(page, HOME);
    await field(page).fill(heading.text);
    await options(page).filter({ has: page.locator('.site-search__section', { hasText: exactly(heading.text) }) }).first().click();
    await expect(page.getByRole('tab', { name: tab.text, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${heading.id}"]`)).toBeVisible();
    await expect(page.locator(`[id="${heading.id}"]`)).toBeFocused();
  });

  for (const [name, viewport] of Object.entries({ phone: { width: 375, height: 740 }, desktop: VIEWPORTS.desktop })) {
    test(`results are links (${name}): each option has the address of its hit, a modified click leaves the page alone, Enter still opens it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { query, first: firstPage } = QUERIES[0]!;
      await openPage(page, HOME);
      if (name === 'phone') await page.getByRole('button', { name: UI.searchLabel }).click();
      await field(page).fill(query);
      const first = options(page).first();
      await expect(first).toBeVisible();
      const href = (await first.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${escapeRegExp(pageHref(firstPage))}(#.+)?$`));
      expect(await options(page).evaluateAll((elements) => elements.every((element) => element.tagName === 'A' && element.getAttribute('href')?.startsWith('/')))).toBe(true);
      // Ctrl+click is the browser's "open in a new tab": this page stays where it is.
      const opened = page.context().waitForEvent('page');
      await first.click({ modifiers: ['Control'] });
      // The new tab exists before it has its address (about:blank first, for a moment or longer on a busy machine).
      await expect.poll(async () => new URL((await opened).url()).pathname).toBe(href.split('#')[0]);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(HOME)}$`));
      await field(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).hash}`).toBe(href);
    });
  }

  test('a hit in a question-and-answer opens the answer', async ({ page }) => {
    await openPage(page, SECTION);
    // The first question, of the FAQ under test and then of the others, that the search lists by its own words: a question
    // whose words a whole guide answers better ("I do not have a parent portal account") may list only that guide.
    const candidates = [FAQ, ...pagesWith('Accordion', MAIN).filter((other) => other !== FAQ)].flatMap(questionsOf);
    const listed = async (question: string) => {
      await field(page).fill(question);
      const hit = options(page).filter({ has: page.locator('.site-search__section', { hasText: new RegExp(`^${escapeRegExp(question)}$`) }) }).first();
      return (await hit.waitFor({ timeout: 3_000 }).then(() => true, () => false)) ? { question, hit } : undefined;
    };
    let found: Awaited<ReturnType<typeof listed>>;
    for (const question of candidates) if ((found = await listed(question))) break;
    expect(found, 'the search lists some question of an FAQ when its own words are typed').toBeDefined();
    await found!.hit.click();
    const id = new URL(page.url()).hash.slice(1);
    const item = page.locator(`[id="${id}"]`);
    await expect(item.locator('.accordion__trigger')).toHaveText(found!.question);
    await expect(item.locator('.accordion__trigger')).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.accordion__answer')).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe with the results open (highlighted words included), and with no results, in the ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, SECTION);
      await field(page).fill(BROAD);
      await expect(options(page).first()).toBeVisible();
      await expect(options(page).locator('mark').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page), 'with results').toEqual([]);
      await field(page).fill('zqxv wkjh');
      await expect(page.getByText(UI.searchNoResults)).toBeVisible();
      expect(await axeViolations(page), 'with no results').toEqual([]);
    });
  }

  test('in forced colours (Windows High Contrast) the active result is framed in the highlight colour', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openPage(page, SECTION);
    await field(page).fill(BROAD);
    await expect(options(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const frame = (index: number) => options(page).nth(index).evaluate((option) => getComputedStyle(option).outlineStyle);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    expect(await frame(0)).toBe('solid');
    expect(await frame(1)).toBe('none');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no results: says so, offers the three most common guides and the help page from site.yaml', async ({ page }) => {
    await openPage(page, SECTION);
    await field(page).fill('zqxv wkjh');
    await expect(page.getByText(UI.searchNoResults)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator('.site-search__help');
    expect(SEARCH_CONFIG.noResults.tasks).toHaveLength(3);
    for (const task of SEARCH_CONFIG.noResults.tasks) await expect(panel.locator(`a[href="${pageHref(task.href)}"]`)).toBeVisible();
    const contact = panel.locator(`a[href="${pageHref(SEARCH_CONFIG.noResults.contactLink.href)}"]`);
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(new RegExp(`${pageHref(SEARCH_CONFIG.noResults.contactLink.href)}$`));
    await expect(panel).toHaveCount(0);
  });

  test('on a 390 px phone the Search button opens the field', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { query, guide, from } = QUERIES.at(-1)!;
    await openPage(page, from);
    const button = page.getByRole('button', { name: UI.searchLabel });
    await expect(field(page)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type(query);
    const backup = await titleOf(page, address(guide));
    await expect.poll(async () => (await guideTitles(page)).slice(0, 3)).toContain(backup);
    await options(page).filter({ hasText: backup }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(backup);
    await expect(field(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('nothing of the search loads before the reader starts searching', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openPage(page, address(QUERIES[0]!.guide));
    await page.waitForLoadState('networkidle');
    const onLoad = requests.length;
    expect(requests.filter((url) => url.startsWith('/assets/search/'))).toEqual([]);

    await pressShortcut(page);
    await page.keyboard.type(QUERIES[0]!.query.slice(0, 4));
    await expect(options(page).first()).toBeVisible();
    const later = requests.slice(onLoad);
    expect(later.filter((url) => url.endsWith('.js')).length, 'the search code loads only now').toBeGreaterThan(0);
    // The index of the page's language: English here.
    expect(later.some((url) => url.startsWith(`/assets/search/${MAIN}-index-`))).toBe(true);
  });

  test(`a first search downloads less than ${FIRST_SEARCH_BUDGET} bytes gzipped`, async ({ page }, testInfo) => {
    const requests: string[] = [];
    const { query, guide } = QUERIES[Math.floor(QUERIES.length / 2)]!;
    await openPage(page, HOME);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await field(page).focus();
    await page.keyboard.type(query);
    await expect.poll(() => guideTitles(page)).toContain(await titleOf(page, address(guide)));
    await page.waitForLoadState('networkidle');
    const files = [...new Set(requests)].filter((url) => url.startsWith('/assets/'));
    const bytes = files.reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, url)), { level: 9 }).length, 0);
    testInfo.annotations.push({ type: 'first search', description: `${bytes} bytes gzipped in ${files.length} files` });
    expect(bytes).toBeLessThan(FIRST_SEARCH_BUDGET);
    // No framework runtime comes with it: the search is plain DOM code (src/browser/site-search.ts).
    expect(files.filter((url) => url.endsWith('.js') && FRAMEWORK_RUNTIME.test(fs.readFileSync(path.join(DIST, url), 'utf8')))).toEqual([]);
  });

  test('without JavaScript there is no search control', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SECTION);
    await expect(page.getByRole('navigation', { name: UI.mainNavigation })).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: UI.searchLabel })).toHaveCount(0);
    await context.close();
  });
});
