import { OFFER_ATTRIBUTE } from '../shared/markup.ts';

/**
 * Shows the offer to read the page in the language the browser prefers
 * (LanguageOffer in src/layout/LanguageSwitch.tsx), when the page is in
 * another: a reader whose phone is set to Spanish who opens an English page
 * sees one Spanish line with the link. Never a redirect.
 */
export function startLanguageOffer(): void {
  const preferred = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().split('-')[0];
  if (!preferred || preferred === document.documentElement.lang.toLowerCase().split('-')[0]) return;
  for (const offer of document.querySelectorAll<HTMLElement>(`[${OFFER_ATTRIBUTE}]`)) {
    if (offer.getAttribute(OFFER_ATTRIBUTE) === preferred) offer.hidden = false;
  }
}
