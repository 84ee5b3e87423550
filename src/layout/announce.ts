/** The polite live region App renders; navigation tells screen readers the new page's title through it. */
export const ANNOUNCER_ID = 'route-announcer';

export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  // A fresh text node after a tick is announced even when the text repeats.
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}
