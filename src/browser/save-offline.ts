import type { SaveForOfflineProps } from '../components/OfflineReading.tsx';
import type { OfflineList } from '../engine/offline.ts';
import { fill } from '../engine/ui-strings.ts';
import { WIDGET_PROPS_ATTRIBUTE } from '../shared/markup.ts';
import { canReadOffline } from './offline-worker.ts';
import { keepRecord, removeSaved, savedRecord, type SavedRecord } from './offline-store.ts';

/** Files the worker is asked to fetch at once (the browser fetches six at a time from a server), so that progress shows. */
const BATCH = 48;
/** How long a batch may take before the check says what is missing (a connection lost halfway). */
const WAIT_MS = 60_000;

/** "3.2 MB" in the page's way of writing numbers. */
const megabytes = (bytes: number, locale: string) => `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/**
 * "Save for offline" (src/components/OfflineReading.tsx): has the offline worker
 * fetch every page of the chosen languages and every file they use (offline.json,
 * written by the build) into the caches it reads, and keeps when and how much
 * in this browser's storage. Where the browser cannot read offline, the
 * sentence that says so stays and the controls stay hidden.
 */
export function start(root: HTMLElement): void {
  if (!canReadOffline()) return;
  const props = JSON.parse(root.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as SaveForOfflineProps;
  const controls = root.querySelector<HTMLElement>('.offline-save__controls')!;
  const save = root.querySelector<HTMLButtonElement>('.offline-save__save')!;
  const remove = root.querySelector<HTMLButtonElement>('.offline-save__remove')!;
  const progress = root.querySelector<HTMLElement>('.offline-save__progress')!;
  const bar = progress.querySelector('progress')!;
  const counted = progress.querySelector('p')!;
  const status = root.querySelector<HTMLElement>('.offline-save__status')!;
  root.querySelector<HTMLElement>('.offline__unavailable')!.hidden = true;
  controls.hidden = false;

  const showRecord = (record: SavedRecord | undefined) => {
    remove.hidden = !record;
    if (!record) return;
    const date = new Intl.DateTimeFormat(props.dateLocale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(record.savedAt));
    status.textContent = fill(props.text.saved, { count: record.pages, date, size: megabytes(record.bytes, props.dateLocale) });
  };
  showRecord(savedRecord());

  // aria-disabled, not disabled, while saving: a disabled button loses the focus, which falls to the page.
  const busy = (on: boolean) => {
    for (const button of [save, remove]) button.setAttribute('aria-disabled', String(on));
  };
  const isBusy = () => save.getAttribute('aria-disabled') === 'true';

  save.addEventListener('click', () => {
    if (isBusy()) return;
    const chosen = root.querySelector<HTMLInputElement>('input[name="offline-languages"]:checked') ?? save;
    const languages = (chosen.dataset.languages ?? '').split(' ').filter(Boolean);
    busy(true);
    status.textContent = '';
    let quarter = -1;
    saveAll(languages, props, (done, total) => {
      progress.hidden = false;
      bar.max = total;
      bar.value = done;
      const words = fill(props.text.saving, { done, total });
      counted.textContent = words;
      // Said at the start and at each quarter (the live region), not at every batch.
      const reached = total === 0 ? 4 : Math.floor((done / total) * 4);
      if (reached > quarter && reached < 4) {
        quarter = reached;
        status.textContent = words;
      }
    })
      .then(
        (record) => {
          keepRecord(record);
          showRecord(record);
        },
        (error: unknown) => {
          console.error('Saving for offline stopped.', error);
          status.textContent = props.text.failed;
        },
      )
      .finally(() => {
        busy(false);
        progress.hidden = true;
      });
  });

  remove.addEventListener('click', () => {
    if (isBusy()) return;
    void removeSaved().then(() => {
      // The button goes: the focus goes to Save, not to the page.
      save.focus();
      remove.hidden = true;
      status.textContent = props.text.removed;
    });
  });
}

/** Asks the worker to fetch `urls` through its routes, each kept in the cache its route reads (Workbox's CACHE_URLS message); resolves once it has, or after `WAIT_MS`. */
function keepThroughWorker(worker: ServiceWorker, urls: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WAIT_MS); // a file that failed: the check after says which
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/**
 * Saves the languages' pages and files, `BATCH` at a time: the worker fetches
 * them through its own routes (pages, assets, pictures), so each lands in the
 * cache the worker reads offline. The size is the kept responses' bodies.
 */
async function saveAll(languages: readonly string[], props: SaveForOfflineProps, onProgress: (done: number, total: number) => void): Promise<SavedRecord> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) throw new Error('The offline worker is not running');
  const response = await fetch(props.list, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${props.list}: ${response.status}`);
  const list = (await response.json()) as OfflineList;
  const pages = new Set<string>();
  const files = new Set<string>();
  for (const lang of languages) {
    const share = list[lang];
    if (!share) throw new Error(`${props.list} has no language ${lang}`);
    for (const page of share.pages) pages.add(page);
    for (const url of Object.values(share.files).flat()) files.add(url);
  }
  const urls = [...pages, ...files];
  onProgress(0, urls.length);
  for (let start = 0; start < urls.length; start += BATCH) {
    await keepThroughWorker(worker, urls.slice(start, start + BATCH));
    onProgress(Math.min(start + BATCH, urls.length), urls.length);
  }
  // Each file from the cache that holds it now (the offline pages and scripts are in the worker's own, kept when it
  // installed, their addresses with ?__WB_REVISION__=…). The worker keeps a file just after it has answered with it:
  // everything is kept within a few seconds, or saving did not finish.
  const kept = new Map<string, Blob>();
  for (let tries = 0; kept.size < urls.length && tries < 20; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    await Promise.all(urls.filter((url) => !kept.has(url)).map(async (url) => {
      const blob = await (await caches.match(url, { ignoreSearch: true }))?.blob();
      if (blob) kept.set(url, blob);
    }));
  }
  const missing = urls.filter((url) => !kept.has(url));
  if (missing.length > 0) throw new Error(`Not kept: ${missing.slice(0, 3).join(', ')}, ${missing.length} in all`);
  return { savedAt: new Date().toISOString(), languages: [...languages], pages: pages.size, bytes: [...kept.values()].reduce((sum, blob) => sum + blob.size, 0) };
}
