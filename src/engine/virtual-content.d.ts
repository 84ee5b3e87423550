/** Types of the virtual module served by src/engine/node/vite/content-plugin.ts from the content graph. */
declare module 'virtual:page-table' {
  /** One lazy import per page, keyed by route (and by notFoundKey for each language's not-found page). */
  export const loaders: Record<string, () => Promise<import('./pages.ts').PageModule>>;
}
