/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>/index.html (src/engine/urls.ts says why), each
 * language's not-found page (dist/404.html, dist/es/404.html), the redirect pages
 * of the old addresses (scripts/redirect-pages.ts) and the files hosts read
 * (scripts/host-files.ts). Each page's <head> gets its title, description,
 * canonical address, sharing tags and security policy. Everything comes from the
 * content graph, checked before anything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentGraph, GraphPage } from '../src/engine/node/content-graph.ts';
import { escapeHtml, pageDocument } from '../src/engine/node/page-document.ts';
import { routeInLanguage } from '../src/engine/languages.ts';
import { isNotFoundKey } from '../src/engine/routing.ts';
import { basePathOf, pageFile, publicAddress } from '../src/engine/urls.ts';
import { notFoundFile, writeHostFiles } from './host-files.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { contentSecurityPolicy, REFERRER_POLICY } from './security-headers.ts';

/** src/entry-server.tsx, built for Node. */
interface ServerEntry {
  renderPage(url: string, key: string): Promise<string>;
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
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true })}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
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

function writeFile(file: string, html: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

/** Renders and writes every page of the graph into `distDir`, which holds the client build; returns how many. */
export async function prerender({ distDir, serverEntry, graph }: { distDir: string; serverEntry: string; graph: ContentGraph }): Promise<number> {
  const entry = (await import(serverEntry)) as ServerEntry;
  const site = graph.site!;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const page of graph.pages) {
    writeFile(path.join(distDir, pageFile(page.path)), pageDocument(template, page, await entry.renderPage(page.path, page.key), headTags(page, graph)));
  }
  // Any address that is not a page shows the not-found page of its language (/es/… the Spanish one).
  for (const page of graph.notFoundPages) {
    const body = await entry.renderPage(routeInLanguage('/404', page.lang, site.languages), page.key);
    writeFile(path.join(distDir, notFoundFile(page.lang, graph)), pageDocument(template, page, body, headTags(page, graph)));
  }
  writeRedirectPages(distDir, site.siteUrl, basePathOf(site.siteUrl), graph.aliases);
  writeHostFiles(distDir, graph);
  return graph.pages.length + graph.notFoundPages.length;
}
