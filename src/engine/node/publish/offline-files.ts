/**
 * Offline reading (content/site.yaml `offline:`, src/engine/offline.ts), written
 * after the prerender over the finished pages:
 *  - `offline.json`: what "Save for offline" saves for each language: its pages,
 *    their handouts in two languages, and the files they use (styles, scripts,
 *    the search index, pictures and QR codes), read from the pages the build
 *    wrote; and a version, a hash of them all, which the worker holds too;
 *  - `sw.js`: the worker src/worker/service-worker.ts (Workbox's modules),
 *    bundled with Vite into one minified file, given what it keeps when it
 *    installs (each language's offline page and the files it uses, each with a
 *    revision: its content's hash) and its routes' addresses under the base path.
 * With `enabled: no`, `sw.js` is the standard kill-switch instead: a worker
 * that deletes this site's caches and unregisters itself, so a reader's
 * browser that installed the worker before loses it at its next visit.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { ContentGraph } from '../graph/content-graph.ts';
import { routeInLanguage } from '../../languages.ts';
import { bilingualRoute } from '../../../handouts/bilingual.ts';
import { SERVED_SITE_FILE } from '../../served-site.ts';
import { CACHE_PREFIX, cacheName, OFFLINE_LIST_FILE, SAVED_RECORD_FILE, WORKER_FILE, type OfflineLanguage, type OfflineList, type OfflineRoute, type OfflineWorkerSetup, type PrecacheEntry } from '../../offline.ts';
import { basePathOf, pageFile, pageHref, withBase } from '../../urls.ts';
import { projectRoot } from '../project-root.ts';

/** The worker's source, and the module through which it receives its setup. */
const WORKER_SOURCE = path.join(projectRoot, 'src/worker/service-worker.ts');
const SETUP_MODULE = 'virtual:offline-worker-setup';

/** How long a page waits for the network before the saved copy is shown (a school's weak wifi, a car park). */
const NETWORK_TIMEOUT_SECONDS = 3;

const PICTURE = /\.(?:svg|png|jpe?g|webp|gif|avif|ico)$/i;
const ASSET = /\.(?:js|css|json|svg|woff2?)$/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A route: the paths that start with `prefix` (then `rest`) on this site, kept in the cache `cacheName`. */
const route = (cacheName: string, prefix: string, rest: string, flags = ''): OfflineRoute => ({ pathPattern: { source: `^${escapeRegExp(prefix)}${rest}`, flags }, cacheName });

/** The files a written page uses (`src=`, `href=`), as full paths: its styles, scripts, pictures and QR codes. */
function filesOfPage(html: string, base: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"?#]+)"/g)].map((match) => match[1]!).filter((url) => url.startsWith(base) && (PICTURE.test(url) || ASSET.test(url)));
}

