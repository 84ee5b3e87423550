/**
 * Printed handouts: under print media the chrome is gone, every tab panel is
 * shown under its label and every answer is open, the header names the guide
 * and the school system, the footer gives the address and a QR code, links
 * show where they go; and the screen is as it was afterwards. Two guides are
 * printed to PDF and attached to the report for a person to look at.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { COUNTS, MFA_FAQ_TOPICS, ROUTES, SITE, TABS } from './spec.ts';

const { siteUrl } = SITE;

/** Opens a page as a reader would before printing it: hydrated, running title set. */
async function openForPrint(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--print-title'))).toBe(JSON.stringify(await page.title()));
  await page.emulateMedia({ media: 'print' });
}

/** An element's text as laid out for print, with runs of white space made one space. */
async function printedTextOf(element: Locator): Promise<string> {
  return (await element.innerText()).replace(/\s+/g, ' ').trim();
}

const printedText = (page: Page) => printedTextOf(page.locator('main'));

/**
 * Words about this page's screen that make no sense on paper: there is no tab
 * to select, nothing to click, and "below" may be on the next sheet. The exact
 * labels of other sites' screens, in bold ("Click Here For an Account"), are
 * what the reader must find there, so they do not count.
 */
const SCREEN_ONLY_WORDS = /\b(click|tap here|the tabs? (above|below)|select (the|a|each) tab|open the tab|see (above|below)|shown (above|below))\b/i;

/** The printed words of the page without the bold screen labels of other sites. */
async function printedProse(page: Page): Promise<string> {
  let text = await printedText(page);
  for (const label of await page.locator('main strong').allInnerTexts()) text = text.replace(label.replace(/\s+/g, ' ').trim(), '');
  return text;
}

