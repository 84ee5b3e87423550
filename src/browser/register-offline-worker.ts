import { BASE_PATH, fileHref } from '../engine/base-path.ts';
import { WORKER_FILE } from '../engine/offline.ts';

/** Whether this browser can read offline here: offline reading on in site.yaml (`<html data-offline>`), a built site, a service worker and the Cache API. */
export function canReadOffline(): boolean {
  return import.meta.env.PROD && document.documentElement.dataset.offline !== undefined && 'serviceWorker' in navigator && 'caches' in window;
}

/**
 * Registers the offline worker (sw.js: src/worker/service-worker.ts, bundled by src/engine/node/publish/offline-files.ts)
 * once the page has loaded, so a first visit loads nothing more before the page
 * is there. With offline reading off, nothing is registered; a worker a browser
 * installed before meets the kill-switch sw.js at its next update check.
 */
export function startOfflineWorker(): void {
  if (!canReadOffline()) return;
  const register = () => {
    navigator.serviceWorker.register(fileHref(`/${WORKER_FILE}`), { scope: BASE_PATH }).catch((error: unknown) => console.error('Offline reading could not start; the site works as usual online.', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
