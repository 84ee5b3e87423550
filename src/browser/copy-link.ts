import { announce } from './announce.ts';

/** How long "Link copied" shows. */
const SHOWN_MS = 2500;

/**
 * A Copy link button's press (src/components/CopyLinkButton.tsx): copies the
 * address of the button's section or answer. The copy starts inside the
 * press, which the clipboard needs (Safari refuses it once the press's user
 * activation is gone). "Link copied" shows through an attribute (reading.css)
 * and is said to screen readers.
 */
function copyAddress(button: HTMLElement): void {
  const url = new URL(`#${button.dataset.copyId}`, window.location.href).href;
  const copied = () => {
    button.dataset.copied = '';
    announce(button.dataset.copiedLabel ?? '');
    window.setTimeout(() => delete button.dataset.copied, SHOWN_MS);
  };
  // No clipboard (an insecure origin) or refused: the reader copies it from a prompt.
  const fallback = () => window.prompt(button.dataset.copyPrompt, url);
  if (!navigator.clipboard) return void fallback();
  navigator.clipboard.writeText(url).then(copied, fallback);
}

export function startCopyLinks(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button.copy-link[data-copy-id]') : null;
    if (button) copyAddress(button);
  });
}
