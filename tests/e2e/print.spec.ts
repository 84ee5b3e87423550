/**
 * Printed handouts: links show where they go, the screen is as it was
 * afterwards, a Spanish handout is as complete as an English one, and two
 * guides are printed to PDF and attached to the report for a person to look
 * at. Every route's own printed sheet is checked on its one visit in
 * every-route.spec.ts (printing.ts).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { printedText, printedTextOf } from './printing.ts';
import { printedAddress, publicAddress } from '../../src/engine/urls.ts';
import { address, graph, pagesWith, questionsOf, SITE, tabLabels, uiText, PRINTED_TABS_PAGE } from './site.ts';

const { siteUrl } = SITE;
/** A printable guide with a tab set and a Spanish twin; a printable page with questions. */
const TABS_PAGE = PRINTED_TABS_PAGE;
const SPANISH_TABS_PAGE = graph.byKey.get(TABS_PAGE.twins.es!)!;
const FAQ_PAGE = pagesWith('Accordion', 'en').find((page) => page.frontmatter.printable)!;
const fileName = (route: string) => `${route.split('/').at(-1) || 'home'}.pdf`;

/** Opens a page as a reader would before printing it: its script started, running title set. */
async function openForPrint(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--print-title'))).toBe(JSON.stringify(await page.title()));
  await page.emulateMedia({ media: 'print' });
}

/** Pages in a PDF file, counted from its page objects. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

test('a printable page has a Print button that prints', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(address(FAQ_PAGE));
  await waitForApp(page);
  await page.getByRole('button', { name: uiText(FAQ_PAGE, 'print'), exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('a Spanish handout prints like an English one: every tab under its label, the Spanish page\'s address and the liaison lines in Spanish', async ({ page }) => {
  await openForPrint(page, address(SPANISH_TABS_PAGE));
  for (const panel of await page.locator('.tabs__panel').all()) {
    await expect(panel).toBeVisible();
    await expect(panel.locator('.tabs__panel-label')).toBeVisible();
  }
  const footer = page.locator('.print-footer');
  await expect(footer).toContainText(printedAddress(publicAddress(siteUrl, SPANISH_TABS_PAGE.path)));
  await expect(footer).toContainText(uiText(SPANISH_TABS_PAGE, 'printOnline'));
  await expect(footer.locator('.print-footer__write-in')).toHaveText([uiText(SPANISH_TABS_PAGE, 'printName'), uiText(SPANISH_TABS_PAGE, 'printPhone')]);
  await expect(page.locator('.print-header')).toContainText(SPANISH_TABS_PAGE.locale.site.office.name);
});

test('printed links read as part of the sentence: their text in quotes, then the address to type where the build gave one', async ({ page }) => {
  await openForPrint(page, address(TABS_PAGE));
  const links = await page.locator('main a[href^="http"]:not(.button), main a[href^="/"]:not(.button, .card__link)').evaluateAll((anchors) =>
    anchors
      .filter((anchor) => anchor.checkVisibility())
      .map((anchor) => ({ href: anchor.getAttribute('href')!, printed: anchor.getAttribute('data-print-url'), before: getComputedStyle(anchor, '::before').content, after: getComputedStyle(anchor, '::after').content })),
  );
  expect(links.some((link) => link.href.startsWith('/'))).toBe(true);
  expect(links.some((link) => link.href.startsWith('https://'))).toBe(true);
  expect(links.some((link) => link.printed)).toBe(true);
  for (const { href, printed, before, after } of links) {
    expect(before, href).toBe('open-quote');
    expect(after, href).toBe(printed ? `close-quote " (${printed})"` : 'close-quote');
  }
});

test('the screen is unchanged after printing: the selected tab stays selected', async ({ page }) => {
  await page.goto(address(TABS_PAGE));
  await waitForApp(page);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await tabs.nth(1).click();
  const panels = page.getByRole('tabpanel', { includeHidden: true });
  await page.emulateMedia({ media: 'print' });
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();
  if (tabLabels(TABS_PAGE).length > 2) await expect(panels.nth(2)).toBeHidden();
  await expect(page.locator('.site-header')).toBeVisible();
});

test.describe('PDF handouts (attached to the report)', () => {
  test('a guide with tabs: every tab, in order, under its label', async ({ page }, testInfo) => {
    await openForPrint(page, address(TABS_PAGE));
    const text = await printedText(page);
    let from = 0;
    for (const label of tabLabels(TABS_PAGE)) {
      const at = text.indexOf(label, from);
      expect(at, `"${label}" printed after the previous tab`).toBeGreaterThanOrEqual(0);
      from = at + label.length;
    }
    for (const panel of await page.locator('.tabs__panel').all()) expect(text).toContain(await printedTextOf(panel));

    const file = testInfo.outputPath(fileName(TABS_PAGE.path));
    await page.pdf({ path: file, format: 'Letter' });
    await testInfo.attach(fileName(TABS_PAGE.path), { path: file, contentType: 'application/pdf' });
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  });

  test('a page with questions: every question followed by its answer', async ({ page }, testInfo) => {
    await openForPrint(page, address(FAQ_PAGE));
    const text = await printedText(page);
    const questions = await page.locator('.accordion__trigger').allInnerTexts();
    expect(questions.map((question) => question.trim())).toEqual(questionsOf(FAQ_PAGE));
    let from = 0;
    for (const [index, question] of questions.entries()) {
      const at = text.indexOf(question.trim(), from);
      expect(at, `question ${index + 1} printed, in order`).toBeGreaterThanOrEqual(0);
      const answer = await printedTextOf(page.locator('.accordion__answer').nth(index));
      expect(text.indexOf(answer, at), `answer ${index + 1} printed after its question`).toBeGreaterThan(at);
      from = at + question.length;
    }

    const file = testInfo.outputPath(fileName(FAQ_PAGE.path));
    await page.pdf({ path: file, format: 'Letter' });
    await testInfo.attach(fileName(FAQ_PAGE.path), { path: file, contentType: 'application/pdf' });
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  });
});
