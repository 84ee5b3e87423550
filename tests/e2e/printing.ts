import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { uiText } from './site.ts';
import { printedAddress, publicAddress } from '../../src/engine/urls.ts';

/** Whether a program of poppler-utils (pdftotext, pdftoppm: they read printed sheets; CI installs them) runs here. */
export function hasPoppler(program: 'pdftotext' | 'pdftoppm'): boolean {
  try {
    execFileSync(program, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An element's text as laid out for print, with runs of white space made one space. */
export async function printedTextOf(element: Locator): Promise<string> {
  return (await element.innerText()).replace(/\s+/g, ' ').trim();
}

export const printedText = (page: Page) => printedTextOf(page.locator('main'));

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

/**
 * Runs in the page: the screen's chrome that print still shows, and the tab panels (with their labels) and answers it
 * hides, each named by its id. Visible as Playwright means it: laid out with a size, and not visibility: hidden.
 */
function printedVisibility(): { chromeShown: string[]; panelsHidden: string[]; answersHidden: string[] } {
  const visible = (element: Element | null) => element !== null && element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;
  const name = (element: Element) => `${element.className} #${element.id}`;
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return {
    chromeShown: all('.skip-link, .site-header, .site-footer, .subnav, .page-meta, .tabs__list').filter(visible).map(name),
    panelsHidden: all('.tabs__panel').filter((panel) => !visible(panel) || !visible(panel.querySelector('.tabs__panel-label'))).map(name),
    answersHidden: all('.accordion__panel').filter((answer) => !visible(answer)).map(name),
  };
}

/**
 * The page as a printed handout, on the visit the caller already made: the
 * chrome is gone, every tab panel is shown under its label and every answer is
 * open, the header names the guide and the school system, the footer gives the
 * page's address, a QR code and the lines a liaison fills in, no words refer
 * to the screen, and it is black on white. The screen media is restored after.
 */
export async function expectPrintedHandout(page: Page, shown: GraphPage): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--print-title'))).toBe(JSON.stringify(await page.title()));
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  // What print shows and hides, read in one pass over the page (a long packet has hundreds of panels and answers).
  expect(await page.evaluate(printedVisibility), 'shown on paper, and hidden').toEqual({ chromeShown: [], panelsHidden: [], answersHidden: [] });

  const header = page.locator('.print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText(shown.locale.site.name);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's own footer; a packet's guides carry theirs (their own pages are checked with them).
  const footer = page.locator('.print-footer:not(.handout-sections *)');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(printedAddress(publicAddress(shown.locale.site.siteUrl, shown.path)));
  await expect(footer.locator('.qr-code')).toBeVisible();
  // A liaison writes their name and number on the sheet before handing it out.
  await expect(footer.locator('.print-footer__contact')).toContainText(uiText(shown, 'printLiaison'));
  await expect(footer.locator('.print-footer__write-in')).toHaveText([uiText(shown, 'printName'), uiText(shown, 'printPhone')]);
  if (shown.lang === 'en') expect(await printedProse(page), 'words that only make sense on a screen').not.toMatch(SCREEN_ONLY_WORDS);
  expect(await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  await page.emulateMedia({ media: 'screen' });
}
