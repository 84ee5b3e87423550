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
import { COUNTS, MFA_FAQ_TOPICS, SITE, TABS } from './spec.ts';

const { siteUrl } = SITE;

/** Opens a page as a reader would before printing it: hydrated, running title set. */
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

test('the enrollment page and its FAQ, which liaisons hand out, have a Print button that prints', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto('/enrollment');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('a Spanish handout prints like an English one: every tab under its label, the Spanish page\'s address and the liaison lines in Spanish', async ({ page }) => {
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
});

test('printed links show their destination: outside ones as their URL, pages of this site as their full address', async ({ page }) => {
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
});

test('the screen is unchanged after printing: the selected tab stays selected', async ({ page }) => {
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
});

test.describe('PDF handouts (attached to the report)', () => {
  test('MFA backup guide: every tab, in order, under its label', async ({ page }, testInfo) => {
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
  });

  test('MFA FAQ: every question followed by its answer', async ({ page }, testInfo) => {
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
  });
});
