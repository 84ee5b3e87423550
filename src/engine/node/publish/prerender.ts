/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>/index.html (src/engine/urls.ts says why), each
 * language's not-found page (dist/404.html, dist/es/404.html), the redirect pages
 * of the old addresses (src/engine/node/publish/redirect-pages.ts), the files hosts and web servers read
 * (src/engine/node/publish/host-files.ts) and an index in every folder that has none
 * (src/engine/node/publish/folder-indexes.ts). Each page is rendered from its body's
 * tree (src/engine/page-body.ts) with the chrome's data given now (src/engine/node/render/page-data.ts), and
 * its <head> is the one `npm run dev` writes too (page-document.ts pageHead).
 * Everything comes from the content graph, checked before anything is written; the
 * rendered text is checked too (doubled words, doubled-words.ts), and the build fails
 * on them before its folder takes dist/'s place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { pageBodies, type ContentGraph, type GraphPage } from '../graph/content-graph.ts';
import type { HandoutJob, PageBodies, PageData } from '../../page-types.ts';
import { pageHead } from '../render/page-document.ts';
import { handoutGuides, pageData } from '../render/page-data.ts';
import { routeInLanguage } from '../../languages.ts';
import { basePathOf, pageFile } from '../../urls.ts';
import { doubledWordsReport, type DoubledFinding } from './doubled-words.ts';
import { writeFolderIndexes } from './folder-indexes.ts';
import { notFoundFile, servedSite, writeHostFiles } from './host-files.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { bilingualHandouts } from '../render/page-handouts.ts';
import { workThreads } from '../work-threads.ts';

/**
 * A page the build renders and writes (in src/engine/node/render/render-worker.ts): shown at `url`, with the chrome's data
 * and the guides it prints after its own top (a packet's, or a guide and its twin), into `out.file` with
 * its <head>. `checkWords`: its content file, when its words are checked for doubled words (a handout in
 * two languages is checked on its two pages).
 */
export interface RenderJob {
  url: string;
  page: PageData;
  handout?: HandoutJob;
  out: { file: string; key: string; documentTitle: string; head: string[] };
  checkWords?: string;
}

/** What a render worker starts with: every page's body, and the document every page is put in (index.html as Vite built it). */
export interface RenderWorkerData {
  bodies: PageBodies;
  template: string;
}

/** Pages a worker thread renders at least: fewer would not repay its start. */
const PAGES_PER_WORKER = 100;

/**
 * Renders and writes every job's page in worker threads (as many as workThreads
 * says, each its share, from the pages' bodies: src/engine/node/render/render-worker.ts), and
 * returns the doubled words they found. Even a small site is rendered in one:
 * there the server bundle loads as plain JavaScript, not through the TypeScript
 * loader this script runs under, which is several times slower.
 */
async function renderAll(serverDir: string, jobs: RenderJob[], start: RenderWorkerData): Promise<DoubledFinding[]> {
  const count = Math.max(1, Math.min(workThreads(), Math.floor(jobs.length / PAGES_PER_WORKER)));
  const share = Math.ceil(jobs.length / count);
  const shares = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const worker = new Worker(path.join(serverDir, 'render-worker.js'), { workerData: start });
      try {
        const doubled = new Promise<DoubledFinding[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        worker.postMessage(jobs.slice(index * share, (index + 1) * share));
        return await doubled;
      } finally {
        await worker.terminate();
      }
    }),
  );
  return shares.flat();
}

/** Renders and writes every page of the graph into `distDir`, which holds the client build; `serverDir` holds the server build. Returns how many. */
export async function prerender({ distDir, serverDir, graph }: { distDir: string; serverDir: string; graph: ContentGraph }): Promise<number> {
  const site = graph.site!;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  /** A page's job: a packet prints its guides after its own top; its words are checked. */
  const pageJob = (page: GraphPage, url: string, file: string): RenderJob => {
    const guides = page.frontmatter.packet ? handoutGuides(page, graph, false) : [];
    return {
      url,
      page: pageData(page, graph),
      ...(guides.length > 0 ? { handout: { both: false, guides } } : {}),
      out: { file: path.join(distDir, file), key: page.key, documentTitle: page.documentTitle, head: pageHead(page, graph) },
      checkWords: page.file,
    };
  };
  // Any address that is not a page shows the not-found page of its language (/es/… the Spanish one).
  const jobs = [
    ...graph.pages.map((page) => pageJob(page, page.path, pageFile(page.path))),
    ...graph.notFoundPages.map((page) => pageJob(page, routeInLanguage('/404', page.lang, site.languages), notFoundFile(page.lang, graph))),
    // A guide's handout in two languages holds the guide and its twin, each checked on its own page.
    ...bilingualHandouts(graph).map(({ page, route, title }): RenderJob => ({
      url: route,
      page: pageData(page, graph),
      handout: { both: true, guides: handoutGuides(page, graph, true) },
      out: { file: path.join(distDir, pageFile(route)), key: route, documentTitle: title, head: pageHead(page, graph, { bilingual: { route, title } }) },
    })),
  ];
  // The pages are written into the build's own folder, which replaces dist/ only once the whole build is done (build-site.ts).
  const doubled = doubledWordsReport(await renderAll(serverDir, jobs, { bodies: pageBodies(graph), template }));
  if (doubled) throw new Error(doubled);
  writeRedirectPages(distDir, site.siteUrl, basePathOf(site.siteUrl), graph.aliases, graph.pages.map((page) => page.path));
  writeHostFiles(distDir, graph);
  // Last: every folder is there by now.
  writeFolderIndexes(distDir, servedSite(graph));
  return graph.pages.length + graph.notFoundPages.length;
}
