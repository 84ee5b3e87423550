/**
 * Offline reading (content/site.yaml `offline:`, src/engine/offline.ts), written
 * after the prerender over the finished pages:
 *  - `offline.json`: what "Save for offline" saves for each language: its pages,
 *    and the files they use (styles, scripts, the search index, pictures and QR
 *    codes), read from the pages the build wrote;
 *  - `sw.js`: Workbox's worker (generateSW). Pages network first with a short
 *    timeout, so a reader online always gets the deployed page, then the saved
 *    copy, then the offline page of the address's language (precached with
 *    what it needs); hashed assets cache first; pictures from the cache while
 *    the network refreshes them.
 * With `enabled: no`, `sw.js` is the standard kill-switch instead: a worker
 * that deletes this site's caches and unregisters itself, so a reader's
 * browser that installed the worker before loses it at its next visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSW, type RuntimeCaching } from 'workbox-build';
import type { ContentGraph } from '../graph/content-graph.ts';
import { routeInLanguage } from '../../languages.ts';
import { CACHE_PREFIX, cacheName, OFFLINE_LIST_FILE, WORKER_FILE, type OfflineLanguage, type OfflineList } from '../../offline.ts';
import { basePathOf, pageFile, pageHref, withBase } from '../../urls.ts';

/** How long a page waits for the network before the saved copy is shown (a school's weak wifi, a car park). */
const NETWORK_TIMEOUT_SECONDS = 3;

const PICTURE = /\.(?:svg|png|jpe?g|webp|gif|avif|ico)$/i;
const ASSET = /\.(?:js|css|json|svg|woff2?)$/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The files a written page uses (`src=`, `href=`), as full paths: its styles, scripts, pictures and QR codes. */
function filesOfPage(html: string, base: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"?#]+)"/g)].map((match) => match[1]!).filter((url) => url.startsWith(base) && (PICTURE.test(url) || ASSET.test(url)));
}

/** Every file under `folder` of dist/, as full paths. */
function filesUnder(distDir: string, folder: string, base: string): string[] {
  const root = path.join(distDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(root, file)).isFile()).map((file) => withBase(base, `/${folder}/${file.split(path.sep).join('/')}`));
}

/** A language's share: its pages, the files they use, every script and stylesheet (the search's and widgets' chunks too), and its search index. */
function offlineLanguage(distDir: string, graph: ContentGraph, lang: string, base: string): OfflineLanguage {
  const pages = graph.pages.filter((page) => page.lang === lang);
  const used = pages.flatMap((page) => filesOfPage(fs.readFileSync(path.join(distDir, pageFile(page.path)), 'utf8'), base));
  const chunks = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => /\.(?:js|css)$/.test(file)).map((file) => withBase(base, `/assets/${file}`));
  const search = filesUnder(distDir, 'assets/search', base).filter((file) => file.startsWith(withBase(base, `/assets/search/${lang}-`)));
  const files = [...new Set([...used, ...chunks, ...search])].filter((file) => fs.existsSync(path.join(distDir, file.slice(base.length))));
  const assets = withBase(base, '/assets/');
  return {
    pages: pages.map((page) => withBase(base, pageHref(page.path))),
    files: { assets: files.filter((file) => file.startsWith(assets)).sort(), pictures: files.filter((file) => !file.startsWith(assets)).sort() },
  };
}

/** The standard kill-switch: deletes this site's caches (their names hold its base path), unregisters, and reloads its open pages from the network. */
function killSwitch(base: string): string {
  return `// Offline reading is off (content/site.yaml offline.enabled): this worker removes the one a browser installed before.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(${JSON.stringify(CACHE_PREFIX)}) && (name.endsWith(${JSON.stringify(` ${base}`)}) || name.endsWith(self.registration.scope))).map((name) => caches.delete(name)));
    await self.registration.unregister();
    const pages = await self.clients.matchAll({ type: 'window' });
    await Promise.all(pages.map((page) => page.navigate(page.url)));
  })());
});
`;
}

export interface OfflineFiles {
  /** Whether the worker is Workbox's (false: the kill-switch). */
  enabled: boolean;
  /** Bytes of sw.js. */
  workerBytes: number;
  /** Files the worker keeps when it installs (the offline pages and what they need). */
  precached: string[];
}

