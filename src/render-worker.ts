import { parentPort } from 'node:worker_threads';
import { renderPage } from './entry-server.tsx';
import type { HandoutJob, PageData } from './engine/pages.ts';

/**
 * A worker thread of src/engine/node/publish/prerender.ts, built beside entry-server.js: renders
 * the pages it is sent (each with the chrome's data, page-data.ts), in order, and sends their HTML
 * back. Rendering is JavaScript work, page by page, so each core renders its share.
 */
parentPort!.on('message', (pages: { url: string; page: PageData; handout?: HandoutJob }[]) => {
  void Promise.all(pages.map(({ url, page, handout }) => renderPage(url, page, handout))).then((bodies) => parentPort!.postMessage(bodies));
});
