import { parentPort } from 'node:worker_threads';
import { readContentFile, type ContentFileInput } from './content-file.ts';

/** A worker thread of content-parts.ts: makes the parts of the files it is sent, and sends them back. */
parentPort!.on('message', ({ from, inputs }: { from: number; inputs: ContentFileInput[] }) => {
  parentPort!.postMessage({ from, made: inputs.map(readContentFile) });
});
