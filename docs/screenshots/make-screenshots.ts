/**
 * Makes the pictures in this folder, for editors: a long guide, a landing page
 * and the home page at phone (375 px) and desktop (1280 px) width, in light and
 * dark, and the long guide scrolled on a desktop (the sticky "On this page"
 * column marking the section in view); and on a 320 px phone, in each language,
 * the office's notice on the MFA page, the footer with "Something wrong on
 * this page?", the list of schools on the help page, filtered as a parent
 * types, and Save for offline on the help page and the offline page.
 * Photographs the built site, so build first:
 *   npm run build && npx tsx docs/screenshots/make-screenshots.ts
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { DEFAULT_OUT_DIR } from '../../src/engine/node/publish/build-site.ts';
import { findChromium } from '../../src/engine/node/find-chromium.ts';
import { serveBuiltSite } from '../../src/engine/node/publish/static-server.ts';

const PAGES = { guide: '/mfa/mfahelp/mfahelp_backup', landing: '/mfa', home: '/' };
const WIDTHS = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };
const SCHEMES = ['light', 'dark'] as const;
const here = import.meta.dirname;

const site = await serveBuiltSite(DEFAULT_OUT_DIR);
const browser = await chromium.launch({ executablePath: findChromium() });
try {
  for (const scheme of SCHEMES) {
    for (const [widthName, viewport] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      for (const [pageName, route] of Object.entries(PAGES)) {
        await page.goto(site.url(route), { waitUntil: 'networkidle' });
        // The first screenful is what a reader judges the page by; a whole guide would be a metre long.
        await page.screenshot({ path: path.join(here, `${pageName}-${widthName}-${scheme}.png`) });
      }
      if (widthName === 'desktop') {
        await page.goto(`${site.url(PAGES.guide)}#step-by-step`, { waitUntil: 'networkidle' });
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(300); // the scroll event marks the current section
        await page.screenshot({ path: path.join(here, `guide-scrolled-${widthName}-${scheme}.png`) });
      }
      await page.close();
    }
  }
  const phone = await browser.newPage({ viewport: { width: 320, height: 640 } });
  for (const [lang, route] of [['en', PAGES.landing], ['es', `/es${PAGES.landing}`]] as const) {
    await phone.goto(site.url(route), { waitUntil: 'networkidle' });
    await phone.screenshot({ path: path.join(here, `notice-phone-${lang}.png`) });
    await phone.locator('.site-footer').screenshot({ path: path.join(here, `footer-phone-${lang}.png`) });
  }
  for (const [lang, route] of [['en', '/help'], ['es', '/es/help']] as const) {
    await phone.goto(site.url(route), { waitUntil: 'networkidle' });
    const list = phone.locator('.school-list');
    await list.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: path.join(here, `schools-phone-${lang}.png`) });
    // What a parent sees after typing the first letters of their school's town.
    const town = (await list.locator('h3').first().textContent())!.trim().slice(0, 4);
    await list.getByRole('searchbox').fill(town);
    await phone.screenshot({ path: path.join(here, `schools-filtered-phone-${lang}.png`) });
  }
  await phone.close();

  // Offline reading on a 320 px phone: Save for offline on the help page once saved, and with no
  // connection the offline page each language shows for a page not saved, listing the saved ones.
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const reader = await context.newPage();
  for (const lang of ['en', 'es']) {
    await reader.goto(site.url(lang === 'en' ? '/help' : '/es/help'), { waitUntil: 'networkidle' });
    await reader.evaluate(() => navigator.serviceWorker.ready);
    const box = reader.locator('.offline-save');
    await box.locator('.offline-save__save').click();
    await reader.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.offline-save__save')!.disabled, undefined, { timeout: 120_000 });
    await box.screenshot({ path: path.join(here, `save-offline-phone-${lang}.png`) });
  }
  await context.setOffline(true);
  for (const lang of ['en', 'es']) {
    await reader.goto(site.url(lang === 'en' ? '/no-such-page' : '/es/no-such-page'));
    await reader.locator('.saved-pages__list > li').first().waitFor();
    await reader.screenshot({ path: path.join(here, `offline-phone-${lang}.png`) });
  }
  await context.close();
} finally {
  await browser.close();
  await site.close();
}
