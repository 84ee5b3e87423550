/**
 * Offline reading as the build writes it (src/engine/node/publish/offline-files.ts), for the
 * site at a domain's root (dist/) and under a path (.dist-base-path/, built by the host tests'
 * setup): the worker (Workbox's modules bundled into one script) keeps each language's offline page and what it needs, the list
 * "Save for offline" reads names every page of each language, their handouts in two languages and only files
 * that exist, all under the site's base path, with a version the worker holds too, which any change to a page changes; with offline reading off, sw.js is the kill-switch, which deletes
 * this site's caches and no other's. Pages and languages come from content/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routeInLanguage } from '../../src/engine/languages.ts';
import { precachedIn, writeOfflineFiles } from '../../src/engine/node/publish/offline-files.ts';
import { cacheName, OFFLINE_LIST_FILE, WORKER_FILE, type OfflineList } from '../../src/engine/offline.ts';
import { SERVED_SITE_FILE } from '../../src/engine/served-site.ts';
import { pageFile, pageHref, withBase } from '../../src/engine/urls.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { projectSite, rootSite } from '../hosts/sites.ts';
import { graph, pagesIn, site } from './content.ts';

const languages = site.languages.map((language) => language.code);

describe.each([rootSite(), projectSite()])('offline reading, $label', ({ dist, base }) => {
  const worker = fs.readFileSync(path.join(dist, WORKER_FILE), 'utf8');
  const list = JSON.parse(fs.readFileSync(path.join(dist, OFFLINE_LIST_FILE), 'utf8')) as OfflineList;
  const inDist = (url: string) => path.join(dist, url.slice(base.length), url.endsWith('/') ? 'index.html' : '');
  // `key: "value"` in the minified worker, in whichever quotes the minifier chose.
  const property = (key: string, value: string) => new RegExp(`${key}:(["'\`])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`);

  it('the worker keeps each language\'s offline page at its address, with every file it uses, and falls back to it', () => {
    const precached = precachedIn(worker);
    for (const lang of languages) {
      const offline = withBase(base, pageHref(routeInLanguage(site.offline!.page, lang, site.languages)));
      expect(precached).toContain(offline);
      expect(worker).toMatch(property('fallbackURL', offline));
      const used = [...fs.readFileSync(inDist(offline), 'utf8').matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!).filter((url) => url.startsWith(`${base}assets/`));
      expect(used.length).toBeGreaterThan(0);
      expect(precached).toEqual(expect.arrayContaining(used));
    }
    // The site's addresses too: with them the offline page finds a saved page at another of its addresses.
    expect(precached).toContain(withBase(base, `/${SERVED_SITE_FILE}`));
    for (const url of precached) expect(fs.existsSync(inDist(url)), url).toBe(true);
    for (const kind of ['pages', 'assets', 'pictures'] as const) expect(worker).toMatch(property('cacheName', cacheName(kind, base)));
  });

  it('the worker is one self-contained classic script: Workbox inside it, nothing imported from another file or origin', () => {
    expect(() => new vm.Script(worker, { filename: WORKER_FILE })).not.toThrow(); // an import or export statement cannot compile in a classic script
    expect(worker).not.toMatch(/\bimportScripts\s*\(|\bimport\s*\(/);
    expect(worker).toMatch(/workbox:routing:/);
  });

  it('"Save for offline" lists every page of each language and its search index, only files that exist, under the base path', () => {
    expect(Object.keys(list.languages)).toEqual(languages);
    for (const lang of languages) {
      const share = list.languages[lang]!;
      expect(share.pages.toSorted()).toEqual(pagesIn(lang).map((page) => withBase(base, pageHref(page.path))).toSorted());
      const files = [...share.files.assets, ...share.files.pictures];
      for (const url of [...share.pages, ...share.handouts, ...files]) expect(fs.existsSync(inDist(url)), url).toBe(true);
      // Each guide's and packet's handout in two languages (a twin in another language), saved with its page.
      const handouts = pagesIn(lang).filter((page) => page.frontmatter.printable && Object.keys(page.twins).some((code) => code !== lang));
      expect(handouts.length).toBeGreaterThan(0);
      expect(share.handouts.toSorted()).toEqual(handouts.map((page) => withBase(base, pageHref(bilingualRoute(page.path)))).toSorted());
      for (const url of share.handouts) expect(fs.existsSync(inDist(url)), url).toBe(true);
      const search = share.files.assets.filter((url) => url.startsWith(`${base}assets/search/`));
      expect(search.some((url) => url.startsWith(`${base}assets/search/${lang}-index-`))).toBe(true);
      expect(search.every((url) => url.startsWith(`${base}assets/search/${lang}-`))).toBe(true);
      expect(share.files.pictures.every((url) => /\.(?:svg|png|jpe?g|webp|gif)$/.test(url))).toBe(true);
    }
  });
});

describe('the version of what is saved', () => {
  it('is in the list and in the worker, and a publish that changes any page gives another, in both', async () => {
    const { dist } = rootSite();
    const versionIn = (folder: string) => (JSON.parse(fs.readFileSync(path.join(folder, OFFLINE_LIST_FILE), 'utf8')) as OfflineList).version;
    const version = versionIn(dist);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(fs.readFileSync(path.join(dist, WORKER_FILE), 'utf8')).toMatch(new RegExp(`version:(["'\`])${version}\\1`));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-offline-version-'));
    try {
      fs.cpSync(dist, folder, { recursive: true });
      await writeOfflineFiles(folder, graph);
      expect(versionIn(folder)).toBe(version); // the same files, the same version
      const guide = pagesIn(languages[0]!).find((page) => page.frontmatter.printable)!;
      fs.appendFileSync(path.join(folder, pageFile(guide.path)), '<!-- published again -->');
      await writeOfflineFiles(folder, graph);
      const changed = versionIn(folder);
      expect(changed).not.toBe(version);
      expect(fs.readFileSync(path.join(folder, WORKER_FILE), 'utf8')).toContain(changed);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('offline reading turned off', () => {
  it('writes the kill-switch: it deletes this site\'s caches only, unregisters and reloads its pages', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-offline-off-'));
    try {
      const off = { ...graph, site: { ...site, offline: { ...site.offline!, enabled: false } } };
      const written = await writeOfflineFiles(folder, off);
      expect(written.enabled).toBe(false);
      expect(fs.existsSync(path.join(folder, OFFLINE_LIST_FILE))).toBe(false);
      const base = rootSite().base;
      const names = [cacheName('pages', base), cacheName('assets', base), `edtech-help-precache-v2-https://school.example${base}`, cacheName('pages', '/another-site/'), 'another-app'];
      const left = new Set(names);
      const listeners = new Map<string, (event: { waitUntil(promise: Promise<unknown>): void }) => void>();
      let unregistered = false;
      const reloaded: string[] = [];
      let done: Promise<unknown> = Promise.resolve();
      const self = {
        registration: { scope: `https://school.example${base}`, unregister: async () => (unregistered = true) },
        clients: { matchAll: async () => [{ url: 'https://school.example/mfa/', navigate: async (url: string) => reloaded.push(url) }] },
        skipWaiting: () => undefined,
        addEventListener: (type: string, listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void) => listeners.set(type, listener),
      };
      const caches = { keys: async () => [...left], delete: async (name: string) => left.delete(name) };
      vm.runInNewContext(fs.readFileSync(path.join(folder, WORKER_FILE), 'utf8'), { self, caches });
      listeners.get('activate')!({ waitUntil: (promise) => (done = promise) });
      await done;
      expect([...left]).toEqual([cacheName('pages', '/another-site/'), 'another-app']);
      expect(unregistered).toBe(true);
      expect(reloaded).toEqual(['https://school.example/mfa/']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
