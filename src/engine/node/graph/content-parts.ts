import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildCache } from './build-cache.ts';
import { partKey, readContentFile, type ContentFile, type ContentFileInput } from './content-file.ts';
import { contentFolder, fileReader } from './content-reader.ts';
import { gitDates } from './git-dates.ts';
import { joinGraph, prepareGraph, type ContentGraph, type GraphOptions, type PartStore } from './content-graph.ts';

/**
 * The content graph of a build, made as fast as the machine allows. Each
 * file's part (content-file.ts: parsing, the building blocks' rules, the
 * reading level) is its own work, so:
 *  - a part is kept on disk (build-cache.ts) under the key of what it was made
 *    from (its text, place, language's site values and the day: content-graph.ts
 *    partKey), so a guide that has not changed is not read again;
 *  - the parts still to make are made by worker threads, one per core.
 * The graph is the same as buildContentGraph's, which makes every part itself.
 */
/** Below this many parts to make, workers would take longer to start (about a second and a half each) than they save. */
const PARALLEL_FROM = 150;

/** A part as JSON: its ids (a Set) as a list, put back by `restore`. */
function serialize(part: ContentFile): string {
  return JSON.stringify(part.facts ? { ...part, facts: { ...part.facts, ids: [...part.facts.ids] } } : part);
}

function restore(text: string): ContentFile {
  const part = JSON.parse(text) as ContentFile;
  if (part.facts) part.facts.ids = new Set(part.facts.ids as unknown as string[]);
  return part;
}

/**
 * A worker's first lines: they teach it TypeScript (tsx, as the build itself
 * runs) before it loads content-worker.ts. (Node 20 does not pass `--import tsx`
 * on to a worker's own first module.)
 */
const WORKER_BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.url); });
`;

/** Makes the parts in worker threads, a few files at a time to whichever worker is free. */
async function inWorkers(inputs: ContentFileInput[]): Promise<ContentFile[]> {
  const parts: ContentFile[] = [];
  const count = Math.min(os.availableParallelism(), Math.ceil(inputs.length / 8));
  const workers = Array.from({ length: count }, () => new Worker(WORKER_BOOT, { eval: true, workerData: { url: new URL('./content-worker.ts', import.meta.url).href } }));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= inputs.length) return resolve();
              const from = next;
              next += 4;
              worker.postMessage({ from, inputs: inputs.slice(from, from + 4) });
            };
            worker.on('message', ({ from, made }: { from: number; made: ContentFile[] }) => {
              made.forEach((part, index) => (parts[from + index] = part));
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return parts;
}

/** The parts kept in the build cache, for a content session (`npm run dev`) to start from what the last build or session made. */
export function cachedParts(): PartStore {
  const cache = buildCache('parts');
  return {
    get: (key) => {
      const kept = cache.get(key);
      return kept === undefined ? undefined : restore(kept);
    },
    set: (part) => cache.set(part.fingerprint, serialize(part)),
  };
}

export async function loadContentGraph(options: GraphOptions & { inWorkers?: boolean }): Promise<ContentGraph> {
  const contentDir = contentFolder(options.contentDir);
  const prepared = prepareGraph(contentDir, options.reader ?? fileReader(contentDir), options.today ?? new Date());
  const cache = buildCache('parts');
  const keys = prepared.inputs.map(partKey);
  const parts: (ContentFile | undefined)[] = keys.map((key) => {
    const kept = cache.get(key);
    return kept === undefined ? undefined : restore(kept);
  });
  const missing = prepared.inputs.filter((_input, index) => parts[index] === undefined);
  const made = (options.inWorkers ?? missing.length >= PARALLEL_FROM) ? await inWorkers(missing) : missing.map(readContentFile);
  const at = new Map(prepared.inputs.map((input, index) => [input.relativeFile, index]));
  for (const part of made) {
    parts[at.get(part.relativeFile)!] = part;
    cache.set(part.fingerprint, serialize(part));
  }
  return joinGraph(prepared, parts as ContentFile[], options.dates ?? gitDates(contentDir));
}
