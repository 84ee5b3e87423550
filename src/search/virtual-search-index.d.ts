/** Served by src/engine/node/vite/search-plugin.ts: for each language, the address of its search index's first file (SearchMeta). */
declare module 'virtual:search-index' {
  const metaUrls: Record<string, string>;
  export default metaUrls;
}
