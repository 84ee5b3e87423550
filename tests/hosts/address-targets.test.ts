/**
 * Every address the built site sends a reader to (issue 50): each href, src,
 * srcset, form action and refresh of every page, each redirect target of
 * _redirects, _site.json, staticwebapp.config.json, .htaccess, nginx.conf, the
 * Caddyfile and web.config, the sitemap's and the web manifest's addresses.
 * Each is this site's own (one `/`, no `\`), a #section, mailto: or tel:, or
 * an https:// address on a server content/site.yaml names. Whatever content/
 * holds, nothing the build writes leads anywhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rootSite } from './sites.ts';

const site = rootSite();
const config = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { siteUrl: string; repository: { url: string }; links: Record<string, string>; reportProblem?: { form?: string } };
/** The servers site.yaml names: its links, its own address, its repository and its form. */
const ALLOWED_ORIGINS = new Set([config.siteUrl, config.repository.url, config.reportProblem?.form, ...Object.values(config.links)].filter((url): url is string => url !== undefined).map((url) => new URL(url).origin));

/** Why an address a built file sends a reader to is not allowed, or undefined. */
function wrongTarget(address: string): string | undefined {
  const value = address.replace(/&amp;/g, '&');
  if (/[\s\\]/.test(value) || /[^\x21-\x7e]/.test(value)) return 'holds a space, a \\ or a character outside plain ASCII';
  if (value.startsWith('#') || /^(mailto|tel):/i.test(value)) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? 'starts with //' : undefined;
  if (/^https:\/\//i.test(value)) {
    const url = new URL(value);
    if (url.username || url.password) return 'has a user name';
    return ALLOWED_ORIGINS.has(url.origin) ? undefined : `leads to ${url.origin}, which site.yaml does not name`;
  }
  return 'is neither this site\'s, https:// to a server site.yaml names, mailto: nor tel:';
}

/** Every file of dist/, relative, with forward slashes. */
const files = fs.readdirSync(site.dist, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/')).filter((file) => fs.statSync(path.join(site.dist, file)).isFile());
const read = (file: string) => fs.readFileSync(path.join(site.dist, file), 'utf8');

/** The addresses of a page: attributes that lead somewhere, each address of a srcset, and a refresh's url. */
function pageTargets(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|action|poster|formaction|data-print-url-href)="([^"]*)"/g)].map((match) => match[1]!);
  const sets = [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!));
  const refreshes = [...html.matchAll(/<meta http-equiv="refresh" content="[^"]*?url=([^"]*)"/gi)].map((match) => match[1]!);
  return [...attributes, ...sets, ...refreshes];
}

/** The targets of each server file, as each writes a redirect or a rewrite. */
const SERVER_FILES: Record<string, (text: string) => string[]> = {
  _redirects: (text) => text.split('\n').filter(Boolean).map((line) => line.split(/\s+/)[1]!),
  '_site.json': (text) => (JSON.parse(text) as { redirects: { to: string }[] }).redirects.map(({ to }) => to),
  'staticwebapp.config.json': (text) => [...text.matchAll(/"(?:rewrite|redirect)":\s*"([^"]*)"/g)].map((match) => match[1]!),
  '.htaccess': (text) => [...text.matchAll(/^\s*RedirectMatch 30\d "?[^\s"]+"? "?([^\s"]+)"?$/gm)].map((match) => match[1]!),
  '_server/nginx.conf': (text) => [...text.matchAll(/return 30\d ([^;\s]+);/g)].map((match) => match[1]!),
  '_server/Caddyfile': (text) => [...text.matchAll(/^\t\t"?(\/[^\s"]*)"? "?([^\s"]+)"?$/gm)].map((match) => match[2]!),
  '_server/web.config': (text) => [...text.matchAll(/<action type="Redirect" url="([^"]*)"/g)].map((match) => match[1]!),
  'sitemap.xml': (text) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!),
  'site.webmanifest': (text) => {
    const manifest = JSON.parse(text) as { start_url: string; icons: { src: string }[] };
    return [manifest.start_url, ...manifest.icons.map((icon) => icon.src)];
  },
};

describe('every address the built site sends a reader to', () => {
  it('in its pages: this site\'s own, a #section, mailto:, tel:, or https:// to a server site.yaml names', () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    const wrong = pages.flatMap((file) => pageTargets(read(file)).flatMap((address) => {
      const why = wrongTarget(address);
      return why ? [`${file}: ${address} ${why}`] : [];
    }));
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(SERVER_FILES))('in %s: every redirect, rewrite and address is this site\'s own (or the site\'s own https:// address)', (file) => {
    expect(files, `${file} was not built`).toContain(file);
    const targets = SERVER_FILES[file]!(read(file));
    if (file !== 'staticwebapp.config.json') expect(targets.length, `no address read from ${file}: has its format changed?`).toBeGreaterThan(0);
    expect(targets.flatMap((address) => (wrongTarget(address) ? [`${address} ${wrongTarget(address)}`] : []))).toEqual([]);
  });
});
