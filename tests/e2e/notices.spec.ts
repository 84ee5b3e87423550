/**
 * The office's notices (content/notices.yaml) in a browser: shown at the top of
 * their pages and announced once, hidden by the page script once they end (the
 * page was built before), shown by it once a later one starts, printed only when
 * marked. And "Something wrong on this page?" in the footer, in both languages.
 * Notices and pages are read from content/, never typed in: with no notice in
 * notices.yaml today, the notice tests say so and are skipped.
 */
import type { Page } from '@playwright/test';
import { noticesOn } from '../../src/engine/node/graph/notices-file.ts';
import type { PageNotice } from '../../src/engine/notices.ts';
import { ANNOUNCER_ID } from '../../src/shared/markup.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, allPages, graph, SITE, uiText } from './site.ts';

const noticesOf = (page: (typeof allPages)[number]): PageNotice[] =>
  page.frontmatter.layout === 'bare' ? [] : noticesOn(page, graph.notices, { languages: SITE.languages, siteUrl: SITE.siteUrl, links: SITE.links, exists: (route) => graph.byPath.has(route), now: graph.madeAt });
/** Pages with a notice showing since the build, in each language; and pages with one that starts later. */
const showing = (lang: string) => allPages.filter((page) => page.lang === lang && noticesOf(page).some((notice) => notice.from === undefined));
const upcoming = allPages.filter((page) => noticesOf(page).some((notice) => notice.from !== undefined));
const noticeText = (notice: PageNotice) => notice.pieces.map((piece) => piece.text).join('').replace(/\s+/g, ' ').trim();
const noticeOn = (page: Page, notice: PageNotice) => page.locator(`[data-notice="${notice.id}"]`);
const at = (iso: string, milliseconds: number) => new Date(Date.parse(iso) + milliseconds);

test.describe('notices', () => {
  for (const lang of ['en', 'es']) {
    test(`a notice shows at the top of its page, in the page's language, and is announced once (${lang})`, async ({ page }) => {
      const pages = showing(lang);
      test.skip(pages.length === 0, `no notice in content/notices.yaml shows on a ${lang} page now`);
      const [first, second] = pages;
      const notice = noticesOf(first!).find((candidate) => candidate.from === undefined)!;
      await page.goto(address(first!));
      await waitForApp(page);
      const shown = noticeOn(page, notice);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(noticeText(notice));
      await expect(shown).toHaveAccessibleName(uiText(first!, 'notice'));
      await expect(page.locator('main article > *').first()).toHaveClass(/site-notices/);
      await expect(page.locator(`#${ANNOUNCER_ID}`)).toContainText(noticeText(notice));
      if (second && noticesOf(second).some((candidate) => candidate.id === notice.id)) {
        await page.goto(address(second));
        await waitForApp(page);
        await expect(noticeOn(page, notice)).toBeVisible();
        // Time for the announcer's tick (announce.ts): it stays silent about a notice said before.
        await page.waitForTimeout(300);
        await expect(page.locator(`#${ANNOUNCER_ID}`)).not.toContainText(noticeText(notice));
      }
    });
  }

  test('a notice that has ended since the build is hidden by the page script', async ({ page }) => {
    const target = showing('en')[0];
    test.skip(!target, 'no notice in content/notices.yaml shows now');
    const notice = noticesOf(target!).find((candidate) => candidate.from === undefined)!;
    await page.clock.setFixedTime(at(notice.until, 1000));
    await page.goto(address(target!));
    await waitForApp(page);
    await expect(noticeOn(page, notice)).toBeHidden();
    await expect(page.locator(`#${ANNOUNCER_ID}`)).not.toContainText(noticeText(notice));
  });

  test('a notice stays to its last moment, and goes at it while the page is open', async ({ page }) => {
    const target = showing('en')[0];
    test.skip(!target, 'no notice in content/notices.yaml shows now');
    const notice = noticesOf(target!).find((candidate) => candidate.from === undefined)!;
    // The page's clock stands 2 s before the end while the page loads (a busy machine may take longer than that).
    await page.clock.install({ time: at(notice.until, -60_000) });
    await page.clock.pauseAt(at(notice.until, -2000));
    await page.goto(address(target!));
    await waitForApp(page);
    await expect(noticeOn(page, notice)).toBeVisible();
    await page.clock.runFor(3000);
    await expect(noticeOn(page, notice)).toBeHidden();
  });

  test('a notice that starts after the build is shown by the page script from its start', async ({ page }) => {
    const target = upcoming[0];
    test.skip(!target, 'no notice in content/notices.yaml starts later');
    const notice = noticesOf(target!).find((candidate) => candidate.from !== undefined)!;
    await page.goto(address(target!));
    await waitForApp(page);
    await expect(noticeOn(page, notice)).toBeHidden();
    await page.clock.setFixedTime(at(notice.from!, 1000));
    await page.reload();
    await waitForApp(page);
    await expect(noticeOn(page, notice)).toBeVisible();
    await expect(noticeOn(page, notice)).toContainText(noticeText(notice));
  });

  test('a notice prints only when notices.yaml marks it, with its link\'s address', async ({ page }) => {
    const target = [...showing('en'), ...upcoming][0];
    test.skip(!target, 'no notice in content/notices.yaml');
    const notices = noticesOf(target!);
    // Every notice of the page in its time, so each is on screen and only its print mark decides.
    for (const notice of notices) {
      await page.clock.setFixedTime(at(notice.from ?? new Date().toISOString(), 1000));
      await page.goto(address(target!));
      await waitForApp(page);
      await expect(noticeOn(page, notice)).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      if (notice.print) {
        await expect(noticeOn(page, notice)).toBeVisible();
        for (const link of notice.pieces.filter((piece) => piece.printUrl)) {
          await expect(noticeOn(page, notice).locator(`a[data-print-url="${link.printUrl}"]`)).toBeVisible();
        }
      } else await expect(noticeOn(page, notice)).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

test.describe('"Something wrong on this page?"', () => {
  for (const lang of ['en', 'es']) {
    test(`every page's footer offers it in the page's language, beside the editors' link, and it never prints (${lang})`, async ({ page }) => {
      const target = allPages.find((candidate) => candidate.lang === lang && candidate.frontmatter.printable && candidate.frontmatter.parent)!;
      await page.goto(address(target));
      await waitForApp(page);
      const footer = page.locator('.site-footer__page');
      await expect(footer).toContainText(uiText(target, 'reportProblem'));
      const report = footer.getByRole('link', { name: uiText(target, 'reportLink') });
      await expect(report).toBeVisible();
      const href = (await report.getAttribute('href'))!;
      const { form } = SITE.reportProblem;
      expect(href.startsWith(form ?? `mailto:${SITE.office.email}?`)).toBe(true);
      expect(decodeURIComponent(href)).toContain(target.frontmatter.title);
      await expect(footer.getByRole('link', { name: new RegExp(uiText(target, 'editPage').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(report).toBeHidden();
    });
  }
});
