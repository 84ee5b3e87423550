import { parentPort, workerData } from 'node:worker_threads';
import { makePart, type PartInput } from './content-part.ts';
import type { WorkerStart } from './make-parts.ts';

/** A worker thread of make-parts.ts: makes the parts of the files it is sent, with the site values it was started with, and sends them back. */
const { contexts } = workerData as WorkerStart;
parentPort!.on('message', ({ from, inputs }: { from: number; inputs: Omit<PartInput, 'context'>[] }) => {
  parentPort!.postMessage({ from, made: inputs.map((input) => makePart({ ...input, context: contexts[input.contextKey] })) });
});
