import { accordion } from './accordion/accordion.ts';
import { appStoreLinks } from './app-store-links/app-store-links.ts';
import type { BlockDefinition, ElementDefinition } from './block.ts';
import { buttonLink } from './button-link/button-link.ts';
import { callout } from './callout/callout.ts';
import { cards } from './cards/cards.ts';
import { embeddedPage } from './embedded-page/embedded-page.ts';
import { HTML_ELEMENTS } from './html-elements.ts';
import { saveForOffline, savedPages } from './offline-reading/offline-reading.ts';
import { packetBuilder } from './packet-builder/packet-builder.ts';
import { schoolList } from './school-list/school-list.ts';
import { siteSetting } from './site-setting.ts';
import { staffDirectory } from './staff-directory/staff-directory.ts';
import { steps } from './steps/steps.ts';
import { tabs } from './tabs/tabs.ts';

/** The building blocks guides may use, in the order of content/README.md. A new block: its folder (src/blocks/NAME/, as tabs/), one line here, and its component in page-components.ts (the build says when one is missing). */
export const BLOCKS: readonly BlockDefinition[] = [steps, callout, tabs, accordion, buttonLink, cards, appStoreLinks, staffDirectory, schoolList, packetBuilder, saveForOffline, savedPages, embeddedPage, siteSetting];

const byName = new Map<string, { element: ElementDefinition; block?: BlockDefinition }>([
  ...BLOCKS.flatMap((block) => block.elements.map((element) => [element.name, { element, block }] as const)),
  ...HTML_ELEMENTS.map((element) => [element.name, { element }] as const),
]);

/** Every tag name of a building block (not the plain HTML ones). */
export const BLOCK_NAMES: readonly string[] = BLOCKS.flatMap((block) => block.elements.map((element) => element.name));

/** The definition of a tag an author wrote, or undefined when guides may not use it. */
export function elementOf(name: string): ElementDefinition | undefined {
  return byName.get(name)?.element;
}

/** The block a building block's tag belongs to (undefined for plain HTML tags). */
export function blockOf(name: string): BlockDefinition | undefined {
  return byName.get(name)?.block;
}

/** Attributes whose value is an address (checked for existing routes, https and link: keys). */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'ios', 'android'];
