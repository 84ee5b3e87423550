/**
 * The office's notices marked for print go on paper wherever their guide does: in a ready-made packet, in a guide
 * in two languages (each guide with its own language's notice) and in a packet the builder makes, each saying
 * until when it stands. The guides are found from content/notices.yaml as the build reads it (page-data.ts).
 */
import type { Page } from '@playwright/test';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { pageData } from '../../src/engine/node/render/page-data.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { allPages, graph, pagesWith } from './site.ts';

const printedNotices = (page: GraphPage) => pageData(page, graph).notices.filter((notice) => notice.print && !notice.from);
const main = graph.site!.languages[0]!.code;
const other = graph.site!.languages[1]?.code;

/** A printable guide with a notice for print, that has a twin, and a ready-made packet holding a guide with one. */
const GUIDE = allPages.find((page) => page.lang === main && page.frontmatter.printable && !page.frontmatter.packet && printedNotices(page).length > 0 && other && page.twins[other]);
const PACKET = allPages.find((page) => page.frontmatter.packet?.guides.some((route) => printedNotices(graph.byPath.get(route)!).length > 0));

/** Each printed section's title, with the dates of the notices it prints (in print media). */
async function sectionNotices(page: Page): Promise<{ title: string; lang: string; dates: string[] }[]> {
  await page.emulateMedia({ media: 'print' });
  const sections = await page.locator('.handout-guide').evaluateAll((parts) =>
    parts.map((part) => ({
      title: part.querySelector('.handout-guide__title')?.textContent ?? '',
      lang: part.getAttribute('lang') ?? '',
      dates: [...part.querySelectorAll<HTMLElement>('.site-notice')].filter((notice) => notice.checkVisibility()).map((notice) => notice.querySelector('.site-notice__dates')?.textContent?.trim() ?? ''),
    })),
  );
  await page.emulateMedia({ media: null });
  return sections;
}

/** What each guide should print: its notices' dates, in its language. */
const expected = (guide: GraphPage) => printedNotices(guide).map((notice) => ` (${notice.dates})`.trim());

test('content/ has a printed notice on a guide with a twin, and on a packet\'s guide', () => {
  test.skip(!GUIDE || !PACKET, 'no notice is marked for print on a printable guide now: nothing to check');
});

test('a ready-made packet prints each guide\'s notices, with their dates', async ({ page }) => {
  test.skip(!PACKET, 'no packet guide has a notice for print');
  await page.goto(pageHref(PACKET!.path));
  const sections = await sectionNotices(page);
  const guides = PACKET!.frontmatter.packet!.guides.map((route) => graph.byPath.get(route)!);
  expect(sections.map((section) => section.dates)).toEqual(guides.map(expected));
  expect(sections.flatMap((section) => section.dates).length).toBeGreaterThan(0);
});

test('a guide in two languages, and the builder\'s packet in two, print each guide\'s notice in its own language', async ({ page }) => {
  test.skip(!GUIDE, 'no printable guide with a twin has a notice for print');
  const twin = graph.byKey.get(GUIDE!.twins[other!]!)!;
  await page.goto(pageHref(bilingualRoute(GUIDE!.path)));
  expect((await sectionNotices(page)).map((section) => section.dates)).toEqual([expected(GUIDE!), expected(twin)]);
  // The page's own notices are the first guide's: printed once, with it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.page > .site-notices')).toBeHidden();
  await page.emulateMedia({ media: null });

  const builder = pagesWith('PacketBuilder', main)[0]!;
  await page.goto(`${pageHref(builder.path)}?${new URLSearchParams([['guide', GUIDE!.path], ['lang', 'both']]).toString()}`);
  await waitForApp(page);
  await page.waitForSelector('body[data-packet-made]');
  expect((await sectionNotices(page)).map((section) => section.dates)).toEqual([expected(GUIDE!), expected(twin)]);
});
