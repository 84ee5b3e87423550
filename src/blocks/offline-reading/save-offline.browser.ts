import type { SaveForOfflineProps } from './OfflineReading.tsx';
import { BASE_PATH } from '../../engine/base-path.ts';
import { CACHE_PREFIX, SAVE_MESSAGE, type SavedRecord, type SaveReport, type SaveRequest } from '../../engine/offline.ts';
import { fill } from '../../engine/ui-strings.ts';
import { WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { canReadOffline } from '../../browser/register-offline-worker.ts';
import { removeSaved } from '../../browser/offline-store.ts';

/** How long the worker may stay silent while saving before the box says saving stopped (a connection lost, a worker stopped). */
const WAIT_MS = 60_000;

/** "3.2 MB" in the page's way of writing numbers. */
const megabytes = (bytes: number, locale: string) => `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/**
 * "Save for offline" (src/blocks/offline-reading/OfflineReading.tsx): asks the offline
 * worker to save every page of the chosen languages and every file they use
 * (offline.json, written by the build), and says how far, then when and how
 * much, from the worker's record. At the start it asks the worker what is
 * saved: saved before a publish, the guides are saved again first, and the box
 * says so, never an earlier date as if it were current. Where the browser
 * cannot read offline, the sentence that says so stays and the controls stay hidden.
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

  const dated = (record: SavedRecord) => ({
    count: record.pages,
    date: new Intl.DateTimeFormat(props.dateLocale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(record.savedAt)),
    size: megabytes(record.bytes, props.dateLocale),
  });
  const showRecord = ({ record, changed }: { record: SavedRecord | null; changed: boolean }) => {
    remove.hidden = !record;
    if (record) status.textContent = fill(changed ? props.text.changed : props.text.saved, dated(record));
  };

  // aria-disabled, not disabled, while saving: a disabled button loses the focus, which falls to the page.
  const busy = (on: boolean) => {
    for (const button of [save, remove]) button.setAttribute('aria-disabled', String(on));
  };
  const isBusy = () => save.getAttribute('aria-disabled') === 'true';

  /** Asks the worker, showing its progress in `saying`'s words: the status says how far at the start and at each quarter, not at every step. */
  const ask = (request: SaveRequest, saying: string) => {
    let quarter = -1;
    return askWorker(request, (done, total) => {
      busy(true);
      progress.hidden = false;
      bar.max = total;
      bar.value = done;
      const words = fill(saying, { done, total });
      counted.textContent = words;
      const reached = total === 0 ? 4 : Math.floor((done / total) * 4);
      if (reached > quarter && reached < 4) {
        quarter = reached;
        status.textContent = words;
      }
    })
      .then(
        (answer) => {
          showRecord(answer);
          return answer.record;
        },
        (error: unknown) => {
          console.error('Saving for offline stopped.', error);
          status.textContent = props.text.failed;
          return null;
        },
      )
      .finally(() => {
        busy(false);
        progress.hidden = true;
      });
  };

  // What is saved, saved again first if the site changed since (then the worker reports progress). Guides saved
  // before the worker kept the record (their date was in this browser's storage) are saved again once, in their languages.
  void ask({ type: SAVE_MESSAGE, ifChanged: true }, props.text.updating).then((record) => {
    const earlier = earlierLanguages();
    if (!record && earlier) void ask({ type: SAVE_MESSAGE, languages: earlier }, props.text.updating);
  });

  save.addEventListener('click', () => {
    if (isBusy()) return;
    const chosen = root.querySelector<HTMLInputElement>('input[name="offline-languages"]:checked') ?? save;
    const languages = (chosen.dataset.languages ?? '').split(' ').filter(Boolean);
    busy(true);
    status.textContent = '';
    void ask({ type: SAVE_MESSAGE, languages }, props.text.saving);
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

/** The languages of a save made before the worker kept the record, which kept it in localStorage: read once, then removed. */
function earlierLanguages(): string[] | undefined {
  try {
    const key = `${CACHE_PREFIX} saved ${BASE_PATH}`;
    const record = localStorage.getItem(key);
    localStorage.removeItem(key);
    return record ? (JSON.parse(record) as Pick<SavedRecord, 'languages'>).languages : undefined;
  } catch {
    return undefined; // storage off, or a record this code does not read
  }
}

/** Sends the worker a request (src/worker/service-worker.ts) and follows its answers on a channel of their own until the record or an error. */
async function askWorker(request: SaveRequest, onProgress: (done: number, total: number) => void): Promise<{ record: SavedRecord | null; changed: boolean }> {
  // The worker of the site as published now: a publish since this page's worker started gives another, which knows the site changed.
  const registration = await navigator.serviceWorker.ready;
  await registration.update().catch(() => undefined); // no connection: the worker there is
  const next = registration.installing ?? registration.waiting;
  if (next) await new Promise((resolve) => next.addEventListener('statechange', () => next.state !== 'installed' && next.state !== 'activating' && resolve(undefined)));
  const worker = registration.active;
  if (!worker) throw new Error('The offline worker is not running');
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    let timer = 0;
    const wait = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => reject(new Error(`No word from the offline worker for ${WAIT_MS / 1000} s`)), WAIT_MS);
    };
    wait();
    channel.port1.onmessage = ({ data }: MessageEvent<SaveReport>) => {
      wait();
      if ('done' in data) return onProgress(data.done, data.total);
      clearTimeout(timer);
      if ('error' in data) reject(new Error(data.error));
      else resolve(data);
    };
    worker.postMessage(request, [channel.port2]);
  });
}
