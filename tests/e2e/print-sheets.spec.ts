/**
 * Printed sheets that work without a screen, in every language: the first
 * link to each other guide or outside page prints its short address (once per
 * address, never the sheet's own), nothing says "opens in a new tab", the
 * header names the school system in the sheet's language, and no page of the
 * PDF ends with a heading. The guides are chosen from content/: in each
 * section, the printable guide that links to the most addresses, and its
 * translations.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { printedAddress, publicAddress } from '../../src/engine/urls.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { hasPoppler } from './printing.ts';
import { address, allPages, escapeRegExp, graph, SITE, uiText } from './site.ts';

/** The address a sheet prints for a link, or none: a #section of this page, mailto:, tel:. */
function addressOf(href: string): string | undefined {
  if (href.startsWith('/')) return printedAddress(publicAddress(SITE.siteUrl, href.replace(/#.*$/, '')));
  return /^https:\/\//.test(href) ? printedAddress(href) : undefined;
}

/** The distinct addresses a page links to, from its file (other pages and outside pages). */
const linkedAddresses = (page: GraphPage) => new Set((page.facts?.links ?? []).flatMap((link) => addressOf(link.url) ?? []));

/** Per section (/mfa, /lms, /enrollment …), the printable guide with the most addresses, and each of its translations. */
const SHEETS: GraphPage[] = (() => {
  // A family packet prints several guides, each with its own addresses once (tests/e2e/liaisons.spec.ts): one sheet here is one guide.
  const guides = allPages.filter((page) => page.lang === SITE.languages[0]!.code && page.frontmatter.printable && page.frontmatter.parent && !page.frontmatter.packet);
  const bySection = new Map<string, GraphPage>();
  for (const guide of guides) {
    const section = guide.path.split('/')[1]!;
    const best = bySection.get(section);
    if (!best || linkedAddresses(guide).size > linkedAddresses(best).size) bySection.set(section, guide);
  }
  return [...bySection.values()].flatMap((guide) => Object.values(guide.twins).map((key) => graph.byKey.get(key)!));
})();

const hasPdftotext = hasPoppler('pdftotext');

async function openForPrint(page: Page, shown: GraphPage): Promise<void> {
  await page.goto(address(shown));
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--print-title'))).toBe(JSON.stringify(shown.documentTitle));
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The words of a text, lower case, an address taken apart at its dots and slashes (a sheet may wrap it anywhere). */
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !/^\d+$/.test(word));

/**
 * The words of what every guide's end prints (its address and code, the liaison's lines, when its facts were checked)
 * and of the note on the screens' language, on the page printed now: words no sheet may hold alone.
 */
async function endingWordsOf(page: Page): Promise<Set<string>> {
  const ending = await page.locator('main :is(.print-footer, .facts-checked, .screens-note)').evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).map((element) => (element as HTMLElement).innerText).join(' '));
  return new Set(wordsOf(ending));
}

test('the guides to print cover more than one section and every language', () => {
  expect(new Set(SHEETS.map((sheet) => sheet.path.split('/').filter(Boolean).find((part) => !SITE.languages.some((language) => language.code === part)))).size).toBeGreaterThan(1);
  expect(new Set(SHEETS.map((sheet) => sheet.lang))).toEqual(new Set(SITE.languages.map((language) => language.code)));
});

for (const sheet of SHEETS) {
  test(`printed ${sheet.path}: each address where it belongs, no screen words, its language's name, no sheet ending with a heading`, async ({ page }, testInfo) => {
    await openForPrint(page, sheet);

    // Each address it links to prints once, after the first link to it, and never the sheet's own; a link to a section
    // of another page prints its page's address every time (on paper the address is all there is to find it by), but
    // once in a paragraph that links there twice.
    const links = await page.locator('main a[href]').evaluateAll((anchors) => {
      const parents = new Map<Element | null, number>();
      return anchors
        .filter((anchor) => anchor.checkVisibility())
        .map((anchor) => {
          if (!parents.has(anchor.parentElement)) parents.set(anchor.parentElement, parents.size);
          return {
            href: anchor.getAttribute('href')!,
            text: (anchor as HTMLElement).innerText.trim(),
            printed: anchor.getAttribute('data-print-url'),
            after: getComputedStyle(anchor, '::after').content,
            parent: parents.get(anchor.parentElement)!,
          };
        });
    });
    const own = addressOf(sheet.path)!;
    const seen = new Set<string>();
    const lastInParent = new Map<number, string>();
    const expected: { href: string; linked: string }[] = [];
    for (const link of links) {
      const linked = addressOf(link.href);
      if (!linked || linked === own || link.text === link.href) continue;
      const toSection = link.href.includes('#');
      if (!seen.has(linked) || (toSection && lastInParent.get(link.parent) !== linked)) {
        expected.push({ href: link.href, linked });
        if (toSection) lastInParent.set(link.parent, linked);
      }
      seen.add(linked);
    }
    expect(expected.length, 'the sheet links to other pages').toBeGreaterThan(0);
    const printed = links.filter((link) => link.printed !== null);
    // Compared as sets of (link, address): a notice's links come first on screen and are printed on their own terms.
    const pairs = (list: [string, string | null][]) => list.map((pair) => pair.join(' ')).sort();
    expect(pairs(printed.map((link) => [link.href, link.printed])), 'each address printed once, and a section\'s wherever it is linked').toEqual(pairs(expected.map(({ href, linked }) => [href, linked])));
    for (const link of printed) expect(link.after, `${link.printed} shows on paper`).toContain(link.printed);

    // Nothing about a screen's tabs; the school system's name in the sheet's language.
    const newTab = uiText(sheet, 'opensInNewTab');
    expect(await page.locator('body').innerText()).not.toContain(newTab);
    const header = page.locator('.print-header');
    await expect(header).toContainText(sheet.locale.site.name);
    if (SITE.names[sheet.lang]) await expect(header).not.toContainText(SITE.name);

    // No page of the PDF ends with a heading.
    if (!hasPdftotext) {
      testInfo.annotations.push({ type: 'skipped part', description: 'no pdftotext (poppler-utils): the PDF was not read page by page' });
      return;
    }
    const headings = (
      await page
        .locator('main :is(h2, h3, h4, .tabs__panel-label, .accordion__trigger, .callout__title)')
        .evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).map((element) => (element as HTMLElement).innerText))
    )
      .map(collapse)
      .filter(Boolean);
    const endingWords = await endingWordsOf(page);
    const file = testInfo.outputPath(`${sheet.path.replace(/\//g, '_')}.pdf`);
    await page.pdf({ path: file, format: 'Letter' });
    const sheets = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').map(collapse).filter(Boolean);
    fs.rmSync(file, { force: true });
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.join(' '), 'the PDF').not.toContain(newTab);
    // Each sheet ends with its running footer: the guide's title and "page / pages".
    const title = escapeRegExp(collapse(sheet.documentTitle));
    const footer = new RegExp(`\\s*(?:${title}\\s*\\d+\\s*/\\s*\\d+|\\d+\\s*/\\s*\\d+\\s*${title})$`);
    for (const [index, text] of sheets.slice(0, -1).entries()) {
      const body = text.replace(footer, '');
      expect(body, `sheet ${index + 1} ends with its running footer`).not.toBe(text);
      const last = headings.find((heading) => body.endsWith(heading));
      expect(last, `sheet ${index + 1} ends with the heading "${last}"`).toBeUndefined();
    }
    // No sheet holds only the guide's ending or the note: each has words of the guide's own (a few, at least).
    for (const [index, text] of sheets.entries()) {
      const own = wordsOf(text.replace(footer, '')).filter((word) => !endingWords.has(word));
      expect(own.length, `sheet ${index + 1} holds words of the guide, not only its ending: "${text.slice(0, 160)}"`).toBeGreaterThanOrEqual(5);
    }
  });
}

