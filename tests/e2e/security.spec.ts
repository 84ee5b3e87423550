import { expect, test, waitForApp } from './fixtures.ts';
import { NOT_FOUND, SITE } from './site.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { graph, mainLanguage } from '../site/content.ts';

/**
 * Odd and hostile addresses: each must end on this site, on the right page or
 * the 404 page, with no script run, no dialog and no page error (the fixture
 * fails the test on any console error, page error or dialog).
 * `expected`: a route whose heading must show, or 404.
 * Addresses a browser rewrites before sending (`/mfa/../x`, `/%2e%2e/`) are sent
 * as written, with raw HTTP, in tests/hosts/npm-start.test.ts.
 */
/**
 * The pages the addresses lead to, read from content/ so that a move keeps the test true: a section (a top-level
 * page with guides under it), a hub two levels down, a page with questions three levels down (or any), a bare page and
 * a page with an embedded frame.
 */
const englishPages = graph.pages.filter((page) => page.lang === mainLanguage);
const depth = (route: string) => route.split('/').length - 1;
const H = (englishPages.find((page) => depth(page.path) === 2 && englishPages.some((other) => other.frontmatter.parent === page.path)) ?? englishPages.find((page) => depth(page.path) === 2)!).path;
const S = `/${H.split('/')[1]}`;
const F = (englishPages.find((page) => page.path.startsWith(`${H}/`) && page.facts?.blocks.includes('Accordion')) ?? englishPages.find((page) => page.facts?.blocks.includes('Accordion'))!).path;
const B = englishPages.find((page) => page.frontmatter.layout === 'bare')!.path;
const L = englishPages.find((page) => page.facts?.frames.length)!.path;
const last = (route: string) => route.split('/').at(-1)!;
/** Each part capitalised: `/mfa/mfahelp` -> `/Mfa/Mfahelp`. */
const capitalised = (route: string) => route.replace(/\/([a-z])/g, (_match, letter: string) => `/${letter.toUpperCase()}`);

const HOSTILE_PATHS: { path: string; expected: string | 404 }[] = [
  { path: `/${'a'.repeat(4000)}`, expected: 404 },
  { path: `${S}%2F${last(H)}`, expected: 404 },
  { path: '/..%2f..%2fetc%2fpasswd', expected: 404 },
  { path: '/%00', expected: 404 },
  { path: `${S}%00.html`, expected: 404 },
  { path: '/%', expected: 404 },
  { path: '/%E0%A4%A', expected: 404 },
  { path: '//evil.example', expected: 404 },
  { path: '//evil.example/login.html', expected: 404 },
  { path: '/%2F%2Fevil.example/x.html', expected: 404 },
  { path: '/%5Cevil.example/x.html', expected: 404 },
  { path: '/https://evil.example/x.html', expected: 404 },
  { path: '/javascript:alert(1)', expected: 404 },
  { path: '/javascript:alert(1).html', expected: 404 },
  { path: '/%3Cscript%3Ealert(1)%3C/script%3E', expected: 404 },
  { path: '/"><img src=x onerror=alert(1)>', expected: 404 },
  { path: `${S}?q=<script>alert(1)</script>`, expected: pageHref(S) },
  { path: '/?x="><svg onload=alert(1)>', expected: '/' },
  { path: `${S}#<img src=x onerror=alert(1)>`, expected: pageHref(S) },
  { path: `${F}#"><img src=x onerror=alert(1)>`, expected: pageHref(F) },
  { path: '/ünïcødé/页面', expected: 404 },
  { path: '/%F0%9F%98%80', expected: 404 },
  { path: `${S.toUpperCase()}/`, expected: pageHref(S) },
  { path: `${capitalised(H)}/`, expected: pageHref(H) },
  { path: `${S}//${last(H)}`, expected: pageHref(H) },
  { path: `//${S}`, expected: pageHref(S) },
  { path: `${S}.html`, expected: pageHref(S) },
  { path: `${S.toUpperCase()}.HTML`, expected: pageHref(S) },
  { path: `${H}/index.html`, expected: pageHref(H) },
  { path: '/index.html', expected: '/' },
  { path: '/a.html.html', expected: 404 },
  { path: `${B}.html?x=1#y`, expected: pageHref(B) },
  // A #hash that cannot be decoded: the page still works (its script still starts).
  { path: `${F}#%E0%A4%A`, expected: pageHref(F) },
  { path: pageHref(L), expected: pageHref(L) },
];

