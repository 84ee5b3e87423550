/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>.html (src/engine/urls.ts says why), dist/404.html,
 * and the static redirect pages of scripts/redirect-pages.ts. Each page's <head> gets its
 * title, description, canonical address, sharing tags and security policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentGraph, GraphPage } from '../src/engine/node/content-graph.ts';
import type { SiteConfig } from '../src/engine/site-config.ts';
import { pageFile } from '../src/engine/urls.ts';
import { pageLocale } from '../src/engine/node/page-locale.ts';
import { routeInLanguage } from '../src/engine/languages.ts';
import { escapeHtml, pageDocument, type RenderedPage } from '../src/engine/node/page-document.ts';
import { isNotFoundKey } from '../src/engine/routing.ts';
import { documentTitle } from '../src/layout/document-head.ts';
import { writeHostFiles } from './host-files.ts';
import { redirectPages, writeRedirectPages } from './redirect-pages.ts';
import { contentSecurityPolicy, REFERRER_POLICY } from './security-headers.ts';

/** src/entry-server.tsx, built for Node. */
interface ServerEntry {
  listRoutes(): Promise<string[]>;
  renderPage(url: string, key: string): Promise<string>;
}

/** A rendered page and the content file it came from. */
interface RenderedSource extends RenderedPage {
  source: GraphPage;
}

export function publicAddress(site: Pick<SiteConfig, 'siteUrl'>, route: string): string {
  return `${site.siteUrl}${route}`;
}

/** The page in every language it is in (`hreflang`), the main language's as the default for any other. */
function alternateTags(rendered: RenderedSource, site: SiteConfig): string[] {
  const twins = rendered.locale.alternates.filter((language) => language.twin);
  if (twins.length < 2) return [];
  const link = (hreflang: string, route: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicAddress(site, route))}" />`;
  return [...twins.map((language) => link(language.code, language.href)), link('x-default', twins[0]!.href)];
}

function headTags(rendered: RenderedSource, site: SiteConfig, frameOrigins: string[]): string[] {
  const { source, key, locale } = rendered;
  const isNotFound = isNotFoundKey(key);
  const title = escapeHtml(documentTitle({ path: key, title: source.frontmatter.title, locale }));
  const description = escapeHtml(source.frontmatter.description);
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(frameOrigins, { forMetaTag: true })}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${escapeHtml(source.frontmatter.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(locale.site.name)}" />`,
    `<meta property="og:locale" content="${escapeHtml(locale.ui.dateLocale.replace('-', '_'))}" />`,
  ];
  if (isNotFound) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = escapeHtml(publicAddress(site, key));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`, '<meta property="og:type" content="article" />', ...alternateTags(rendered, site));
  }
  return tags;
}

/** Origins of every frame the pages embed: the only ones the security policy lets in. */
function frameOriginsOf(bodies: string[]): string[] {
  const origins = new Set<string>();
  for (const body of bodies) for (const match of body.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)) origins.add(new URL(match[1]!.replace(/&amp;/g, '&')).origin);
  return [...origins].sort();
}

function writeFile(file: string, html: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

export async function prerender({ distDir, serverEntry, graph: content }: { distDir: string; serverEntry: string; graph: ContentGraph }): Promise<number> {
  const entry = (await import(serverEntry)) as ServerEntry;
  const site = content.site!;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  const rendered: RenderedSource[] = [];
  for (const route of await entry.listRoutes()) {
    const source = content.byPath.get(route)!;
    rendered.push({ source, key: route, title: source.frontmatter.title, body: await entry.renderPage(route, route), locale: pageLocale(source, content) });
  }
  // Any address that is not a page renders the not-found page of its language (/es/… the Spanish one).
  for (const source of content.notFoundPages) {
    const url = routeInLanguage('/404', source.lang, site.languages);
    rendered.push({ source, key: source.key, title: source.frontmatter.title, body: await entry.renderPage(url, source.key), locale: pageLocale(source, content) });
  }

  const frameOrigins = frameOriginsOf(rendered.map((item) => item.body));
  for (const item of rendered) {
    const file = isNotFoundKey(item.key) ? `${routeInLanguage('/404', item.source.lang, site.languages).slice(1)}.html` : pageFile(item.key);
    writeFile(path.join(distDir, file), pageDocument(template, item, headTags(item, site, frameOrigins)));
  }
  const redirects = redirectPages(
    content.pages.map((page) => page.path),
    [...site.nav.map((item) => item.href), ...site.oldAddresses],
  );
  writeRedirectPages(distDir, site, redirects);
  writeHostFiles({ distDir, site, pages: content.pages, notFoundPages: content.notFoundPages, redirects, frameOrigins });
  return rendered.length;
}
