import { PAGE_WIDGET_ATTRIBUTE, PAGE_WIDGETS, WIDGET_STARTED_ATTRIBUTE, type PageWidget } from '../shared/markup.ts';
import { chosenSchool } from './school-store.ts';

/** A page widget's module: `start` makes the markup the server wrote under its root work. */
interface PageWidgetModule {
  start(root: HTMLElement): void;
}

/** Each widget's code is a chunk of its own (its block's `*.browser.ts`, or `packet-cover.ts`), loaded only by a page that holds it. */
const MODULES: Record<PageWidget, () => Promise<PageWidgetModule>> = {
  'school-list': () => import('../blocks/school-list/school-list.browser.ts'),
  'packet-builder': () => import('../blocks/packet-builder/packet-builder.browser.ts'),
  'packet-cover': () => import('./packet-cover.ts'),
  'save-offline': () => import('../blocks/offline-reading/save-offline.browser.ts'),
  'saved-pages': () => import('../blocks/offline-reading/saved-pages.browser.ts'),
};

const isPageWidget = (name: string | undefined): name is PageWidget => (PAGE_WIDGETS as readonly (string | undefined)[]).includes(name);

/**
 * Starts the widgets only some pages hold (src/shared/markup.ts PAGE_WIDGETS), as the
 * page loads: the list of schools on the help page, the packet builder, a
 * packet's cover. One that fails is logged; its markup stays as the server
 * wrote it, complete without JavaScript.
 */
export function startPageWidgets(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${PAGE_WIDGET_ATTRIBUTE}]`)) {
    const name = root.getAttribute(PAGE_WIDGET_ATTRIBUTE) ?? undefined;
    if (!isPageWidget(name)) {
      console.error(`No widget is named "${name}" (src/shared/markup.ts PAGE_WIDGETS).`);
      continue;
    }
    MODULES[name]()
      .then(({ start }) => {
        start(root);
        root.setAttribute(WIDGET_STARTED_ATTRIBUTE, '');
      })
      .catch((error: unknown) => console.error(`The ${name} on this page could not start; its content stays as it is.`, error));
  }
}

/**
 * The reader's own school, once chosen (school-store.ts): my-school.ts names
 * its liaison wherever a page says "your school's tech liaison". A reader who
 * has not chosen one loads none of it.
 */
export function startMySchool(): void {
  if (chosenSchool() === undefined) return;
  import('./my-school.ts')
    .then(({ showMySchool }) => showMySchool())
    .catch((error: unknown) => console.error("Your school's tech liaison could not be shown; the links lead to the list of schools.", error));
}
