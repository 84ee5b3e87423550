import type { PageModule } from './pages.ts';

/**
 * The page table (`virtual:page-table`, src/engine/node/vite/content-plugin.ts): a
 * lazy import of each page, by its route or not-found key. Only the server render
 * (src/entry-server.tsx) reads it: the browser gets each page as HTML.
 */
export async function loadPage(key: string): Promise<PageModule> {
  const { loaders } = await import('virtual:page-table');
  const loader = loaders[key];
  if (!loader) throw new Error(`No page is registered for ${key}`);
  return loader();
}
