import { parentPort, workerData } from 'node:worker_threads';
import { renderPage } from './entry-server.tsx';
import type { HandoutJob, PageBodies, PageData } from './engine/pages.ts';

/**
 * A worker thread of src/engine/node/publish/prerender.ts, built beside entry-server.js: renders
 * the pages it is sent (each with the chrome's data, page-data.ts), in order, and sends their HTML
 * back. It starts with every page's body code (`workerData`), which a page and a handout render from.
 */
const bodies = workerData as PageBodies;
parentPort!.on('message', (pages: { url: string; page: PageData; handout?: HandoutJob }[]) => {
  parentPort!.postMessage(pages.map(({ url, page, handout }) => renderPage(url, page, bodies, handout)));
});
