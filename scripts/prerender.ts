/**
 * Writes every route as static HTML so pages read, print and get indexed without
 * JavaScript: dist/<route>/index.html, dist/404.html, and a copy of a page under
 * each differently-cased address the navigation links to (/MFA for /mfa), so a
 * case-sensitive static host serves those too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ClientPage, ClientSite } from '../src/engine/pages.ts';
import { documentTitle } from '../src/layout/document-head.ts';

interface ServerEntry {
  pages: ClientPage[];
  notFoundPage: ClientPage;
  site: ClientSite;
  NOT_FOUND_KEY: string;
  renderPage(url: string, key: string): Promise<string>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(page: ClientPage, site: ClientSite, isNotFound: boolean): string {
  const title = escapeHtml(documentTitle(page, site));
  const description = escapeHtml(page.description);
  const url = `${site.siteUrl}${page.path === '/' ? '/' : page.path}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
  ];
  if (isNotFound) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, `<meta property="og:url" content="${escapeHtml(url)}" />`, '<meta property="og:type" content="article" />');
  return tags.join('\n    ');
}

/** The page's own chunk and the chunks it imports that the entry does not already load. */
function preloadTags(manifest: Record<string, ManifestChunk>, sourceFile: string): string {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  collect(sourceFile, files);
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

function writeFile(file: string, html: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

export async function prerender({ distDir, serverEntry }: { distDir: string; serverEntry: string }): Promise<number> {
  const entry = (await import(serverEntry)) as ServerEntry;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

  const render = async (page: ClientPage, url: string, key: string) => {
    const isNotFound = key === entry.NOT_FOUND_KEY;
    const body = await entry.renderPage(url, key);
    const head = [headTags(page, entry.site, isNotFound), preloadTags(manifest, page.file)].filter(Boolean).join('\n    ');
    return template.replace('<!--head-->', head).replace('<!--route-->', escapeHtml(key)).replace('<!--app-->', body);
  };

  let written = 0;
  const htmlByRoute = new Map<string, string>();
  for (const page of entry.pages) {
    const html = await render(page, page.path, page.path);
    htmlByRoute.set(page.path, html);
    writeFile(path.join(distDir, page.path, 'index.html'), html);
    written++;
  }
  for (const item of entry.site.nav) {
    const canonical = item.href.toLowerCase().replace(/\/+$/, '') || '/';
    const html = htmlByRoute.get(canonical);
    if (item.href !== canonical && html) writeFile(path.join(distDir, item.href, 'index.html'), html);
  }
  writeFile(path.join(distDir, '404.html'), await render(entry.notFoundPage, '/404', entry.NOT_FOUND_KEY));
  fs.rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
  return written + 1;
}
