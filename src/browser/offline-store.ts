import { BASE_PATH } from '../engine/base.ts';
import { CACHE_PREFIX, cacheName, type OfflineCache } from '../engine/offline.ts';

/** What "Save for offline" last saved, kept in this browser's storage (localStorage) beside the caches. */
export interface SavedRecord {
  /** ISO time. */
  savedAt: string;
  languages: string[];
  pages: number;
  bytes: number;
}

const RECORD_KEY = `${CACHE_PREFIX} saved ${BASE_PATH}`;
export const OFFLINE_CACHES: readonly OfflineCache[] = ['pages', 'assets', 'pictures'];

export const openCache = (kind: OfflineCache): Promise<Cache> => caches.open(cacheName(kind, BASE_PATH));

export function savedRecord(): SavedRecord | undefined {
  try {
    const text = localStorage.getItem(RECORD_KEY);
    return text ? (JSON.parse(text) as SavedRecord) : undefined;
  } catch {
    return undefined; // storage off, or a record this code does not read
  }
}

export function keepRecord(record: SavedRecord | undefined): void {
  try {
    if (record) localStorage.setItem(RECORD_KEY, JSON.stringify(record));
    else localStorage.removeItem(RECORD_KEY);
  } catch {
    // Storage off: the pages are saved all the same; only the date is not shown.
  }
}

/** Removes every saved page and file of this site (the worker fills the caches again as pages are opened). */
export async function removeSaved(): Promise<void> {
  await Promise.all(OFFLINE_CACHES.map((kind) => caches.delete(cacheName(kind, BASE_PATH))));
  keepRecord(undefined);
}

/** Whether a page of this site (an address, with or without #hash) is saved on this device. */
export async function isSaved(address: string): Promise<boolean> {
  return (await (await openCache('pages')).match(address.split('#')[0]!)) !== undefined;
}
