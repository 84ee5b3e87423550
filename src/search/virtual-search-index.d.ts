/** Served by src/engine/node/search-plugin.ts: the address of the search index's first file (SearchMeta). */
declare module 'virtual:search-index' {
  const metaUrl: string;
  export default metaUrl;
}
