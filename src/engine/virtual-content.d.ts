/** Served by src/engine/node/vite-plugin.ts from the files in content/. */
declare module 'virtual:content' {
  import type { ClientPage, ClientSite, PageModule } from './pages.ts';
  export const site: ClientSite;
  export const pages: ClientPage[];
  /** The not-found page (content/404.mdx); its path is NOT_FOUND_KEY. */
  export const notFoundPage: ClientPage;
  /** One lazy import per page, keyed by route (and NOT_FOUND_KEY). */
  export const loaders: Record<string, () => Promise<PageModule>>;
}
