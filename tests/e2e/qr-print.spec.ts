/**
 * Every QR code a handout holds is drawn on its printed sheets, in every kind of handout that holds several guides:
 * a ready-made packet, a packet the builder makes, a guide in two languages, with JavaScript and without, and the
 * office's PDF (npm run handouts, printed as src/engine/node/publish/handout-pdfs.ts prints it). Chromium prints
 * the page (page.pdf), pdftoppm rasterizes the sheets and qr-on-paper.ts finds each code's finder patterns: a code
 * whose picture did not load leaves a blank box, and the count falls short. The handouts are chosen from content/:
 * the guides with app-store codes, the packet with the fewest guides.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { printHandout } from '../../src/engine/node/publish/handout-pdfs.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { hasPoppler } from './printing.ts';
import { qrCodesPerSheet } from './qr-on-paper.ts';
import { allPages, graph, pagesWith, SITE } from './site.ts';

const [main, second] = SITE.languages.map((language) => language.code);

/** The guides with app-store codes, in the main language (each prints two codes besides its footer's). */
const appGuides = pagesWith('AppStoreLinks', main).filter((guide) => guide.frontmatter.printable && !guide.frontmatter.packet);
const appGuide = appGuides[0]!;

/** A language's ready-made packet with the fewest guides: the quickest to print. */
const smallestPacket = (lang: string) =>
  allPages.filter((page) => page.lang === lang && page.frontmatter.packet).sort((a, b) => a.frontmatter.packet!.guides.length - b.frontmatter.packet!.guides.length)[0]!;

const builder = pagesWith('PacketBuilder', main)[0]!;

/** The codes a page prints: its QR pictures shown in print. */
async function codesPrinted(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const count = await page.locator('img.qr-code').evaluateAll((codes) => codes.filter((code) => code.checkVisibility()).length);
  // No emulation again: page.pdf() prints with print media, unless the screen's is emulated.
  await page.emulateMedia({ media: null });
  return count;
}

/** The codes drawn on a PDF's sheets, from its file. */
function codesDrawn(pdf: Buffer, file: string): { total: number; perSheet: number[] } {
  fs.writeFileSync(file, pdf);
  const perSheet = qrCodesPerSheet(file);
  return { total: perSheet.reduce((sum, codes) => sum + codes, 0), perSheet };
}

/** Prints the page as it is now (or takes the PDF already printed from it) and compares the codes on its sheets with those it holds. */
async function expectEveryCodeDrawn(page: Page, pdf: Buffer | undefined, file: string): Promise<void> {
  const expected = await codesPrinted(page);
  expect(expected, 'the handout holds QR codes').toBeGreaterThan(1);
  const { total, perSheet } = codesDrawn(pdf ?? (await page.pdf({ format: 'Letter', preferCSSPageSize: true })), file);
  expect(total, `QR codes drawn, sheet by sheet: ${perSheet.join(' ')}`).toBe(expected);
}

const hasPdftoppm = hasPoppler('pdftoppm');

test.beforeEach(async ({ page }) => {
  test.skip(!hasPdftoppm, 'no pdftoppm (poppler-utils): the printed sheets cannot be read');
  // A school's network, not this machine's: each picture takes a moment to come. A picture the page fetches only
  // when it prints (a lazy one, never in view) is then still on its way when Chromium draws the sheets.
  await page.route('**/*.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
});

test('the handouts to print exist in content/', () => {
  expect(appGuides.length, 'a printable guide with app-store codes').toBeGreaterThan(0);
  expect(smallestPacket(main!), 'a ready-made packet').toBeDefined();
  expect(builder, 'the packet builder').toBeDefined();
  expect(second, 'a second language').toBeDefined();
});

test('a code whose picture does not come prints as a blank box, and the count falls short', async ({ page }, testInfo) => {
  // The check itself: one of the guide's codes answered with an empty picture (the box keeps its size, nothing in it).
  let blanked = '';
  await page.route('**/qr/*.svg', async (route) => {
    if (blanked && route.request().url() !== blanked) return route.fallback();
    blanked = route.request().url();
    await route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="136" height="136"/>' });
  });
  await page.goto(pageHref(appGuide.path));
  const expected = await codesPrinted(page);
  expect(blanked).not.toBe('');
  expect(codesDrawn(await page.pdf({ format: 'Letter' }), testInfo.outputPath('blank.pdf')).total).toBe(expected - 1);
});

test('a ready-made packet printed from the browser draws every code', async ({ page }, testInfo) => {
  const packet = smallestPacket(main!);
  await page.goto(pageHref(packet.path));
  await waitForApp(page);
  await expectEveryCodeDrawn(page, undefined, testInfo.outputPath('packet.pdf'));
});

test('a packet the builder makes, in two languages, draws every code', async ({ page }, testInfo) => {
  const guides = [appGuide, ...appGuides.slice(1, 2)];
  const query = new URLSearchParams([...guides.map((guide): [string, string] => ['guide', guide.path]), ['lang', 'both']]);
  await page.goto(`${pageHref(builder.path)}?${query.toString()}`);
  await page.waitForSelector('body[data-packet-made]');
  await expectEveryCodeDrawn(page, undefined, testInfo.outputPath('custom.pdf'));
});

test('the office PDF of a guide in two languages draws every code', async ({ page, baseURL }, testInfo) => {
  const pdf = await printHandout(page, `${baseURL}${pageHref(bilingualRoute(appGuide.path))}`);
  await expectEveryCodeDrawn(page, pdf, testInfo.outputPath('office.pdf'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guide in two languages and a ready-made packet in the second language draw every code', async ({ page }, testInfo) => {
    const twin: GraphPage = graph.byKey.get(appGuide.twins[second!]!)!;
    await page.goto(pageHref(bilingualRoute(twin.path)));
    await expectEveryCodeDrawn(page, undefined, testInfo.outputPath('both.pdf'));
    await page.goto(pageHref(smallestPacket(second!).path));
    await expectEveryCodeDrawn(page, undefined, testInfo.outputPath('packet-es.pdf'));
  });
});
