/** The worker's files and routes, from the finished site (src/engine/node/publish/offline-files.ts). */
declare module 'virtual:offline-worker-setup' {
  const setup: import('../engine/offline.ts').OfflineWorkerSetup;
  export default setup;
}
