import type { PageModule } from './pages.ts';

/**
 * The page table (`virtual:page-table`, src/engine/node/content-plugin.ts): every
 * route, the languages and a lazy import of each page. Only the server render
 * (src/entry-server.tsx) reads it: the browser gets each page as HTML.
 */
interface PageTable {
  routes: string[];
  languages: string[];
  loaders: Record<string, () => Promise<PageModule>>;
}

export function loadPageTable(): Promise<PageTable> {
  return import('virtual:page-table');
}

export async function loadPage(key: string): Promise<PageModule> {
  const loader = (await loadPageTable()).loaders[key];
  if (!loader) throw new Error(`No page is registered for ${key}`);
  return loader();
}