/** A family packet in two languages (`<packet>/both`, the longest handout there is), in each language: the first one content/ has. */
const PACKETS_IN_TWO = SITE.languages.flatMap(({ code }) => {
  const packet = allPages.find((page) => page.lang === code && page.frontmatter.packet && Object.keys(page.twins).length > 1);
  return packet ? [packet] : [];
});

for (const packet of PACKETS_IN_TWO) {
  test(`printed ${packet.path}/both: the cover on one sheet, and no sheet holds only a guide's ending or the note on the screens' language`, async ({ page }, testInfo) => {
    test.skip(!hasPdftotext, 'no pdftotext (poppler-utils): the PDF is read page by page');
    await page.goto(`${address(packet).replace(/\/$/, '')}/both/`);
    await waitForApp(page);
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    const contents = (await page.locator('.packet-guides li').allInnerTexts()).map(collapse);
    expect(contents.length, 'the cover lists the guides').toBeGreaterThan(0);
    const endingWords = await endingWordsOf(page);
    const file = testInfo.outputPath('packet.pdf');
    await page.pdf({ path: file, format: 'Letter', preferCSSPageSize: true });
    const sheets = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').map(collapse).filter(Boolean);
    fs.rmSync(file, { force: true });
    // The whole list of guides is on the first sheet (words compared: a title may wrap).
    expect(wordsOf(sheets[0]!).join(' '), 'the cover holds its whole list of guides').toContain(wordsOf(contents.at(-1)!).join(' '));
    const runningFooter = /\s*\d+\s*\/\s*\d+\s*$/;
    for (const [index, text] of sheets.entries()) {
      const own = wordsOf(text.replace(runningFooter, '')).filter((word) => !endingWords.has(word));
      // The running footer's packet title and school system are words of every sheet: more than them, then.
      expect(own.length, `sheet ${index + 1} holds words of a guide, not only an ending or the note: "${text.slice(0, 160)}"`).toBeGreaterThanOrEqual(15);
    }
  });
}
