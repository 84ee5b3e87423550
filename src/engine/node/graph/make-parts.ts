import { Worker } from 'node:worker_threads';
import { makePart, type ContentPart, type PartInput } from './content-part.ts';
import type { ContentContext } from './remark-content.ts';
import { workThreads } from '../work-threads.ts';

/**
 * Makes the parts the store did not have (content-part.ts), on as many threads
 * as workThreads says: this thread works through the list too, and one worker
 * thread per other core takes a few files at a time. A worker starts in about a
 * second (it loads TypeScript and the parser anew), so a few parts are made here
 * alone. Parts come back without their trees (content-part.ts keeps none), so
 * little is copied between threads; the site values each part is read with go
 * to each worker once, not with every file.
 */
/** Below this many parts to make, a worker would take longer to start than it saves. */
const PARALLEL_FROM = 60;
/** Files a worker is sent at a time. */
const BATCH = 4;

/** A part's input as sent to a worker: its site values by their key (WorkerStart.contexts). */
type SentInput = Omit<PartInput, 'context'>;

export interface WorkerStart {
  url: string;
  contexts: Record<string, ContentContext>;
}

/**
 * A worker's first lines: they teach it TypeScript (tsx, as the build itself
 * runs) before it loads part-worker.ts. (Node 20 does not pass `--import tsx`
 * on to a worker's own first module.)
 */
const WORKER_BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.url); });
`;

/** How many threads make parts: workThreads (work-threads.ts), or `threads` (tests choose). */
export async function makeParts(inputs: readonly PartInput[], threads = workThreads()): Promise<ContentPart[]> {
  const parts: ContentPart[] = new Array(inputs.length);
  const workers = inputs.length >= PARALLEL_FROM ? Math.min(threads - 1, Math.ceil(inputs.length / PARALLEL_FROM)) : 0;
  if (workers <= 0) return inputs.map(makePart);

  const contexts: Record<string, ContentContext> = {};
  for (const input of inputs) if (input.context) contexts[input.contextKey] = input.context;
  const start: WorkerStart = { url: new URL('./part-worker.ts', import.meta.url).href, contexts };
  let next = 0;
  const inWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= inputs.length) return resolve();
        const from = next;
        next = Math.min(inputs.length, next + BATCH);
        worker.postMessage({ from, inputs: inputs.slice(from, next).map(({ context: _context, ...sent }): SentInput => sent) });
      };
      worker.on('message', ({ from, made }: { from: number; made: ContentPart[] }) => {
        made.forEach((part, index) => (parts[from + index] = part));
        send();
      });
      worker.on('error', reject);
      send();
    });
  /** This thread's share: one file at a time, letting the workers' messages in between. */
  const here = async () => {
    while (next < inputs.length) {
      const index = next++;
      parts[index] = makePart(inputs[index]!);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const pool = Array.from({ length: workers }, () => new Worker(WORKER_BOOT, { eval: true, workerData: start }));
  try {
    await Promise.all([here(), ...pool.map(inWorker)]);
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return parts;
}
