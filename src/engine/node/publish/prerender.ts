/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>/index.html (src/engine/urls.ts says why), each
 * language's not-found page (dist/404.html, dist/es/404.html), the redirect pages
 * of the old addresses (src/engine/node/publish/redirect-pages.ts), the files hosts and web servers read
 * (src/engine/node/publish/host-files.ts) and an index in every folder that has none
 * (src/engine/node/publish/folder-indexes.ts). Each page is rendered from its compiled
 * module with the chrome's data given now (src/engine/node/vite/page-data.ts), and
 * its <head> is the one `npm run dev` writes too (page-document.ts pageHead).
 * Everything comes from the content graph, checked before anything is written; the
 * rendered text is checked too (doubled words, doubled-words.ts), and the build fails
 * before writing a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { pageBodies, type ContentGraph, type GraphPage } from '../graph/content-graph.ts';
import type { HandoutJob, PageBodies, PageData } from '../../pages.ts';
import { pageDocument, pageHead } from '../vite/page-document.ts';
import { pageData } from '../vite/page-data.ts';
import { routeInLanguage } from '../../languages.ts';
import { basePathOf, pageFile } from '../../urls.ts';
import { doubledWordsReport } from './doubled-words.ts';
import { writeFolderIndexes } from './folder-indexes.ts';
import { notFoundFile, servedSite, writeHostFiles } from './host-files.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { bilingualHandouts, handoutGuides } from '../vite/page-handouts.ts';
import { workThreads } from '../project.ts';

/** A page to render: shown at `url`, with the chrome's data (src/entry-server.tsx) and the guides it prints after its own top (a packet's, or a guide and its twin). */
interface RenderJob {
  url: string;
  page: PageData;
  handout?: HandoutJob;
}

/** Pages a worker thread renders at least: fewer would not repay its start. */
const PAGES_PER_WORKER = 100;

/**
 * Every page's HTML, in the order given, rendered in worker threads (as many as
 * workThreads says, each rendering its share from the pages' body code,
 * src/render-worker.ts). Even a small site is rendered in one: there the server
 * bundle loads as plain JavaScript, not through the TypeScript loader this
 * script runs under, which is several times slower.
 */
async function renderAll(serverDir: string, jobs: RenderJob[], bodies: PageBodies): Promise<string[]> {
  const count = Math.max(1, Math.min(workThreads(), Math.floor(jobs.length / PAGES_PER_WORKER)));
  const share = Math.ceil(jobs.length / count);
  const shares = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const worker = new Worker(path.join(serverDir, 'render-worker.js'), { workerData: bodies });
      try {
        const html = new Promise<string[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        worker.postMessage(jobs.slice(index * share, (index + 1) * share));
        return await html;
      } finally {
        await worker.terminate();
      }
    }),
  );
  return shares.flat();
}

/** A page's render job: a packet prints its guides after its own top. */
function renderJob(page: GraphPage, url: string, graph: ContentGraph): RenderJob {
  const guides = page.frontmatter.packet ? handoutGuides(page, graph, false) : [];
  return { url, page: pageData(page, graph), ...(guides.length > 0 ? { handout: { both: false, guides } } : {}) };
}

function writeFile(file: string, html: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

/** Renders and writes every page of the graph into `distDir`, which holds the client build; `serverDir` holds the server build. Returns how many. */
export async function prerender({ distDir, serverDir, graph }: { distDir: string; serverDir: string; graph: ContentGraph }): Promise<number> {
  const site = graph.site!;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Any address that is not a page shows the not-found page of its language (/es/… the Spanish one).
  const pages = [
    ...graph.pages.map((page) => ({ page, url: page.path, file: pageFile(page.path) })),
    ...graph.notFoundPages.map((page) => ({ page, url: routeInLanguage('/404', page.lang, site.languages), file: notFoundFile(page.lang, graph) })),
  ];
  const handouts = bilingualHandouts(graph);
  const jobs = [
    ...pages.map(({ page, url }) => renderJob(page, url, graph)),
    ...handouts.map(({ page, route }) => ({ url: route, page: pageData(page, graph), handout: { both: true, guides: handoutGuides(page, graph, true) } })),
  ];
  const rendered = await renderAll(serverDir, jobs, pageBodies(graph));
  const documents = pages.map(({ page }, index) => pageDocument(template, page, rendered[index]!, pageHead(page, graph)));
  const doubled = doubledWordsReport(pages.map(({ page }, index) => ({ file: page.file, html: documents[index]! })));
  if (doubled) throw new Error(doubled);
  pages.forEach(({ file }, index) => writeFile(path.join(distDir, file), documents[index]!));
  // A guide's handout in two languages holds the guide and its twin, each checked on its own page above.
  handouts.forEach(({ page, route, title }, index) => {
    const shown = { key: route, locale: page.locale, documentTitle: title };
    writeFile(path.join(distDir, pageFile(route)), pageDocument(template, shown, rendered[pages.length + index]!, pageHead(page, graph, { bilingual: { route, title } })));
  });
  writeRedirectPages(distDir, site.siteUrl, basePathOf(site.siteUrl), graph.aliases);
  writeHostFiles(distDir, graph);
  // Last: every folder is there by now.
  writeFolderIndexes(distDir, servedSite(graph));
  return pages.length;
}
