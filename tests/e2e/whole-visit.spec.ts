/**
 * A whole visit (issue 35): every kind of page, in every language, at a phone's
 * and a laptop's width, read to its end with every widget pressed (every tab of
 * every tab set, every question, a Copy link, "On this page", the menu, the
 * theme switch), counting what the browser fetched. No script holds a framework
 * runtime (React, react-dom, the JSX runtime): pages are rendered at build
 * time and plain DOM code makes them work. The scripts fetched are exactly
 * those `npm run size` counts for the page, and the pictures fetched are among
 * those it counts, so its whole-visit totals are what a reader pays. The
 * bytes (gzip -9, as `npm run size`) are printed for each visit.
 *
 * The search is left out: a first search is measured on its own
 * (search.spec.ts, `npm run size`).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { FRAMEWORK_RUNTIME, measureRoute, readModuleGraph } from '../../scripts/measure/size.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { expect, READER_VIEWPORTS, test, waitForApp } from './fixtures.ts';
import { address, allPages, blockNames, graph } from './site.ts';

const DIST = path.resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist');
const modules = readModuleGraph(DIST);

const uses = (page: GraphPage, block: string) => blockNames(page).has(block);
/** The kinds of page a reader meets, by the widgets they hold; a kind content/ has no page of is left out. */
const KINDS: Record<string, (page: GraphPage) => boolean> = {
  home: (page) => page.path === page.locale.site.homePage,
  'guide with tabs': (page) => uses(page, 'Tabs') && !uses(page, 'Accordion'),
  'page with questions': (page) => uses(page, 'Accordion') && !uses(page, 'Tabs'),
  'page with tabs and questions': (page) => uses(page, 'Tabs') && uses(page, 'Accordion'),
  'plain guide': (page) => Boolean(page.frontmatter.parent) && !uses(page, 'Tabs') && !uses(page, 'Accordion') && !uses(page, 'EmbeddedPage') && !page.frontmatter.packet,
  // A widget only some pages hold loads its own module with the page (src/browser/page-widgets.ts).
  'list of schools': (page) => uses(page, 'SchoolList'),
};
const VISITS = graph.site!.languages.flatMap(({ code }) =>
  Object.entries(KINDS).flatMap(([kind, isKind]) => {
    const page = allPages.find((candidate) => candidate.lang === code && isKind(candidate));
    return page ? [{ kind, page }] : [];
  }),
);

/** What a reader does on the page: reads to the end, and presses every widget it has. */
async function readAndPressEverything(page: Page, phone: boolean): Promise<void> {
  const scrollThrough = () => page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await scrollThrough();
  if (phone) {
    await page.locator('.menu-button').click();
    await page.locator('.menu-button').click();
    const outline = page.locator('details.on-this-page--collapsed > summary');
    if (await outline.count()) await outline.click();
  }
  await page.locator('.theme-switch').first().evaluate((button: HTMLElement) => button.click());
  // The first tab and question by the pointer, as a reader presses them; then every other one, each brought into view with what it opened.
  for (const first of [page.getByRole('tab').nth(1), page.locator('.accordion__trigger').first()]) if (await first.count()) await first.click();
  await page.evaluate(async () => {
    for (const control of document.querySelectorAll<HTMLElement>('[role="tab"], .accordion__trigger[aria-expanded="false"]')) {
      control.click();
      document.getElementById(control.getAttribute('aria-controls') ?? '')?.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  const copy = page.locator('button.copy-link:visible').first();
  if (await copy.count()) await copy.click();
  await scrollThrough();
  await page.waitForLoadState('networkidle');
}

for (const [width, viewport] of Object.entries(READER_VIEWPORTS)) {
  for (const { kind, page: shown } of VISITS) {
    test(`${kind} (${shown.lang}, ${address(shown)}) at ${viewport.width} px: read to the end and pressed, no framework runtime; it fetches what npm run size counts`, async ({ page, context, baseURL }, testInfo) => {
      test.slow(); // a whole visit: the page read twice, and every widget pressed
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(viewport);
      const fetched: { file: string; type: string; gzip: number; framework: boolean }[] = [];
      const bodies: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const type = response.request().resourceType();
        if (url.origin !== new URL(baseURL!).origin || !['document', 'stylesheet', 'script', 'image', 'font', 'fetch'].includes(type)) return;
        bodies.push(
          response.body().then((body) => {
            fetched.push({ file: decodeURI(url.pathname).replace(/^\//, ''), type, gzip: zlib.gzipSync(body, { level: 9 }).length, framework: type === 'script' && FRAMEWORK_RUNTIME.test(body.toString('utf8')) });
          }),
        );
      });
      await page.goto(address(shown));
      await waitForApp(page);
      await readAndPressEverything(page, width === 'phone');
      await Promise.all(bodies);

      const of = (type: string) => fetched.filter((entry) => entry.type === type);
      const bytes = (entries: typeof fetched) => entries.reduce((sum, entry) => sum + entry.gzip, 0);
      const report = measureRoute(DIST, path.join(DIST, address(shown), 'index.html'), modules);
      const line =
        `${kind}, ${address(shown)} at ${viewport.width} px: ${bytes(fetched).toLocaleString('en-US')} bytes gzip -9 in ${fetched.length} files ` +
        `(HTML ${bytes(of('document'))}, CSS ${bytes(of('stylesheet'))}, JS ${bytes(of('script'))} in ${of('script').length} files, pictures ${bytes(of('image'))}); npm run size: whole visit ${report.wholeVisit.toLocaleString('en-US')}`;
      testInfo.annotations.push({ type: 'whole visit', description: line });
      console.log(line);

      expect(fetched.filter((entry) => entry.framework).map((entry) => entry.file), 'scripts holding a framework runtime').toEqual([]);
      expect(of('script').map((entry) => entry.file).sort(), 'the scripts npm run size counts, and no others').toEqual([...report.scripts].sort());
      for (const image of of('image')) expect(report.imageFiles, 'a picture npm run size counts').toContain(image.file);
    });
  }
}