/** Pages in a PDF file, counted from its page objects. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

test.describe('every route prints as a handout', () => {
  for (const route of ROUTES) {
    test(`${route}: chrome hidden, everything shown, header and footer present`, async ({ page, pageErrors }) => {
      await openForPrint(page, route);
      for (const chrome of ['.skip-link', '.site-header', '.site-footer', '.subnav', '.page-meta', '.tabs__list']) {
        for (const element of await page.locator(chrome).all()) await expect(element, chrome).toBeHidden();
      }
      for (const panel of await page.locator('.tabs__panel').all()) {
        await expect(panel).toBeVisible();
        await expect(panel.locator('.tabs__panel-label')).toBeVisible();
      }
      for (const answer of await page.locator('.accordion__panel').all()) await expect(answer).toBeVisible();

      const header = page.locator('.print-header');
      await expect(header).toBeVisible();
      await expect(header).toContainText(SITE.name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.locator('.print-footer');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`${siteUrl}${route}`);
      await expect(footer.locator('.qr-code')).toBeVisible();
      // A liaison writes their name and number on the sheet before handing it out.
      await expect(footer.locator('.print-footer__contact')).toContainText(`Your school's ${SITE.liaison}`);
      await expect(footer.locator('.print-footer__write-in')).toHaveText(['Name:', 'Phone or email:']);
      expect(await printedProse(page), 'words that only make sense on a screen').not.toMatch(SCREEN_ONLY_WORDS);

      expect(await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      void pageErrors;
    });
  }
});

test('the enrollment page and its FAQ, which liaisons hand out, have a Print button that prints', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto('/enrollment');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  void pageErrors;
});

test('a Spanish handout prints like an English one: every tab under its label, the Spanish page\'s address and the liaison lines in Spanish', async ({ page, pageErrors }) => {
  await openForPrint(page, '/es/mfa/mfahelp/mfahelp_backup');
  for (const panel of await page.locator('.tabs__panel').all()) {
    await expect(panel).toBeVisible();
    await expect(panel.locator('.tabs__panel-label')).toBeVisible();
  }
  const footer = page.locator('.print-footer');
  await expect(footer).toContainText(`${siteUrl}/es/mfa/mfahelp/mfahelp_backup`);
  await expect(footer).toContainText('Esta guía en internet');
  await expect(footer.locator('.print-footer__write-in')).toHaveText(['Nombre:', 'Teléfono o correo:']);
  await expect(page.locator('.print-header')).toContainText('Departamento de Tecnología Educativa');
  void pageErrors;
});

test('printed links show their destination: outside ones as their URL, pages of this site as their full address', async ({ page, pageErrors }) => {
  await openForPrint(page, '/mfa/mfahelp/mfahelp_backup');
  const links = await page.locator('main a[href^="http"], main a[href^="/"]').evaluateAll((anchors) =>
    anchors
      .filter((anchor) => anchor.checkVisibility())
      .map((anchor) => ({ href: anchor.getAttribute('href')!, after: getComputedStyle(anchor, '::after').content })),
  );
  expect(links.some((link) => link.href.startsWith('/'))).toBe(true);
  expect(links.some((link) => link.href.startsWith('https://'))).toBe(true);
  for (const { href, after } of links) {
    const address = href.startsWith('/') ? `${siteUrl}${href}` : href;
    expect(after, href).toBe(`" (${address})"`);
  }
  void pageErrors;
});

test('the screen is unchanged after printing: the selected tab stays selected', async ({ page, pageErrors }) => {
  await page.goto('/mfa/mfahelp/mfahelp_backup');
  await waitForApp(page);
  const tabs = page.getByRole('tab');
  await tabs.nth(1).click();
  const panels = page.getByRole('tabpanel', { includeHidden: true });
  await page.emulateMedia({ media: 'print' });
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();
  await expect(panels.nth(2)).toBeHidden();
  await expect(page.locator('.site-header')).toBeVisible();
  void pageErrors;
});

test.describe('PDF handouts (attached to the report)', () => {
  test('MFA backup guide: every tab, in order, under its label', async ({ page, pageErrors }, testInfo) => {
    await openForPrint(page, '/mfa/mfahelp/mfahelp_backup');
    const text = await printedText(page);
    let from = 0;
    for (const label of TABS.backup) {
      const at = text.indexOf(label, from);
      expect(at, `"${label}" printed after the previous tab`).toBeGreaterThanOrEqual(0);
      from = at + label.length;
    }
    for (const panel of await page.locator('.tabs__panel').all()) expect(text).toContain(await printedTextOf(panel));

    const file = testInfo.outputPath('mfahelp_backup.pdf');
    await page.pdf({ path: file, format: 'Letter' });
    await testInfo.attach('mfahelp_backup.pdf', { path: file, contentType: 'application/pdf' });
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThan(2);
    void pageErrors;
  });

  test('MFA FAQ: every question followed by its answer', async ({ page, pageErrors }, testInfo) => {
    await openForPrint(page, '/mfa/mfahelp/mfahelp_faq');
    const text = await printedText(page);
    const questions = await page.locator('.accordion__trigger').allInnerTexts();
    expect(questions).toHaveLength(COUNTS.mfaFaq);
    for (const [index, topic] of MFA_FAQ_TOPICS.entries()) expect(questions[index]).toMatch(topic);
    let from = 0;
    for (const [index, question] of questions.entries()) {
      const at = text.indexOf(question.trim(), from);
      expect(at, `question ${index + 1} printed, in order`).toBeGreaterThanOrEqual(0);
      const answer = await printedTextOf(page.locator('.accordion__answer').nth(index));
      expect(text.indexOf(answer, at), `answer ${index + 1} printed after its question`).toBeGreaterThan(at);
      from = at + question.length;
    }

    const file = testInfo.outputPath('mfahelp_faq.pdf');
    await page.pdf({ path: file, format: 'Letter' });
    await testInfo.attach('mfahelp_faq.pdf', { path: file, contentType: 'application/pdf' });
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    void pageErrors;
  });
});
