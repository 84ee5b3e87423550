/**
 * What a family needs on a phone to finish a task from the site alone (issue 51): a number
 * to tap, Spanish one tap away, the offline save found from the home page, the menu and
 * "On this page", and page controls that fit a 320 px screen with larger text or wider
 * spacing. Every page, word and number is derived from content/.
 */
import fs from 'node:fs';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, allPages, pageAt, SITE, TESTED_PAGES, uiText } from './site.ts';
import { phoneNumber } from '../../src/engine/schools.ts';

const mainLanguage = SITE.languages[0]!.code;
const otherLanguage = SITE.languages[1]?.code;
const help = pageAt(SITE.helpPage);
/** The tested pages with a twin in the other language, in the main language. */
const withTwin = TESTED_PAGES.filter((page) => page.lang === mainLanguage && otherLanguage && page.twins[otherLanguage]);
/** Pages whose guide prints the office's phone number (with {site.office.phone}), and the help page. */
const officePhonePages = [...new Set([help, ...allPages.filter((page) => page.lang === mainLanguage && fs.readFileSync(page.absoluteFile, 'utf8').includes('{site.office.phone}'))])];
/** WCAG 1.4.12's text spacing. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

test.use({ viewport: { width: 320, height: 640 } });

for (const guide of officePhonePages) {
  test(`${guide.path}: the office's phone number is a tel: link on one line, in the text and the footer, and its email a mailto: link`, async ({ page }) => {
    await page.goto(address(guide));
    const dial = phoneNumber(SITE.office.phone)!.href;
    const links = page.locator(`a[href="${dial}"]`);
    expect(await links.count()).toBeGreaterThanOrEqual(2); // the guide's and the footer's
    for (const link of await links.all()) expect(await link.evaluate((anchor) => anchor.getClientRects().length)).toBe(1);
    // No copy of the number that is not a link.
    const bare = await page.evaluate((number) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.includes(number) && !node.parentElement?.closest('a')) count++;
      return count;
    }, SITE.office.phone);
    expect(bare).toBe(0);
    await expect(page.locator(`.site-footer a[href="mailto:${SITE.office.email}"]`)).toHaveCount(1);
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px, the other language is one visible tap away without opening the menu`, async ({ page }) => {
    test.skip(!otherLanguage, 'a site in one language');
    await page.setViewportSize({ width, height: 700 });
    for (const guide of withTwin.slice(0, 3)) {
      await page.goto(address(guide));
      const link = page.locator(`.site-header__languages a[hreflang="${otherLanguage}"]`);
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      await expect(page.locator('#site-nav')).toBeHidden();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${address(pageAt(guide.twins[otherLanguage!]!)).replace(/\/$/, '')}/?$`));
    }
  });
}

test.describe('a browser that prefers the other language', () => {
  test.use({ locale: otherLanguage ?? 'en' });

  test('sees one line in that language offering the page in it, and stays on the page it opened', async ({ page }) => {
    test.skip(!otherLanguage, 'a site in one language');
    const guide = withTwin[0]!;
    const twin = pageAt(guide.twins[otherLanguage!]!);
    await page.goto(address(guide));
    await waitForApp(page);
    const offer = page.locator(`[data-language-offer="${otherLanguage}"]`);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', otherLanguage!);
    await expect(offer.getByRole('link')).toHaveText(uiText(twin, 'languageOffer'));
    expect(new URL(page.url()).pathname).toBe(address(guide));
  });
});

test('a browser that prefers the page\'s own language is offered nothing', async ({ page }) => {
  await page.goto(address(withTwin[0] ?? help));
  await waitForApp(page);
  await expect(page.locator('[data-language-offer]')).toBeHidden();
});

test('the offline save is found from the home page, the phone menu and the help page\'s "On this page"', async ({ page }) => {
  test.skip(!SITE.offline?.enabled, 'offline reading is off');
  const target = `${address(help)}#offline`;
  await page.goto(address(pageAt('/')));
  await waitForApp(page);
  await expect(page.locator(`main a[href="${target}"]`)).toHaveCount(1);
  await page.locator('.menu-button').click();
  const menuLink = page.locator('#site-nav').getByRole('link', { name: uiText(help, 'offlineMenu') });
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('.on-this-page a[href="#offline"]').first()).toBeAttached();
  await expect(page.getByRole('region', { name: uiText(help, 'offlineTitle') })).toBeAttached();
});

test.describe('page controls on a 320 px screen', () => {
  // The page's security policy allows no inline style; the test adds the reader's own.
  test.use({ bypassCSP: true });

for (const [name, css] of [
  ['text spacing (WCAG 1.4.12)', TEXT_SPACING],
  ['a 20 px default font', 'html { font-size: 20px !important; }'],
] as const) {
  test(`at 320 px with ${name}, Back, Print and the handout links wrap inside the screen and keep their icons`, async ({ page }) => {
    const guides = TESTED_PAGES.filter((guide) => guide.frontmatter.parent && guide.frontmatter.printable);
    for (const guide of guides.slice(0, 4)) {
      await page.goto(address(guide));
      await page.addStyleTag({ content: css });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), guide.path).toBeLessThanOrEqual(320);
      for (const icon of await page.locator('.subnav svg').all()) expect((await icon.boundingBox())!.width, guide.path).toBeGreaterThanOrEqual(12);
    }
  });
}
});
