/**
 * How soon a first press answers on a slow phone (Lighthouse's "slow 4G" and a
 * 4× slower CPU, nothing cached): for a tab and a question, the milliseconds
 * from the press's pointerdown to the control showing its effect, measured in
 * the page (Playwright's own tap adds half a second under throttling), cold
 * (tapped as soon as the page is parsed) and warm (a later press, the page
 * fully loaded). `npm run bench` prints them; the widgets end-to-end test
 * (tests/e2e/widgets.spec.ts) prints them too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { findFullChromium } from '../../src/engine/node/find-chromium.ts';
import { createStaticServer, readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { HANDOUT_SECTIONS } from '../../src/shared/markup.ts';

/** Milliseconds from the next pointerdown to `attribute` of `control` becoming `value`. */
export async function firstPressMs(page: Page, control: Locator, attribute: string, value: string): Promise<number> {
  const handle = await control.elementHandle();
  const measured = page.evaluate(
    ([element, name, wanted]) =>
      new Promise<number>((resolve) => {
        let down = 0;
        window.addEventListener('pointerdown', (event) => (down = event.timeStamp), { capture: true, once: true });
        new MutationObserver((_records, observer) => {
          if (element!.getAttribute(name) !== wanted) return;
          observer.disconnect();
          resolve(performance.now() - down);
        }).observe(element!, { attributes: true, attributeFilter: [name] });
      }),
    [handle, attribute, value] as const,
  );
  await control.tap();
  return Math.round(await measured);
}

/** Throttles the page as Lighthouse's mobile preset does, with nothing cached. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

export interface PressTimes {
  control: 'tab' | 'question';
  cold: number;
  warm: number;
}

/** A tab (the second of a tab set) at `tabsUrl` and a question (the first) at `questionsUrl`, each cold then warm, on a throttled page. */
export async function measureFirstPresses(page: Page, tabsUrl: string, questionsUrl: string): Promise<PressTimes[]> {
  await throttle(page);
  const cases = [
    { control: 'tab' as const, url: tabsUrl, target: () => page.getByRole('tab').nth(1), attribute: 'aria-selected', reset: () => page.getByRole('tab').first().tap() },
    { control: 'question' as const, url: questionsUrl, target: () => page.locator('.accordion__trigger').first(), attribute: 'aria-expanded', reset: () => page.locator('.accordion__trigger').first().tap() },
  ];
  const times: PressTimes[] = [];
  for (const { control, url, target, attribute, reset } of cases) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const cold = await firstPressMs(page, target(), attribute, 'true');
    // Warm: everything the page loads has arrived.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await reset();
    const warm = await firstPressMs(page, target(), attribute, 'true');
    times.push({ control, cold, warm });
  }
  return times;
}

/**
 * The first presses on a built site (`dist`), served as `npm start` serves it:
 * its first page with a tab set and its first with questions that a screen
 * shows: the guides a handout holds for paper (a packet's, a guide's in two
 * languages) are hidden on screen (handouts.css), so their tabs do not count.
 * Undefined when no Chromium is found (the bench says so instead).
 */
export async function measureBuiltSite(dist: string, pages: string[]): Promise<PressTimes[] | undefined> {
  const executablePath = findFullChromium();
  if (!executablePath) return undefined;
  const onScreen = (file: string) => fs.readFileSync(file, 'utf8').split(`class="${HANDOUT_SECTIONS}"`)[0]!;
  const withWidget = (marker: string) => pages.find((file) => onScreen(file).includes(marker));
  const tabs = withWidget('role="tablist"');
  const questions = withWidget('accordion__trigger');
  if (!tabs || !questions) return undefined;
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const { base } = readServedSite(dist);
  const url = (file: string) => `http://127.0.0.1:${port}${base}${path.relative(dist, file).replace(/index\.html$/, '').split(path.sep).join('/')}`;
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    return await measureFirstPresses(page, url(tabs), url(questions));
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}