/** Writes sw.js (and with offline reading on, offline.json) into `distDir`; a worker that cannot be written fails the build. */
export async function writeOfflineFiles(distDir: string, graph: ContentGraph): Promise<OfflineFiles> {
  const site = graph.site!;
  const base = basePathOf(site.siteUrl);
  const worker = path.join(distDir, WORKER_FILE);
  if (!site.offline?.enabled) {
    fs.writeFileSync(worker, killSwitch(base));
    return { enabled: false, workerBytes: fs.statSync(worker).size, precached: [] };
  }
  const languages = site.languages.map((language) => language.code);
  const list: OfflineList = Object.fromEntries(languages.map((lang) => [lang, offlineLanguage(distDir, graph, lang, base)]));
  fs.writeFileSync(path.join(distDir, OFFLINE_LIST_FILE), `${JSON.stringify(list)}\n`);

  // The offline page of each language, and the files it uses, are kept when the worker installs, with every script
  // and stylesheet (about 30 KB compressed, most already in the browser's cache): its list of saved pages and the search then work too.
  const offlinePages = languages.map((lang) => ({ lang, route: routeInLanguage(site.offline!.page, lang, site.languages) }));
  const offlineFiles = offlinePages.map(({ route }) => pageFile(route));
  const theirFiles = [
    ...offlineFiles.flatMap((file) => filesOfPage(fs.readFileSync(path.join(distDir, file), 'utf8'), base).map((url) => url.slice(base.length))),
    ...list[languages[0]!]!.files.assets.filter((url) => /^[^/]+\.(?:js|css)$/.test(url.slice(withBase(base, '/assets/').length))).map((url) => url.slice(base.length)),
  ];
  const pagesIn = (prefix: string) => new RegExp(`^[^?#]*//[^/]+${escapeRegExp(prefix)}(?:[^?#]*/)?[^/?#.]*(?:[?#].*)?$`);
  const pageRoute = (lang: string, route: string): RuntimeCaching => ({
    urlPattern: pagesIn(withBase(base, pageHref(routeInLanguage('/', lang, site.languages)))),
    handler: 'NetworkFirst',
    options: { cacheName: cacheName('pages', base), networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, precacheFallback: { fallbackURL: withBase(base, pageHref(route)) } },
  });
  const precached = [...new Set([...offlineFiles, ...theirFiles])];
  const { warnings } = await generateSW({
    swDest: worker,
    globDirectory: distDir,
    globPatterns: precached,
    // The offline pages by their addresses (`/es/offline/`), as the fallback names them; hashed files as they are.
    manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: withBase(base, entry.url.endsWith('index.html') ? pageHref(`/${entry.url.slice(0, -'index.html'.length)}`) : `/${entry.url}`) })), warnings: [] })],
    dontCacheBustURLsMatching: /assets\//,
    cacheId: CACHE_PREFIX,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // Other languages first: the main language's pages are at the top, so its pattern matches theirs too.
    runtimeCaching: [
      ...offlinePages.slice(1).map(({ lang, route }) => pageRoute(lang, route)),
      pageRoute(offlinePages[0]!.lang, offlinePages[0]!.route),
      { urlPattern: new RegExp(`^[^?#]*//[^/]+${escapeRegExp(withBase(base, '/assets/'))}`), handler: 'CacheFirst', options: { cacheName: cacheName('assets', base) } },
      { urlPattern: new RegExp(`^[^?#]*//[^/]+${escapeRegExp(base)}[^?#]*${PICTURE.source.slice(0, -1)}(?:[?#].*)?$`, 'i'), handler: 'StaleWhileRevalidate', options: { cacheName: cacheName('pictures', base) } },
    ],
  });
  // A file it should keep and did not find (an offline page missing) is a warning to Workbox, and an error here.
  if (warnings.length > 0) throw new Error(`Workbox could not write the offline worker ${WORKER_FILE}:\n${warnings.join('\n')}`);
  return { enabled: true, workerBytes: fs.statSync(worker).size, precached };
}
