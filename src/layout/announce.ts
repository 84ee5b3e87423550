/** The polite live region every page has (Shell.tsx): islands tell screen readers what changed through it ("Link copied", "3 results"). */
export const ANNOUNCER_ID = 'announcer';

export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  // A fresh text node after a tick is announced even when the text repeats.
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}
