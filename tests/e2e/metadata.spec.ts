import { publicAddress } from '../../src/engine/urls.ts';
import { expect, test } from './fixtures.ts';
import { ROUTES, SITE } from './spec.ts';

const { siteUrl } = SITE;

test.describe('search-engine and sharing metadata', () => {
  for (const route of ROUTES) {
    test(`${route} has a description, canonical address and sharing tags in its HTML`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const meta = (name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]+)"`).exec(html)?.[1];
      expect(meta('description')?.length).toBeGreaterThan(20);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe(`${meta('og:title')} | ${SITE.name}`);
      expect(meta('og:description')).toBe(meta('description'));
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(publicAddress(siteUrl, route));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(/<html lang="en"[ >]/);
    });
  }

  test('the sitemap lists every route (but the bare thank-you page), and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ROUTES.filter((route) => route !== '/blue')) expect(sitemap).toContain(`<loc>${publicAddress(siteUrl, route)}</loc>`);
    expect(sitemap).not.toContain('/blue/<');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('the favicon and web app manifest are served', async ({ request, page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
    const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string; icons: unknown[] };
    expect(manifest.name).toContain(SITE.name);
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  test('the not-found page asks not to be indexed', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });
});
