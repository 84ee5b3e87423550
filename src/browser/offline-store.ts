import { BASE_PATH } from '../engine/base-path.ts';
import { cacheName, type OfflineCache } from '../engine/offline.ts';

const OFFLINE_CACHES: readonly OfflineCache[] = ['pages', 'assets', 'pictures'];

export const openCache = (kind: OfflineCache): Promise<Cache> => caches.open(cacheName(kind, BASE_PATH));

/** Removes every saved page and file of this site, and the worker's record of them (the worker fills the caches again as pages are opened). */
export async function removeSaved(): Promise<void> {
  await Promise.all(OFFLINE_CACHES.map((kind) => caches.delete(cacheName(kind, BASE_PATH))));
}

/** Whether a page of this site (an address, with or without #hash) is saved on this device. */
export async function isSaved(address: string): Promise<boolean> {
  return (await (await openCache('pages')).match(address.split('#')[0]!)) !== undefined;
}
