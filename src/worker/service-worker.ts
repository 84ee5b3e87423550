/**
 * The offline worker (sw.js), built from Workbox's modules by
 * src/engine/node/publish/offline-files.ts after the prerender, which gives it
 * the finished site's files and addresses (virtual:offline-worker-setup).
 *  - Pages: network first with a short timeout, so a reader online always gets
 *    the deployed page; then the saved copy; then the offline page of the
 *    address's language, kept when the worker installs with what it needs.
 *  - Hashed assets: cache first. Pictures and QR codes: from the cache while the
 *    network refreshes them.
 *  - "Save for offline" (src/blocks/offline-reading/save-offline.browser.ts) asks this worker to save
 *    languages (SAVE_MESSAGE): it fetches their pages and files (offline.json)
 *    from the network into the caches its routes read, deletes what the list no
 *    longer names (an earlier publish's scripts and search index), and keeps a
 *    record of what and when, with the list's version.
 * A new deploy's worker takes over at once and deletes the previous precache;
 * at the reader's first page online after that, it saves the saved languages
 * again, so saved pages, their scripts and their search index stay one publish.
 */
import { clientsClaim, setCacheNameDetails, type RouteMatchCallback, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import setup from 'virtual:offline-worker-setup';
import { SAVE_MESSAGE, type OfflineList, type OfflineRoute, type SavedRecord, type SaveReport, type SaveRequest } from '../engine/offline.ts';

declare const self: ServiceWorkerGlobalScope;

/** A route's paths, on this site only: a page or picture of another site is never kept. */
function ofThisSite({ pathPattern: { source, flags } }: OfflineRoute): RouteMatchCallback {
  const pattern = new RegExp(source, flags);
  return ({ url, sameOrigin }) => sameOrigin && pattern.test(url.pathname);
}

/** Files fetched at once (a browser fetches six at a time from one server), and how often progress is said. */
const AT_ONCE = 6;
const REPORT_EVERY = 24;

const [pagesCache, assetsCache, picturesCache] = [setup.pages[0]!.cacheName, setup.assets.cacheName, setup.pictures.cacheName];

const savedRecord = async (): Promise<SavedRecord | undefined> => (await (await caches.open(pagesCache)).match(setup.record))?.json() as Promise<SavedRecord | undefined>;

/** Saves the languages' pages, handouts and files from the network, then deletes what the list no longer names, and keeps the record. */
async function save(languages: readonly string[], report: (done: number, total: number) => void): Promise<SavedRecord> {
  const response = await fetch(setup.list, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${setup.list}: ${response.status}`);
  const list = (await response.json()) as OfflineList;
  const wanted = new Map<string, string>();
  let pages = 0;
  for (const lang of languages) {
    const share = list.languages[lang];
    if (!share) throw new Error(`${setup.list} has no language ${lang}`);
    pages += share.pages.length;
    for (const url of [...share.pages, ...share.handouts]) wanted.set(url, pagesCache);
    for (const url of share.files.assets) wanted.set(url, assetsCache);
    for (const url of share.files.pictures) wanted.set(url, picturesCache);
  }
  const listed = new Set(Object.values(list.languages).flatMap((share) => [...share.pages, ...share.handouts, ...share.files.assets, ...share.files.pictures]));
  // A page of another language the reader opened is kept too: saved again, or its scripts would be gone.
  for (const request of await (await caches.open(pagesCache)).keys()) {
    const url = new URL(request.url).pathname;
    if (listed.has(url) && !wanted.has(url)) wanted.set(url, pagesCache);
  }
  // Pages last: a page is replaced only once the files it uses are in (a connection lost halfway leaves the earlier page).
  const queue = [...wanted].sort(([, a], [, b]) => Number(a === pagesCache) - Number(b === pagesCache));
  let done = 0;
  let bytes = 0;
  report(0, queue.length);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheName] = next;
      const answer = await fetch(url, { cache: 'no-cache' });
      if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
      const body = await answer.blob();
      bytes += body.size;
      await (await caches.open(cacheName)).put(url, new Response(body, answer));
      if (++done % REPORT_EVERY === 0) report(done, wanted.size);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  for (const cacheName of [pagesCache, assetsCache, picturesCache]) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) if (!listed.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  const record: SavedRecord = { savedAt: new Date().toISOString(), languages: [...languages], pages, bytes, version: list.version };
  await (await caches.open(pagesCache)).put(setup.record, Response.json(record));
  return record;
}

/** One save at a time: a reader's press waits for the save this worker began at a page, and the other way round. */
let saving: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const job = saving.then(task);
  saving = job.catch(() => undefined);
  return job;
}

/** Saves the saved languages again when the site changed since; the record as it then is, and whether it is still of an earlier site. */
const refresh = (report: (done: number, total: number) => void = () => undefined) =>
  inTurn(async (): Promise<Extract<SaveReport, { changed: boolean }>> => {
    const record = await savedRecord();
    if (!record || record.version === setup.version) return { record: record ?? null, changed: false };
    return save(record.languages, report).then(
      (saved) => ({ record: saved, changed: false }),
      () => ({ record, changed: true }), // no connection: saved again at a later request online
    );
  });

/** Once this worker runs (it took over after a publish, or the browser started it again) and at its first request after a failed try. */
let refreshing: Promise<unknown> | undefined;
const refreshOnce = () =>
  (refreshing ??= refresh().then(({ changed }) => {
    if (changed) refreshing = undefined;
  }));
self.addEventListener('activate', () => void refreshOnce());
self.addEventListener('fetch', (event) => event.waitUntil(refreshOnce()));

self.addEventListener('message', (event) => {
  const request = event.data as SaveRequest | undefined;
  const port = event.ports[0];
  if (request?.type !== SAVE_MESSAGE || !port) return;
  const report = (done: number, total: number) => port.postMessage({ done, total } satisfies SaveReport);
  const job = 'ifChanged' in request ? refresh(report) : inTurn(() => save(request.languages, report)).then((record) => ({ record, changed: false }));
  event.waitUntil(job.then((answer) => port.postMessage(answer satisfies SaveReport), (error: unknown) => port.postMessage({ error: String(error) } satisfies SaveReport)));
});

// Workbox's listeners last: a fetch listener added after Workbox's was never called in Chromium (refreshOnce's, above).
// The precache's name, `edtech-help-precache-v2-<scope>`, holds the scope, so the kill-switch finds it.
setCacheNameDetails({ prefix: setup.cachePrefix });
void self.skipWaiting();
clientsClaim();
precacheAndRoute(setup.precache);
cleanupOutdatedCaches();

// A page is kept by its path: the packet builder's address (`/packets/?guide=…`) opens the saved builder offline.
const byPath: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0]! };
for (const page of setup.pages) {
  const { cacheName, networkTimeoutSeconds, fallbackURL } = page;
  registerRoute(ofThisSite(page), new NetworkFirst({ cacheName, networkTimeoutSeconds, plugins: [byPath, new PrecacheFallbackPlugin({ fallbackURL })] }), 'GET');
}
registerRoute(ofThisSite(setup.assets), new CacheFirst({ cacheName: setup.assets.cacheName }), 'GET');
registerRoute(ofThisSite(setup.pictures), new StaleWhileRevalidate({ cacheName: setup.pictures.cacheName }), 'GET');
