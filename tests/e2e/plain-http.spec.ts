/**
 * The site over plain HTTP at a name on the school's network, as an office
 * tries a build on its own server or a liaison opens it on a phone: not
 * `localhost`, which browsers treat as secure, but a name (mapped to this
 * machine by Chromium's host resolver rules), served by nginx with the site's
 * own file (dist/_server/nginx.conf). Styles, the page's script and the search
 * must work there as over HTTPS, with nothing upgraded to https:// and no
 * error in the console (no header that only HTTPS may carry).
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { startNginx, nginxMissing } from '../hosts/real/nginx.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { allPages, graph } from './site.ts';
import { mainLanguage } from '../site/content.ts';

const DIST = path.resolve(import.meta.dirname, '../..', process.env.SITE_DIST ?? 'dist');
const NAME = 'help.school.test';

const missing = nginxMissing();

test(`over plain HTTP at a network name, the site reads, looks and works as over HTTPS${missing ? ` (skipped: ${missing})` : ''}`, async () => {
  test.skip(missing !== undefined, missing);
  const served = await startNginx({ dist: DIST, base: new URL(graph.site!.siteUrl).pathname.replace(/\/?$/, '/') }, 'site file');
  const { launchOptions } = test.info().project.use;
  const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions?.args ?? []), `--host-resolver-rules=MAP ${NAME} 127.0.0.1`] });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
    const origin = `http://${NAME}:${new URL(served.origin).port}`;

    await page.goto(`${origin}${graph.site!.siteUrl.replace(/^https?:\/\/[^/]+/, '')}/`);
    expect(await page.evaluate(() => window.isSecureContext), 'a plain-HTTP name is not a secure context').toBe(false);
    // The stylesheet loaded and applies; the page's one script ran.
    const sheets = await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.startsWith(location.origin)).map((sheet) => sheet.cssRules.length));
    expect(sheets.length).toBeGreaterThan(0);
    expect(Math.min(...sheets)).toBeGreaterThan(0);
    await waitForApp(page);

    // A guide's title, typed into the search, lists results.
    const guide = allPages.find((candidate) => candidate.lang === mainLanguage && candidate.path !== '/' && candidate.frontmatter.layout !== 'bare')!;
    await page.getByRole('combobox').first().fill(guide.frontmatter.title);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    expect(problems).toEqual([]);
    expect(page.url().startsWith(`${origin}/`), 'still on plain HTTP').toBe(true);
  } finally {
    await browser.close();
    await served.stop();
  }
});