/** Every file under `folder` of dist/, as full paths (read from its folders' listings: the search's thousands of files are not each asked about). */
function filesUnder(distDir: string, folder: string, base: string): string[] {
  const root = path.join(distDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => withBase(base, `/${folder}/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
}

/** A language's share: its pages and their handouts in two languages, the files they use, every script and stylesheet (the search's and widgets' chunks too), and its search index. */
function offlineLanguage(distDir: string, graph: ContentGraph, lang: string, base: string): OfflineLanguage {
  const pages = graph.pages.filter((page) => page.lang === lang).map((page) => page.path);
  const handouts = pages.map(bilingualRoute).filter((route) => fs.existsSync(path.join(distDir, pageFile(route))));
  const used = new Set([...pages, ...handouts].flatMap((route) => filesOfPage(fs.readFileSync(path.join(distDir, pageFile(route)), 'utf8'), base)));
  const chunks = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => /\.(?:js|css)$/.test(file)).map((file) => withBase(base, `/assets/${file}`));
  const search = filesUnder(distDir, 'assets/search', base).filter((file) => file.startsWith(withBase(base, `/assets/search/${lang}-`)));
  // The chunks and the search's files are listed from the folder; only what a page names may be missing.
  const files = [...new Set([...[...used].filter((file) => fs.existsSync(path.join(distDir, file.slice(base.length)))), ...chunks, ...search])];
  const assets = withBase(base, '/assets/');
  const address = (route: string) => withBase(base, pageHref(route));
  return {
    pages: pages.map(address),
    handouts: handouts.map(address),
    files: { assets: files.filter((file) => file.startsWith(assets)).sort(), pictures: files.filter((file) => !file.startsWith(assets)).sort() },
  };
}

/** The list's version: a hash of every page and file it names, so that any change a publish makes to them gives another. */
function versionOf(distDir: string, languages: OfflineList['languages'], base: string): string {
  const hash = createHash('md5');
  const urls = [...new Set(Object.values(languages).flatMap((share) => [...share.pages, ...share.handouts, ...share.files.assets, ...share.files.pictures]))].sort();
  for (const url of urls) hash.update(url).update(fs.readFileSync(path.join(distDir, url.slice(base.length), url.endsWith('/') ? 'index.html' : '')));
  return hash.digest('hex').slice(0, 16);
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

/** A file kept when the worker installs: an offline page by its address (`/es/offline/`), a hashed file as it is, others revised by their content's hash. */
function precacheEntry(distDir: string, file: string, base: string): PrecacheEntry {
  const full = path.join(distDir, file);
  if (!fs.existsSync(full)) throw new Error(`The offline worker ${WORKER_FILE} should keep ${file}, which the build did not write (dist/${file}). Check content/site.yaml offline.page.`);
  const url = withBase(base, file.endsWith('index.html') ? pageHref(`/${file.slice(0, -'index.html'.length)}`) : `/${file}`);
  const hashed = file.startsWith('assets/');
  return { url, revision: hashed ? null : createHash('md5').update(fs.readFileSync(full)).digest('hex') };
}

/** Bundles the worker with its setup into one self-contained, minified script (no import, no importScripts). */
async function bundleWorker(setup: OfflineWorkerSetup): Promise<string> {
  const setupId = `\0${SETUP_MODULE}`;
  const setupModule: Plugin = {
    name: 'offline-worker-setup',
    resolveId: (source) => (source === SETUP_MODULE ? setupId : undefined),
    load: (id) => (id === setupId ? `export default ${JSON.stringify(setup)};` : undefined),
  };
  const output = await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    logLevel: 'warn',
    plugins: [setupModule],
    build: { write: false, minify: true, modulePreload: false, copyPublicDir: false, reportCompressedSize: false, rolldownOptions: { input: WORKER_SOURCE, output: { format: 'iife' } } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`Bundling the offline worker (${path.relative(projectRoot, WORKER_SOURCE)}) gave ${chunks.length} scripts instead of one.`);
  return chunks[0]!.code;
}

/** The addresses a built worker keeps when it installs, read from sw.js (its precache entries, in whichever quotes the minifier chose). */
export function precachedIn(worker: string): string[] {
  return [...worker.matchAll(/\{url:(["'`])([^"'`]+)\1,revision:/g)].map((match) => match[2]!);
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
  const shares = Object.fromEntries(languages.map((lang) => [lang, offlineLanguage(distDir, graph, lang, base)]));
  const list: OfflineList = { version: versionOf(distDir, shares, base), languages: shares };
  fs.writeFileSync(path.join(distDir, OFFLINE_LIST_FILE), `${JSON.stringify(list)}\n`);

  // The offline page of each language, and the files it uses, are kept when the worker installs, with every script
  // and stylesheet (about 30 KB compressed, most already in the browser's cache): its list of saved pages and the search then work too;
  // and the site's addresses (_site.json), with which the offline page finds a saved page at another of its addresses (/MFA, /mfa).
  const offlinePages = languages.map((lang) => ({ lang, route: routeInLanguage(site.offline!.page, lang, site.languages) }));
  const offlineFiles = offlinePages.map(({ route }) => pageFile(route));
  const theirFiles = [
    ...offlineFiles.flatMap((file) => filesOfPage(fs.readFileSync(path.join(distDir, file), 'utf8'), base).map((url) => url.slice(base.length))),
    SERVED_SITE_FILE,
    ...shares[languages[0]!]!.files.assets.filter((url) => /^[^/]+\.(?:js|css)$/.test(url.slice(withBase(base, '/assets/').length))).map((url) => url.slice(base.length)),
  ];
  const precached = [...new Set([...offlineFiles, ...theirFiles])];
  const setup: OfflineWorkerSetup = {
    cachePrefix: CACHE_PREFIX,
    version: list.version,
    list: withBase(base, `/${OFFLINE_LIST_FILE}`),
    record: withBase(base, `/${SAVED_RECORD_FILE}`),
    precache: precached.map((file) => precacheEntry(distDir, file, base)),
    // Other languages first: the main language's pages are at the top, so its pattern matches theirs too.
    pages: [...offlinePages.slice(1), offlinePages[0]!].map(({ lang, route: offlinePage }) => ({
      // A page's path: its last part has no dot (a file's has), or ends in .html (an old address: the offline page finds its page).
      ...route(cacheName('pages', base), withBase(base, pageHref(routeInLanguage('/', lang, site.languages))), '(?:.*/)?[^/.]*(?:\\.html)?$'),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      fallbackURL: withBase(base, pageHref(offlinePage)),
    })),
    assets: route(cacheName('assets', base), withBase(base, '/assets/'), ''),
    pictures: route(cacheName('pictures', base), base, `.*${PICTURE.source}`, 'i'),
  };
  fs.writeFileSync(worker, await bundleWorker(setup));
  return { enabled: true, workerBytes: fs.statSync(worker).size, precached };
}
