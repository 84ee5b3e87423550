import type { ClientPage } from '../engine/pages.ts';
import { isNotFoundKey } from '../engine/routing.ts';

/** The browser title: `<page title> | <school system>`; the not-found page's is fixed by the spec (in its language). */
export function documentTitle(page: Pick<ClientPage, 'path' | 'title' | 'locale'>): string {
  return isNotFoundKey(page.path) ? page.locale.ui.notFoundTitle : `${page.title} | ${page.locale.site.name}`;
}
