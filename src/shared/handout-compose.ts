/**
 * A guide's body made into one section of a handout that holds several
 * guides (a packet, a guide in two languages), from the guide's HTML as its
 * own page shows it. One way for both places that make handouts: the build,
 * from each guide's rendered content (src/handouts/render.tsx), and the packet
 * builder in the browser, from each guide's page (src/blocks/packet-builder/packet-builder.browser.ts).
 *  - Ids get a prefix of the section's own, so two guides (or a guide and its
 *    translation, whose chosen ids are the same) never share one; every
 *    reference to an id (labels, ARIA, #links) follows.
 *  - Headings move one level down: in a handout the guide's title is the `h2`.
 *  - A widget only some pages hold (the list of schools) is printed, never
 *    started: its root loses its `data-widget` (src/shared/markup.ts).
 * No DOM and no React here: it runs in Node and in the browser alike.
 */
import type { PageLocale } from '../engine/page-types.ts';

/** Attributes that hold ids, one or several separated by spaces. */
const ID_ATTRIBUTES = /\b(id|for|aria-controls|aria-labelledby|aria-describedby|aria-owns|data-copy-id)="([^"]*)"/g;

export function prefixIds(html: string, prefix: string): string {
  return html
    .replace(ID_ATTRIBUTES, (_whole, name: string, value: string) => `${name}="${value.split(/\s+/).filter(Boolean).map((id) => `${prefix}${id}`).join(' ')}"`)
    .replace(/\bhref="#([^"]+)"/g, (_whole, id: string) => `href="#${prefix}${id}"`);
}

/** `<h2>` becomes `<h3>` (and so on, to `h6`). */
export function shiftHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_whole, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}

/**
 * Every picture of a handout loads with its page, after the page's own (low priority): Chromium prints a lazy
 * picture that has not come into view as an empty box, and a handout's guides are never in view on screen, so
 * every QR code and screenshot of a packet printed blank. A guide's QR codes are small files (about 4 KB each).
 */
export function printedPictures(html: string): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (_whole, attributes: string) => `<img${attributes.replace(/\s(?:loading|fetchpriority)="[^"]*"/g, '')} fetchpriority="low">`);
}

/** A guide's widgets that only some pages hold, as paper shows them: their markup, with nothing for the page script to start. */
export function withoutPageWidgets(html: string): string {
  return html.replace(/\s(?:data-widget|data-props)="[^"]*"/g, '');
}

/** A guide's body as a handout section holds it: its ids prefixed with `prefix`, its headings a level down, every picture loaded for print, its widgets not started. */
export function handoutBody(html: string, prefix: string): string {
  return withoutPageWidgets(printedPictures(prefixIds(shiftHeadings(html), prefix)));
}

/** One guide of a handout: its language, its title and its body (handoutBody). */
export interface HandoutSection {
  lang: string;
  title: string;
  html: string;
  /** In a language other than the main one: "the screens may be in English", said once per handout. */
  note?: string;
}

/**
 * The guides a page prints after its own top: a packet's guides, each
 * followed by its twin when the packet prints in two languages; a guide's own
 * page and its twin for its handout in two languages (render.tsx makes it).
 */
export interface Handout {
  sections: HandoutSection[];
  /** Printed in two languages. */
  both: boolean;
  /** In two languages, the other one's words: a packet's cover gives each label in both. */
  twinLocale?: PageLocale;
}
