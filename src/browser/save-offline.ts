import type { SaveForOfflineProps } from '../components/OfflineReading.tsx';
import type { OfflineCache, OfflineList } from '../engine/offline.ts';
import { fill } from '../engine/ui-strings.ts';
import { WIDGET_PROPS_ATTRIBUTE } from './markup.ts';
import { canReadOffline } from './offline-worker.ts';
import { keepRecord, openCache, removeSaved, savedRecord, type SavedRecord } from './offline-store.ts';

/** Files fetched at once: enough to keep a connection busy, few enough for a school's wifi. */
const AT_ONCE = 6;

/** "3.2 MB" in the page's way of writing numbers. */
const megabytes = (bytes: number, locale: string) => `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/**
 * "Save for offline" (src/components/OfflineReading.tsx): fetches every page of
 * the chosen languages and every file they use (offline.json, written by the
 * build) into the caches the offline worker reads, and keeps when and how much
 * in this browser's storage. Where the browser cannot read offline, the
 * sentence that says so stays and the controls stay hidden.
 */
export function start(root: HTMLElement): void {
  if (!canReadOffline()) return;
  const props = JSON.parse(root.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as SaveForOfflineProps;
  const controls = root.querySelector<HTMLElement>('.offline-save__controls')!;
  const save = root.querySelector<HTMLButtonElement>('.offline-save__save')!;
  const remove = root.querySelector<HTMLButtonElement>('.offline-save__remove')!;
  const progress = root.querySelector<HTMLProgressElement>('.offline-save__progress')!;
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

  save.addEventListener('click', () => {
    const chosen = root.querySelector<HTMLInputElement>('input[name="offline-languages"]:checked') ?? save;
    const languages = (chosen.dataset.languages ?? '').split(' ').filter(Boolean);
    save.disabled = true;
    remove.disabled = true;
    saveAll(languages, props, (done, total) => {
      progress.hidden = false;
      progress.max = total;
      progress.value = done;
      progress.textContent = fill(props.text.saving, { done, total });
      if (done === 0) status.textContent = progress.textContent;
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
        save.disabled = false;
        remove.disabled = false;
        progress.hidden = true;
      });
  });

  remove.addEventListener('click', () => {
    void removeSaved().then(() => {
      remove.hidden = true;
      status.textContent = props.text.removed;
    });
  });
}

/** Saves the languages' pages and files, `AT_ONCE` at a time, each in the cache the worker reads it from; the sizes are the responses' bodies. */
async function saveAll(languages: readonly string[], props: SaveForOfflineProps, onProgress: (done: number, total: number) => void): Promise<SavedRecord> {
  await navigator.serviceWorker.ready;
  const response = await fetch(props.list, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${props.list}: ${response.status}`);
  const list = (await response.json()) as OfflineList;
  const wanted = new Map<string, OfflineCache>();
  for (const lang of languages) {
    const share = list[lang];
    if (!share) throw new Error(`${props.list} has no language ${lang}`);
    for (const page of share.pages) wanted.set(page, 'pages');
    for (const [kind, files] of Object.entries(share.files) as [OfflineCache, string[]][]) for (const file of files) wanted.set(file, kind);
  }
  const entries = [...wanted];
  const caches = { pages: await openCache('pages'), assets: await openCache('assets'), pictures: await openCache('pictures') };
  let done = 0;
  let bytes = 0;
  onProgress(0, entries.length);
  const next = entries.entries();
  const worker = async () => {
    for (const [, [url, kind]] of next) {
      const answer = await fetch(url, { cache: 'no-cache' });
      if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
      bytes += (await answer.clone().blob()).size;
      await caches[kind].put(url, answer);
      onProgress(++done, entries.length);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { savedAt: new Date().toISOString(), languages: [...languages], pages: entries.filter(([, kind]) => kind === 'pages').length, bytes };
}
