/**
 * The offline worker (sw.js), built from Workbox's modules by
 * src/engine/node/publish/offline-worker.ts after the prerender, which gives it
 * the finished site's files and addresses (virtual:offline-worker-setup).
 *  - Pages: network first with a short timeout, so a reader online always gets
 *    the deployed page; then the saved copy; then the offline page of the
 *    address's language, kept when the worker installs with what it needs.
 *  - Hashed assets: cache first. Pictures and QR codes: from the cache while the
 *    network refreshes them.
 *  - "Save for offline" (src/browser/save-offline.ts) sends Workbox's
 *    CACHE_URLS message, which the router of workbox-routing answers: it
 *    fetches each address through its route into that route's cache.
 * A new deploy's worker takes over at once and deletes the previous precache.
 */
import { clientsClaim, setCacheNameDetails, type RouteMatchCallback } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import setup from 'virtual:offline-worker-setup';
import type { OfflineRoute } from '../engine/offline.ts';

declare const self: ServiceWorkerGlobalScope;

/** A route's paths, on this site only: a page or picture of another site is never kept. */
function ofThisSite({ pathPattern: { source, flags } }: OfflineRoute): RouteMatchCallback {
  const pattern = new RegExp(source, flags);
  return ({ url, sameOrigin }) => sameOrigin && pattern.test(url.pathname);
}

// The precache's name, `edtech-help-precache-v2-<scope>`, holds the scope, so the kill-switch finds it.
setCacheNameDetails({ prefix: setup.cachePrefix });
void self.skipWaiting();
clientsClaim();
precacheAndRoute(setup.precache);
cleanupOutdatedCaches();

for (const page of setup.pages) {
  const { cacheName, networkTimeoutSeconds, fallbackURL } = page;
  registerRoute(ofThisSite(page), new NetworkFirst({ cacheName, networkTimeoutSeconds, plugins: [new PrecacheFallbackPlugin({ fallbackURL })] }), 'GET');
}
registerRoute(ofThisSite(setup.assets), new CacheFirst({ cacheName: setup.assets.cacheName }), 'GET');
registerRoute(ofThisSite(setup.pictures), new StaleWhileRevalidate({ cacheName: setup.pictures.cacheName }), 'GET');
