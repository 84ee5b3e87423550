import { loaders } from 'virtual:content';
import type { PageModule } from './pages.ts';

/**
 * Loads page chunks once and remembers them. The client awaits the current
 * page before hydrating (so the first render matches the prerendered HTML), and
 * the prerenderer awaits every page before rendering it.
 */
const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

export function loadPage(key: string): Promise<PageModule> {
  const cached = loaded.get(key);
  if (cached) return Promise.resolve(cached);
  const waiting = pending.get(key);
  if (waiting) return waiting;
  const loader = loaders[key];
  if (!loader) return Promise.reject(new Error(`No page is registered for ${key}`));
  const promise = loader().then((module) => {
    loaded.set(key, module);
    return module;
  });
  pending.set(key, promise);
  return promise;
}

/** The page's module if it is already loaded, else undefined. */
export function loadedPage(key: string): PageModule | undefined {
  return loaded.get(key);
}
