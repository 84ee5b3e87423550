import { test as base, expect, type Page } from '@playwright/test';

/**
 * A `page` that fails the test on any console error or warning, or uncaught
 * page error (hydration mismatches are reported as console errors).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A 404 answer is the expected result of visiting an unknown address.
      if (/the server responded with a status of 404/.test(message.text())) return;
      errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(errors);
    expect(errors, 'console errors, page errors or dialogs').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the Print/Menu buttons work). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
