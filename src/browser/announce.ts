import { ANNOUNCER_ID } from '../shared/markup.ts';

/** Says `message` to screen readers through the page's polite live region (src/shared/markup.ts). */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  // A fresh text node after a tick is announced even when the text repeats.
  window.setTimeout(() => {
    region.textContent = message;
    // Cleared once said, so that reading the page later (browse mode) does not meet it again.
    window.setTimeout(() => {
      if (region.textContent === message) region.textContent = '';
    }, SPOKEN_AFTER_MS);
  }, 50);
}

/** Long enough for a screen reader to have said a sentence. */
const SPOKEN_AFTER_MS = 5_000;
