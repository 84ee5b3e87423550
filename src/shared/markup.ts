/**
 * Names the server's markup (src/components/, src/layout/) and the browser's
 * modules (src/browser/) must agree on, in one place. Plain constants, no DOM
 * and no React, below both sides: each imports them from here, neither from the other.
 */

/** The polite live region every page has (src/layout/Shell.tsx): what changed is said through it ("Link copied", "3 results"). */
export const ANNOUNCER_ID = 'announcer';

/**
 * Marks a closed answer the server wrote with `hidden` (React can write no
 * other value): the page script makes it `hidden="until-found"`, which the
 * browser's find-in-page searches (src/blocks/accordion/accordion.browser.ts).
 */
export const UNTIL_FOUND_ATTRIBUTE = 'data-until-found';

/** Marks the language link to this page's own translation (src/layout/LanguageSwitch.tsx): it carries the open tabs there (src/blocks/tabs/tabs.browser.ts). */
export const TWIN_ATTRIBUTE = 'data-twin';

/**
 * Marks the root of a widget only some pages hold (`data-widget="school-list"`):
 * the page script loads `src/browser/NAME.ts` for it as the page loads, on
 * those pages only (page-widgets.ts), and `npm run size` counts it there.
 */
export const PAGE_WIDGET_ATTRIBUTE = 'data-widget';

/** The widgets only some pages hold, by the name their root carries (PAGE_WIDGET_ATTRIBUTE) and their module's file name. */
export const PAGE_WIDGETS = ['school-list', 'packet-builder', 'packet-cover', 'save-offline', 'saved-pages'] as const;
export type PageWidget = (typeof PAGE_WIDGETS)[number];

/** Set on a page widget's root once its module has started it: tests wait for it, styles may too. */
export const WIDGET_STARTED_ATTRIBUTE = 'data-started';

/** What a page widget needs from the server besides its markup (words, a locale), as JSON on its root. */
export const WIDGET_PROPS_ATTRIBUTE = 'data-props';

/** A notice of the office (src/layout/Notices.tsx): its id, and when it starts and ends (ISO instants), read by notices.ts. */
export const NOTICE_ATTRIBUTES = { id: 'data-notice', from: 'data-notice-from', until: 'data-notice-until' } as const;

/** The class of the guides a handout holds (src/layout/Handout.tsx): paper only, hidden on screen (src/styles/handouts.css). */
export const HANDOUT_SECTIONS = 'handout-sections';

/** On an offer to read the page in another language, that language's code: the page's script shows it when the browser prefers that language (language-offer.ts). */
export const OFFER_ATTRIBUTE = 'data-language-offer';

/** The packet builder's message beside its guides when none is ticked (src/blocks/packet-builder/PacketBuilder.tsx, src/blocks/packet-builder/packet-builder.browser.ts). */
export const GUIDES_ERROR_ID = 'packet-builder-guides-error';
