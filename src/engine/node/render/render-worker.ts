import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPage } from '../../../entry-server.tsx';
import type { RenderedSections } from '../../../handouts/render.tsx';
import { doubledWords, type DoubledFinding } from '../publish/doubled-words.ts';
import { pageDocument } from './page-document.ts';
import type { RenderJob, RenderWorkerData } from '../publish/prerender.ts';

/**
 * A worker thread of src/engine/node/publish/prerender.ts, built beside entry-server.js: renders
 * the pages it is sent (each with the chrome's data, page-data.ts), checks their words for doubled
 * ones, and writes each as a whole document; it sends back only what it found doubled. The pages'
 * HTML stays here: sending tens of megabytes of it back to be written took longer than writing it.
 */
const { bodies, template } = workerData as RenderWorkerData;
const folders = new Set<string>();
/** Each guide's body as handouts print it, rendered once for all the handouts of this worker's pages. */
const sections: RenderedSections = new Map();

parentPort!.on('message', (jobs: RenderJob[]) => {
  const doubled: DoubledFinding[] = [];
  for (const { url, page, handout, out, checkWords } of jobs) {
    const body = renderPage(url, page, bodies, handout, sections);
    if (checkWords !== undefined) {
      const phrases = doubledWords(body);
      if (phrases.length > 0) doubled.push({ file: checkWords, phrases });
    }
    const folder = path.dirname(out.file);
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true });
    folders.add(folder);
    fs.writeFileSync(out.file, pageDocument(template, { key: out.key, locale: page.locale, documentTitle: out.documentTitle }, body, out.head));
  }
  parentPort!.postMessage(doubled);
});
