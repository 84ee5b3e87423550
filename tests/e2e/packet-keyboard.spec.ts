/**
 * The packet builder by keyboard alone, in the family's order: the form lists the guides in the site's reading
 * order (each section's guides by `order:`); sent with nothing ticked, it stays, says why beside the boxes and
 * focuses the first; once made, focus is on the packet's title, the page is named after it, and each guide moves
 * up or down with the focus kept on its button, the printed sections and the address following.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { address, graph, pagesWith, uiText } from './site.ts';

const BUILDER = pagesWith('PacketBuilder', graph.site!.languages[0]!.code)[0]!;

/** Presses Tab until the focused element matches, at most `limit` times; how many presses it took. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return presses;
  }
  throw new Error(`not reached in ${limit} presses of Tab`);
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, className: document.activeElement?.className, value: (document.activeElement as HTMLInputElement | null)?.value }));

test('the guides to tick come in the family\'s order: in each section, by their order:', async ({ page }) => {
  await page.goto(address(BUILDER));
  const sections = await page.locator('.packet-builder__section').evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => [...fieldset.querySelectorAll<HTMLInputElement>('input[name="guide"]')].map((box) => box.value)),
  );
  expect(sections.length).toBeGreaterThan(0);
  const place = (route: string) => graph.byPath.get(route)?.frontmatter.order ?? Number.POSITIVE_INFINITY;
  for (const routes of sections) {
    const places = routes.map(place);
    expect(places, routes.join(', ')).toEqual([...places].sort((a, b) => a - b));
  }
});

test('by keyboard alone: the check before sending, the packet made with focus on its title, a guide moved down', async ({ page }) => {
  test.slow(); // a packet of guides fetched and laid out
  await page.goto(address(BUILDER));
  await waitForApp(page);

  // Sent with nothing ticked: the form stays, the message is beside the boxes, the first box has the focus.
  await tabTo(page, (element) => element.matches('.packet-builder__form button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.packet-builder__error')).toBeVisible();
  await expect(page.locator('.packet-builder__error')).toHaveText(uiText(BUILDER, 'packetNone'));
  expect(new URL(page.url()).search).toBe('');
  const boxes = page.locator('input[name="guide"]');
  await expect(boxes.first()).toBeFocused();

  // Tick the first two guides, then send.
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  const ticked = [await boxes.nth(0).inputValue(), await boxes.nth(1).inputValue()];
  await tabTo(page, (element) => element.matches('.packet-builder__form button[type="submit"]'));
  await page.keyboard.press('Enter');
  await page.waitForSelector('body[data-packet-made]');
  await expect(page.locator('.packet-builder__packet-title')).toBeFocused();
  await expect(page.locator('.packet-builder__status')).toHaveText(uiText(BUILDER, 'packetReady', { count: '2' }));
  const title = (await page.locator('.packet-builder__packet-title').textContent())!;
  expect(await page.title()).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(new URL(page.url()).searchParams.getAll('guide')).toEqual(ticked);

  // The first guide's Move up does nothing; its Move down puts it second, the focus staying on the button.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ className: 'packet-builder__move-button' });
  await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true'); // now last: it cannot go further down
  expect(new URL(page.url()).searchParams.getAll('guide')).toEqual([...ticked].reverse());
  const printedTitles = await page.locator('.handout-guide__title').allTextContents();
  const titles = ticked.map((route) => graph.byPath.get(route)!.frontmatter.title);
  expect(printedTitles).toEqual([...titles].reverse());
  await expect(page.locator('.packet-builder__status')).toHaveText(uiText(BUILDER, 'packetMoved', { title: titles[0]!, position: '2', count: '2' }));

  // Print is near: a few presses of Tab, not dozens.
  expect(await tabTo(page, (element) => element.matches('.packet-builder__result .subnav__print'), 8)).toBeLessThanOrEqual(8);
});
