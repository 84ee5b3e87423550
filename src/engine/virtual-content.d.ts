/** Types of `virtual:content`, served by src/engine/node/vite-plugin.ts from the files in content/. */
declare module 'virtual:content' {
  export const site: import('./pages.ts').ClientSite;
  export const pages: import('./pages.ts').ClientPage[];
  /** The not-found page (content/404.mdx); its path is NOT_FOUND_KEY. */
  export const notFoundPage: import('./pages.ts').ClientPage;
  /** One lazy import per page, keyed by route (and NOT_FOUND_KEY). */
  export const loaders: Record<string, () => Promise<import('./pages.ts').PageModule>>;
}
