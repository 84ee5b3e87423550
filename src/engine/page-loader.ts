import type { PageModule } from './pages.ts';
import { matchRoute, notFoundKeyOf } from './routing.ts';

/**
 * Finds and loads pages. Two things load lazily, each once:
 *  - the page table (`virtual:page-table`: every route and a lazy import of each
 *    page), a chunk of its own, fetched on the first client-side navigation, so
 *    the JavaScript of a first visit does not grow with the number of guides;
 *  - each page's chunk. The first page's chunk is named by the prerendered HTML
 *    (data-chunk) and loaded before hydration, so the first render matches it.
 */
interface PageTable {
  routes: string[];
  languages: string[];
  loaders: Record<string, () => Promise<PageModule>>;
}

let table: PageTable | undefined;
let tablePromise: Promise<PageTable> | undefined;
const modules = new Map<string, PageModule>();
const pendingModules = new Map<string, Promise<PageModule>>();
/** Addresses whose page is known without the table: the one the visit started on. */
const knownAddresses = new Map<string, string>();
const pendingAddresses = new Map<string, Promise<string>>();

export function loadPageTable(): Promise<PageTable> {
  tablePromise ??= import('virtual:page-table').then((module) => (table = module));
  return tablePromise;
}

/** The page key (route or NOT_FOUND_KEY) an address shows, when known without waiting. */
export function knownRoute(pathname: string): string | undefined {
  return knownAddresses.get(pathname) ?? (table ? (matchRoute(pathname, table.routes) ?? notFoundKeyOf(pathname, table.languages)) : undefined);
}

/** The page key an address shows; loads the page table if needed. The same promise for the same address. */
export function resolveRoute(pathname: string): Promise<string> {
  let promise = pendingAddresses.get(pathname);
  if (!promise) {
    promise = loadPageTable().then(({ routes, languages }) => matchRoute(pathname, routes) ?? notFoundKeyOf(pathname, languages));
    pendingAddresses.set(pathname, promise);
  }
  return promise;
}

export function loadPage(key: string): Promise<PageModule> {
  const cached = modules.get(key);
  if (cached) return Promise.resolve(cached);
  let promise = pendingModules.get(key);
  if (!promise) {
    promise = loadPageTable().then(async ({ loaders }) => {
      const loader = loaders[key];
      if (!loader) throw new Error(`No page is registered for ${key}`);
      const module = await loader();
      modules.set(key, module);
      return module;
    });
    pendingModules.set(key, promise);
  }
  return promise;
}

/** Loads the page the prerendered HTML was made for, straight from its chunk address. */
export async function loadFirstPage(pathname: string, key: string, chunkUrl: string): Promise<void> {
  const module = (await import(/* @vite-ignore */ chunkUrl)) as PageModule;
  modules.set(key, module);
  knownAddresses.set(pathname, key);
}

/** The page's module if it is already loaded, else undefined. */
export function loadedPage(key: string): PageModule | undefined {
  return modules.get(key);
}
