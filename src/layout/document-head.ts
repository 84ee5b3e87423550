import type { ClientPage, ClientSite } from '../engine/pages.ts';
import { NOT_FOUND_KEY } from '../engine/routing.ts';

/** The browser title: `<page title> | <school system>`; the not-found page's is fixed by the spec. */
export function documentTitle(page: Pick<ClientPage, 'path' | 'title'>, site: Pick<ClientSite, 'name'>): string {
  return page.path === NOT_FOUND_KEY ? '404 Not Found' : `${page.title} | ${site.name}`;
}
