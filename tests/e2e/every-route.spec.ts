/**
 * Each page of testedPages() (a representative set that covers every kind of
 * page and building block, plus the pages a change touches; every page with
 * TEST_PAGES=all), and each language's not-found page, visited once and held to every rule that
 * applies to all pages (one visit each keeps the suite quick as guides are added):
 *  - its status, one main heading, and its own title (ending with the school
 *    system's name), with no console error, page error or dialog (fixtures.ts);
 *    an instruction page's Back link to its parent and its Print button;
 *  - security: the headers and the page's own CSP are delivered, nothing
 *    violates the policy, no inline script, nothing fetched from another origin
 *    (only /links may frame the configured start page), and every link that
 *    opens a new tab is https and leaks neither opener nor referrer;
 *  - accessibility: axe-core (WCAG 2.2 AA) as the page arrived, then its colour
 *    rules in the dark colour scheme, and all again at phone width; the language
 *    set, new-tab links that say so, pictures with alt text, and no sideways
 *    scrolling at 320 px width or at 200% zoom.
 *  - content: its heading, and every tab and answer (closed ones too), are in
 *    the HTML sent, before any script, and the page's script leaves that text
 *    as it was.
 * States a reader opens (menus, tabs, answers) are checked in a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, expect, test, VIEWPORTS, waitForApp } from './fixtures.ts';
import { contentSecurityPolicy, securityHeaders } from '../../src/engine/node/security-headers.ts';
import { expectPrintedHandout } from './printing.ts';
import { htmlText, squash } from './html-text.ts';
import { address, blockNames, graph, hasBackAndPrint, NOT_FOUND_PAGES, TESTED_PAGES, uiText, unknownAddress, escapeRegExp } from './site.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { BUDGETS } from '../../scripts/measure/size.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';

const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;
/** 200% zoom of a 1280 × 800 window lays the page out in 640 × 400 CSS pixels. */
const ZOOM_200 = { width: 640, height: 400 };
/** The only frames any page may show: the embedded pages content/ names (the content graph's frame origins). */
const FRAME_ORIGINS = graph.frameOrigins;
const EXPECTED_HEADERS = securityHeaders(FRAME_ORIGINS);

/** How many CSS pixels the page scrolls sideways (0 when it reflows). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A pattern matching text that ends with these exact words. */
const endsWith = (words: string) => new RegExp(`${escapeRegExp(words)}$`);

/** Each tested page at its address, and each not-found page at an unknown address of its language. */
const VISITS: { route: string; shown: GraphPage; unknown: boolean }[] = [
  ...TESTED_PAGES.map((shown) => ({ route: address(shown), shown, unknown: false })),
  ...NOT_FOUND_PAGES.map((shown) => ({ route: unknownAddress(shown.lang), shown, unknown: true })),
];

