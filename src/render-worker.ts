import { parentPort } from 'node:worker_threads';
import { renderPage } from './entry-server.tsx';

/**
 * A worker thread of src/engine/node/publish/prerender.ts, built beside entry-server.js: renders
 * the pages it is sent, in order, and sends their HTML back. Rendering is
 * JavaScript work, page by page, so each core renders its share.
 */
parentPort!.on('message', (pages: { url: string; key: string; both?: boolean }[]) => {
  void Promise.all(pages.map((page) => renderPage(page.url, page.key, page.both))).then((bodies) => parentPort!.postMessage(bodies));
});
