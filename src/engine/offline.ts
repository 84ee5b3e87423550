/**
 * Offline reading (content/site.yaml `offline:`), what the service worker
 * (src/worker/service-worker.ts, Workbox's modules), the build that bundles it
 * (src/engine/node/publish/offline-files.ts) and the page's
 * script (src/browser/register-offline-worker.ts, src/blocks/offline-reading/save-offline.browser.ts, saved-pages.browser.ts) must agree on, in one place: the worker's
 * file, the list of what "Save for offline" saves, and the caches' names.
 *
 * The names hold the base path: two sites published under paths of one host
 * (GitHub Pages project sites) share the browser's cache storage, and the
 * kill-switch worker of one must not clear the other's.
 */

/** The worker, at the top of the site so that its scope is the whole site. */
export const WORKER_FILE = 'sw.js';

/** What "Save for offline" saves, by language (OfflineList), written by the build beside the worker. */
export const OFFLINE_LIST_FILE = 'offline.json';

/** Where the worker keeps what was last saved (SavedRecord), in the pages' cache: an address no page or file has. */
export const SAVED_RECORD_FILE = 'offline-saved.json';

/** The message a page sends the worker to save languages (SaveRequest); the worker answers on its port (SaveReport). */
export const SAVE_MESSAGE = 'SAVE_FOR_OFFLINE';

/** What "Save for offline" last saved, kept by the worker beside the pages. */
export interface SavedRecord {
  /** ISO time. */
  savedAt: string;
  languages: string[];
  pages: number;
  bytes: number;
  /** The OfflineList's version saved: a publish since gives the worker another, and the worker saves the same languages again. */
  version: string;
}

/**
 * A page's request: save `languages`; or, with `ifChanged`, only say what is saved, saving the same languages again
 * first when the site changed since (the worker does this at a reader's first visit online after a publish too).
 */
export type SaveRequest = { type: typeof SAVE_MESSAGE; languages: string[] } | { type: typeof SAVE_MESSAGE; ifChanged: true };

/** The worker's answers: progress, then the record (`changed`: saved before the site last changed, and not saved again yet), or an error. */
export type SaveReport = { done: number; total: number } | { record: SavedRecord | null; changed: boolean } | { error: string };

/** Every cache name of this site starts so; the kill-switch worker deletes those holding its base path. */
export const CACHE_PREFIX = 'edtech-help';

/** The caches the worker's routes read: pages (network first), hashed assets (cache first), pictures and QR codes. */
export type OfflineCache = 'pages' | 'assets' | 'pictures';

export function cacheName(kind: OfflineCache, base: string): string {
  return `${CACHE_PREFIX}-${kind} ${base}`;
}

/** One language's share of "Save for offline": its pages, their handouts in two languages, and the files they need (styles, scripts, search index, pictures), by cache. */
export interface OfflineLanguage {
  pages: string[];
  handouts: string[];
  files: Record<Exclude<OfflineCache, 'pages'>, string[]>;
}

/** OFFLINE_LIST_FILE: every language's share, by language code; addresses are full paths (base included). `version`: a hash of every file listed. */
export interface OfflineList {
  version: string;
  languages: Record<string, OfflineLanguage>;
}

/** A file the worker keeps when it installs (Workbox's precache entry): `revision` null for a file whose name holds its hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** A route's paths on this site as a regular expression's source and flags (JSON cannot hold a RegExp), and the cache it keeps them in. */
export interface OfflineRoute {
  pathPattern: { source: string; flags: string };
  cacheName: string;
}

/** What the build gives the worker (src/worker/service-worker.ts), from the finished pages: its files and its routes. */
export interface OfflineWorkerSetup {
  /** The start of the precache's name (Workbox's cache name prefix). */
  cachePrefix: typeof CACHE_PREFIX;
  /** The OfflineList's version, its address, and the address of the SavedRecord. */
  version: string;
  list: string;
  record: string;
  /** Each language's offline page at its address, and the files it uses. */
  precache: PrecacheEntry[];
  /** Each language's pages (network first), most specific first (the main language's pages are at the top: its pattern matches the others' too), with its offline page. */
  pages: (OfflineRoute & { fallbackURL: string; networkTimeoutSeconds: number })[];
  /** Hashed files (cache first). */
  assets: OfflineRoute;
  /** Pictures and QR codes (from the cache while the network refreshes them). */
  pictures: OfflineRoute;
}
