/**
 * Every route, and the not-found page, visited once and held to every rule that
 * applies to all pages (one visit each keeps the suite quick as guides are added):
 *  - its status, one main heading, and its own title (ending with the school
 *    system's name), with no console error, page error or dialog (fixtures.ts);
 *    an instruction page's Back link to its parent and its Print button;
 *  - security: the headers and the page's own CSP are delivered, nothing
 *    violates the policy, no inline script, nothing fetched from another origin
 *    (only /links may frame the configured start page), and every link that
 *    opens a new tab is https and leaks neither opener nor referrer;
 *  - accessibility: axe-core (WCAG 2.2 AA) as the page arrived, then with its
 *    islands awake in the dark colour scheme and at phone width; the language
 *    set, new-tab links that say so, pictures with alt text, and no sideways
 *    scrolling at 320 px width or at 200% zoom.
 *  - content: its heading, and every tab and answer (closed ones too), are in
 *    the HTML sent, before any script, and every island wakes without a
 *    hydration mismatch and leaves that text as it was.
 * States a reader opens (menus, tabs, answers) are checked in a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS, waitForApp, wakeIslands } from './fixtures.ts';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.ts';
import { expectPrintedHandout } from './printing.ts';
import { htmlText, squash } from './html-text.ts';
import { HEADINGS, INSTRUCTION_PAGES, NOT_FOUND, ROUTES, SITE, SPANISH_ROUTES } from './spec.ts';
import { pageHref } from '../../src/engine/urls.ts';

const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;
/** 200% zoom of a 1280 × 800 window lays the page out in 640 × 400 CSS pixels. */
const ZOOM_200 = { width: 640, height: 400 };
const UNKNOWN_ADDRESS = '/no/such/page';
const UNKNOWN_SPANISH_ADDRESS = '/es/no/such/page';
const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/');
/** The only frame any page may show: the start page on /links. */
const FRAME_ORIGINS = [new URL(SITE.links.startPage!).origin];
const EXPECTED_HEADERS = securityHeaders(FRAME_ORIGINS);

/** How many CSS pixels the page scrolls sideways (0 when it reflows). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

function expectedTitle(route: string): string | RegExp {
  if (route === UNKNOWN_ADDRESS) return NOT_FOUND.title;
  if (route === UNKNOWN_SPANISH_ADDRESS) return '404 Página no encontrada';
  if (route === SITE.office.page) return `Education Technology | ${SITE.name}`;
  return new RegExp(`^.+ \\| ${SITE.name}$`);
}

for (const route of [...ROUTES, UNKNOWN_ADDRESS, ...SPANISH_ROUTES, UNKNOWN_SPANISH_ADDRESS]) {
  test(`${route}: status, title, security, accessibility`, async ({ page, baseURL }) => {
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
    const unknown = route === UNKNOWN_ADDRESS || route === UNKNOWN_SPANISH_ADDRESS;
    expect(response?.status()).toBe(unknown ? 404 : 200);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(expectedTitle(route));
    await expect(page.locator('html')).toHaveAttribute('lang', isSpanish(route) ? 'es' : 'en');
    if (route !== '/blue' && route !== '/es/blue') {
      // One way to get help, from every page, in the page's language: the footer names the help page.
      const help = page.getByRole('contentinfo').getByRole('link', { name: isSpanish(route) ? 'Encuentre al enlace de tecnología de su escuela' : `Find your school's ${SITE.liaison}` });
      await expect(help).toHaveAttribute('href', pageHref(isSpanish(route) ? `/es${SITE.helpPage}` : SITE.helpPage));
      // The same page in the other language, from the language switch (its twin, or that language's home page).
      const other = page.locator('.language-switch__link');
      await expect(other).toHaveAttribute('lang', isSpanish(route) ? 'en' : 'es');
      if (!unknown) await expect(other).toHaveAttribute('href', pageHref(isSpanish(route) ? route.replace(/^\/es/, '') || '/' : route === '/' ? '/es' : `/es${route}`));
    }

    if (route in INSTRUCTION_PAGES) {
      // An instruction page: Back to its parent, and Print for the liaison's handout.
      const back = page.getByRole('link', { name: 'Back', exact: true });
      await expect(back).toBeVisible();
      expect(await back.getAttribute('href')).toBe(pageHref(INSTRUCTION_PAGES[route]!));
      await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
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
      expect(link.text, `${link.href}: says it opens a new tab`).toMatch(isSpanish(route) ? /\(se abre en una pestaña nueva\)$/ : /\(opens in a new tab\)$/);
      expect(link.ariaLabel, `${link.href}: no aria-label hiding that note`).toBeNull();
    }
    const unnamedPictures = await page.evaluate(() => [
      ...[...document.querySelectorAll('img:not([alt])')].map((image) => `img ${image.getAttribute('src')}`),
      ...[...document.querySelectorAll('svg:not([aria-hidden="true"])')]
        .filter((svg) => svg.getAttribute('role') !== 'img' || !svg.getAttribute('aria-label'))
        .map((svg) => `svg.${svg.getAttribute('class')}`),
    ]);
    expect(unnamedPictures, 'pictures without alt text').toEqual([]);

    // A page only loaded, not yet touched: its HTML, styles, pictures and the loader, no React (budgets: scripts/size.ts).
    await page.waitForLoadState('networkidle');
    expect(transferred.total, 'bytes of a first visit, to network idle').toBeLessThanOrEqual(50_000);
    expect(transferred.script, 'script bytes before any interaction').toBeLessThanOrEqual(15_000);

    // The page as it arrived, before any island starts; then the same visit is checked in other states.
    expect(await axeViolations(page), 'axe at desktop width').toEqual([]);
    await page.mouse.wheel(0, 20_000); // bring lazy frames and images into view (requests checked at the end)
    // Every island hydrates without a mismatch or console error (fixtures.ts) and shows the text the HTML
    // was sent with, in every tab and answer, closed ones too; the other checks see them awake.
    const prerendered = htmlText(await response!.text());
    if (route in HEADINGS) expect(htmlText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response!.text())?.[1] ?? '')).toMatch(HEADINGS[route as keyof typeof HEADINGS]);
    await wakeIslands(page);
    const tabs = await page.locator('[role="tab"]').allTextContents();
    const panels = await page.locator('[role="tabpanel"]').allTextContents();
    expect(panels).toHaveLength(tabs.length);
    const questions = await page.locator('.accordion__trigger').allTextContents();
    const answers = await page.locator('.accordion__panel').allTextContents();
    expect(answers).toHaveLength(questions.length);
    for (const text of [...tabs, ...panels, ...questions, ...answers]) expect(prerendered, 'a tab or answer as sent in the HTML').toContain(squash(text));
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page), 'axe at desktop width, dark').toEqual([]);
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
      await expectPrintedHandout(page, route, isSpanish(route) ? 'es' : 'en');
    }
    // Nothing requested from another origin, lazy frames and pictures and every island's code included.
    const allowed = route === '/links' || route === '/es/links' ? [new URL(SITE.links.startPage!).origin] : [];
    expect(outside.filter((url) => !allowed.includes(new URL(url).origin)), 'requests to other origins').toEqual([]);
  });
}