for (const { route, shown, unknown } of VISITS) {
  test(`${route}: status, title, security, accessibility`, async ({ page, baseURL }) => {
    // The list of schools is the longest page there is: axe, at two widths, takes the longest there.
    if (blockNames(shown).has('SchoolList')) test.slow();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.setViewportSize(DESKTOP);
    /** Bytes that crossed the network (compressed, as served), by kind of file. */
    const transferred = { total: 0, script: 0 };
    page.on('requestfinished', async (request) => {
      const { responseBodySize } = await request.sizes();
      transferred.total += responseBodySize;
      if (request.resourceType() === 'script') transferred.script += responseBodySize;
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(unknown ? 404 : 200);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(shown.documentTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', shown.lang);
    if (shown.frontmatter.layout !== 'bare') {
      // One way to get help, from every page, in the page's language: the footer names the help page.
      const help = page.getByRole('contentinfo').getByRole('link', { name: uiText(shown, 'findLiaison') });
      await expect(help).toHaveAttribute('href', pageHref(shown.locale.site.helpPage));
      // The same page in every other language, from the language switch (its twin, or that language's home page).
      for (const other of shown.locale.alternates.filter((language) => language.code !== shown.lang)) {
        // The menu's language link, and on a phone the one in the strip above the header: each leads to the same page.
        const links = page.locator(`.language-switch__link[lang="${other.code}"]`);
        await expect(links.first()).toBeAttached();
        if (!unknown) for (const link of await links.all()) await expect(link).toHaveAttribute('href', pageHref(other.href));
      }
    }

    if (hasBackAndPrint(shown)) {
      // An instruction page: Back to its parent, and Print for the liaison's handout.
      const back = page.getByRole('link', { name: uiText(shown, 'back'), exact: true });
      await expect(back).toBeVisible();
      expect(await back.getAttribute('href')).toBe(pageHref(shown.frontmatter.parent!));
      await expect(page.getByRole('button', { name: uiText(shown, 'print'), exact: true })).toBeVisible();
    }

    // Security headers (from dist/_headers, as a static host sends them) and the page's own policy.
    const headers = response!.headers();
    for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    const metaPolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(metaPolicy).toBe(contentSecurityPolicy(FRAME_ORIGINS, { forMetaTag: true }));
    expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);

    // Links that open a new tab, read from the markup (links in closed answers have no computed name while hidden).
    const newTabLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', rel: link.getAttribute('rel'), text: link.textContent ?? '', ariaLabel: link.getAttribute('aria-label') })),
    );
    for (const link of newTabLinks) {
      expect(link.href, 'a new-tab link is https').toMatch(/^https:\/\//);
      expect(link.rel, `${link.href}: rel`).toBe('noopener noreferrer');
      expect(link.text.trim(), `${link.href}: says it opens a new tab`).toMatch(endsWith(uiText(shown, 'opensInNewTab')));
      expect(link.ariaLabel, `${link.href}: no aria-label hiding that note`).toBeNull();
    }
    const unnamedPictures = await page.evaluate(() => [
      ...[...document.querySelectorAll('img:not([alt])')].map((image) => `img ${image.getAttribute('src')}`),
      ...[...document.querySelectorAll('svg:not([aria-hidden="true"])')]
        .filter((svg) => svg.getAttribute('role') !== 'img' || !svg.getAttribute('aria-label'))
        .map((svg) => `svg.${svg.getAttribute('class')}`),
    ]);
    expect(unnamedPictures, 'pictures without alt text').toEqual([]);

    // A page only loaded, not yet touched: its HTML, styles, pictures and its script (budgets: scripts/measure/size.ts).
    await page.waitForLoadState('networkidle');
    expect(transferred.total, 'bytes of a first visit, to network idle').toBeLessThanOrEqual(BUDGETS.firstVisitTotal);
    expect(transferred.script, 'script bytes before any interaction').toBeLessThanOrEqual(BUDGETS.js);

    // The page as it arrived; then the same visit is checked in other states.
    expect(await axeViolations(page), 'axe at desktop width').toEqual([]);
    await page.mouse.wheel(0, 20_000); // bring lazy frames and images into view (requests checked at the end)
    // The page's script shows the text the HTML was sent with, in every tab and answer, closed ones too.
    const prerendered = htmlText(await response!.text());
    const tabs = await page.locator('[role="tab"]').allTextContents();
    const panels = await page.locator('[role="tabpanel"]').allTextContents();
    expect(panels).toHaveLength(tabs.length);
    const questions = await page.locator('.accordion__trigger').allTextContents();
    const answers = await page.locator('.accordion__panel').allTextContents();
    expect(answers).toHaveLength(questions.length);
    for (const text of [...tabs, ...panels, ...questions, ...answers]) expect(prerendered, 'a tab or answer as sent in the HTML').toContain(squash(text));
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { rules: COLOUR_RULES }), 'axe at desktop width, dark').toEqual([]);
    // The phone layout in light (its own parts in dark, the same on every page, are checked in a11y.spec.ts).
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page), 'sideways scrolling at 320 px width').toBe(0);
    expect(await axeViolations(page), 'axe at phone width').toEqual([]);
    await page.setViewportSize(ZOOM_200);
    expect(await horizontalOverflow(page), 'sideways scrolling at 200% zoom').toBe(0);
    // The page printed, as a liaison hands it out.
    if (!unknown) {
      await page.setViewportSize(DESKTOP);
      await expectPrintedHandout(page, shown);
    }
    // Nothing requested from another origin, lazy frames and pictures included.
    const allowed = blockNames(shown).has('EmbeddedPage') ? FRAME_ORIGINS : [];
    expect(outside.filter((url) => !allowed.includes(new URL(url).origin)), 'requests to other origins').toEqual([]);
  });
}
