/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>/index.html (src/engine/urls.ts says why), each
 * language's not-found page (dist/404.html, dist/es/404.html), the redirect pages
 * of the old addresses (src/engine/node/publish/redirect-pages.ts), the files hosts and web servers read
 * (src/engine/node/publish/host-files.ts) and an index in every folder that has none
 * (src/engine/node/publish/folder-indexes.ts). Each page's <head> gets its title, description,
 * canonical address, sharing tags and security policy. Everything comes from the
 * content graph, checked before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { escapeHtml, pageDocument } from '../vite/page-document.ts';
import { routeInLanguage } from '../../languages.ts';
import { isNotFoundKey } from '../../routing.ts';
import { basePathOf, pageFile, publicAddress } from '../../urls.ts';
import { writeFolderIndexes } from './folder-indexes.ts';
import { notFoundFile, servedSite, writeHostFiles } from './host-files.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { contentSecurityPolicy, REFERRER_POLICY } from './security-headers.ts';
import { bilingualRoute } from '../../../handouts/bilingual.ts';
import { otherLanguage } from '../vite/page-handouts.ts';

/** A page to render: shown at `url`, the page table's `key` (src/entry-server.tsx); `both`: its handout in two languages. */
interface RenderJob {
  url: string;
  key: string;
  both?: boolean;
}

/** Pages a worker thread renders at least: fewer would not repay its start. */
const PAGES_PER_WORKER = 100;

/**
 * Every page's HTML, in the order given, rendered in worker threads (one per
 * core, each rendering its share, src/render-worker.ts). Even a small site is
 * rendered in one: there the pages load as plain JavaScript, not through the
 * TypeScript loader this script runs under, which is several times slower.
 */
async function renderAll(serverDir: string, jobs: RenderJob[]): Promise<string[]> {
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.floor(jobs.length / PAGES_PER_WORKER)));
  const share = Math.ceil(jobs.length / count);
  const shares = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const worker = new Worker(path.join(serverDir, 'render-worker.js'));
      try {
        const bodies = new Promise<string[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        worker.postMessage(jobs.slice(index * share, (index + 1) * share));
        return await bodies;
      } finally {
        await worker.terminate();
      }
    }),
  );
  return shares.flat();
}

/** The page in every language it is in (`hreflang`), the main language's as the default for any other. */
function alternateTags(page: GraphPage, siteUrl: string): string[] {
  const twins = page.locale.alternates.filter((language) => language.twin);
  if (twins.length < 2) return [];
  const link = (hreflang: string, route: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicAddress(siteUrl, route))}" />`;
  return [...twins.map((language) => link(language.code, language.href)), link('x-default', twins[0]!.href)];
}

function headTags(page: GraphPage, graph: ContentGraph): string[] {
  const { siteUrl } = graph.site!;
  const description = escapeHtml(page.frontmatter.description);
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true }))}" />`,
    `<meta name="referrer" content="${escapeHtml(REFERRER_POLICY)}" />`,
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${escapeHtml(page.frontmatter.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.locale.site.name)}" />`,
    `<meta property="og:locale" content="${escapeHtml(page.locale.ui.dateLocale.replace('-', '_'))}" />`,
  ];
  if (isNotFoundKey(page.key)) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = escapeHtml(publicAddress(siteUrl, page.path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`, '<meta property="og:type" content="article" />', ...alternateTags(page, siteUrl));
  }
  return tags;
}

/**
 * Every printable page's handout in two languages (src/handouts/bilingual.ts),
 * with its twin's title in its own: a print of the page, a document of its
 * own at its own address (its canonical link) that search engines leave out
 * (noindex), so they send readers to the page itself.
 */
export function bilingualHandouts(graph: ContentGraph): { page: GraphPage; route: string; title: string }[] {
  return graph.pages.flatMap((page) => {
    const other = otherLanguage(page.lang, graph);
    // A packet in two languages would weigh too much as a page of its own: the packet builder makes it in the browser.
    const twin = page.frontmatter.printable && !page.frontmatter.packet && other !== undefined ? graph.byKey.get(page.twins[other] ?? '') : undefined;
    return twin ? [{ page, route: bilingualRoute(page.path), title: `${page.frontmatter.title} · ${twin.frontmatter.title} | ${page.locale.site.name}` }] : [];
  });
}

function bilingualHeadTags(page: GraphPage, route: string, title: string, graph: ContentGraph): string[] {
  return [
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true })}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.frontmatter.description)}" />`,
    '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${escapeHtml(publicAddress(graph.site!.siteUrl, route))}" />`,
  ];
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
  const bodies = await renderAll(serverDir, [...pages.map(({ page, url }) => ({ url, key: page.key })), ...handouts.map(({ page, route }) => ({ url: route, key: page.key, both: true }))]);
  pages.forEach(({ page, file }, index) => writeFile(path.join(distDir, file), pageDocument(template, page, bodies[index]!, headTags(page, graph))));
  handouts.forEach(({ page, route, title }, index) => {
    const shown = { key: route, locale: page.locale, documentTitle: title };
    writeFile(path.join(distDir, pageFile(route)), pageDocument(template, shown, bodies[pages.length + index]!, bilingualHeadTags(page, route, title, graph)));
  });
  writeRedirectPages(distDir, site.siteUrl, basePathOf(site.siteUrl), graph.aliases);
  writeHostFiles(distDir, graph);
  // Last: every folder is there by now.
  writeFolderIndexes(distDir, servedSite(graph));
  return pages.length;
}
