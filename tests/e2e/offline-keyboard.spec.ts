/**
 * Save for offline by keyboard alone, as a screen reader hears it: the focus stays on Save while it saves
 * (aria-disabled, never disabled), the status says how far at the start and at quarters (not at every batch), the
 * progress bar has a name, and after Remove the focus is back on Save. The page is the help page of site.yaml.
 */
import { expect, test, waitForApp } from './fixtures.ts';
import { address, pageAt, SITE, uiText } from './site.ts';

test.use({ serviceWorkers: 'allow' });

test('Save for offline and Remove by keyboard: the focus stays, the progress is said at the start and at quarters', async ({ page }) => {
  test.slow(); // a save of one language's pages
  const help = pageAt(SITE.helpPage);
  await page.goto(address(help));
  await waitForApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  const box = page.getByRole('region', { name: uiText(help, 'offlineTitle') });
  const save = box.getByRole('button', { name: uiText(help, 'offlineSave') });
  // The bar (hidden until a save starts) is named by the box's heading.
  const named = await box.locator('progress').getAttribute('aria-labelledby');
  await expect(page.locator(`#${named}`)).toHaveText(uiText(help, 'offlineTitle'));

  // Every status the box says, in order, counted in the page.
  await page.evaluate(() => {
    const status = document.querySelector('.offline-save__status')!;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      if (status.textContent) said.push(status.textContent);
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toBeFocused();
  const remove = box.getByRole('button', { name: uiText(help, 'offlineRemove') });
  await expect(remove).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeFocused();
  await expect(save).toHaveAttribute('aria-disabled', 'false');
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  // "Saving: 0 of n files" first, at most one line a quarter, then the saved line.
  const saving = said.slice(0, -1);
  expect(saving.length).toBeGreaterThan(0);
  expect(saving.length).toBeLessThanOrEqual(4);
  expect(saving[0]).toContain(' 0 ');

  // Remove, by keyboard: the button goes, the focus comes back to Save.
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(remove).toBeHidden();
  await expect(save).toBeFocused();
  await expect(box.getByRole('status')).toHaveText(uiText(help, 'offlineRemoved'));
});
