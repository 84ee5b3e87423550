/** Types of the virtual modules served by src/engine/node/content-plugin.ts from the content graph. */
declare module 'virtual:content' {
  /** The parts of content/site.yaml the page chrome needs. */
  export const site: import('./pages.ts').ClientSite;
}

declare module 'virtual:page-table' {
  /** Every page's route, such as `/mfa/mfahelp`. */
  export const routes: string[];
  /** One lazy import per page, keyed by route (and NOT_FOUND_KEY for the not-found page). */
  export const loaders: Record<string, () => Promise<import('./pages.ts').PageModule>>;
}