// One page visits them all in turn (a step each, named by its address), rather than a browser page per address.
test('hostile and odd addresses', async ({ page, baseURL }) => {
  test.setTimeout(120_000); // 34 page loads
  await page.addInitScript(() => {
    // Anything that would run injected script trips this.
    window.alert = window.confirm = window.prompt = () => {
      throw new Error('a dialog function was called');
    };
  });
  for (const { path, expected } of HOSTILE_PATHS) {
    await test.step(path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path, async () => {
      await page.goto(`${baseURL}${path}`);
      await waitForApp(page);
      expect(new URL(page.url()).origin, path).toBe(new URL(baseURL!).origin);
      const heading = page.getByRole('heading', { level: 1 });
      if (expected === 404) {
        await expect(heading, path).toHaveText(NOT_FOUND.heading);
        await expect(page, path).toHaveTitle(NOT_FOUND.title);
      } else {
        await expect(heading, path).not.toHaveText(NOT_FOUND.heading);
        const canonical = await (await page.request.get(expected)).text();
        const title = /<title>([^<]+)<\/title>/.exec(canonical)?.[1]?.replace(/&amp;/g, '&');
        await expect(page, path).toHaveTitle(title!);
      }
      expect(await page.locator('img[src="x"], svg[onload]').count(), path).toBe(0);
    });
  }
});

test.describe('the /links frame', () => {
  // Headers, the CSP, outside requests and new-tab links are checked on every route in every-route.spec.ts.
  test('the /links frame is sandboxed, cannot navigate this page, and has a plain link beside it', async ({ page }) => {
    await page.goto(pageHref(L));
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', SITE.links.startPage!);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(sandbox.length).toBeGreaterThan(0);
    await expect(page.locator(`a[href="${SITE.links.startPage}"]`)).toBeVisible();
  });
});

test.describe('the search, given far more than anyone types', () => {
  // Issue 34: one 20,000-letter word made the typo search build a matrix of a gigabyte and froze the tab.
  test('a 20,000-character query is answered within a second, measured in the page', async ({ page }) => {
    const noResults = graph.strings.get(mainLanguage)!.ui.searchNoResults;
    await page.goto('/');
    await waitForApp(page);
    const field = page.getByRole('combobox', { name: graph.strings.get(mainLanguage)!.ui.searchLabel });
    // A first, ordinary search loads the search and its index, so the time below is the search's own.
    await field.fill('locked out');
    await expect(page.getByRole('listbox')).toBeVisible();
    const milliseconds = await page.evaluate(async (expected) => {
      const input = document.querySelector<HTMLInputElement>('[role="search"] input')!;
      const box = input.closest('[role="search"]')!;
      // One word: the typo search's work grew with the square of a word's length.
      const query = 'authenticator'.repeat(Math.ceil(20_000 / 13)).slice(0, 20_000);
      const answered = new Promise<number>((resolve) => {
        new MutationObserver(() => {
          if (box.textContent?.includes(expected)) resolve(performance.now());
        }).observe(box, { childList: true, subtree: true, characterData: true });
      });
      const started = performance.now();
      input.value = query;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return (await answered) - started;
    }, noResults);
    console.log(`A 20,000-character query answered in ${milliseconds.toFixed(0)} ms`);
    expect(milliseconds).toBeLessThan(1_000);
  });
});
