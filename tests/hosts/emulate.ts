/**
 * Serves a built site the way each host serves it and checks it with plain HTTP
 * (no browser, so no JavaScript): every internal link and sitemap entry must
 * answer 200 at once, and every other address of a page (the spec's, the old
 * site's, `/x`, `/x.html`, `/x/index.html`) must reach it in at most one
 * redirect and never loop. Used by tests/hosts/hosts.test.ts and by
 * `npm run hosts`, which writes the table in README.md's Deploy section.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../src/engine/node/publish/static-server.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { withBase } from '../../src/engine/urls.ts';
import { azureStaticWebApps } from './azure-static-web-apps.ts';
import { cloudflarePages } from './cloudflare-pages.ts';
import { folderFirst } from './folder-first.ts';
import { githubPages } from './github-pages.ts';
import { netlify } from './netlify.ts';
import type { HostHandler, Site } from './static-site.ts';

export interface Host {
  name: string;
  server: (site: Site) => http.Server;
}

const emulated = (handler: HostHandler) => (site: Site) => http.createServer((request, response) => handler(site, request, response));

export const HOSTS: Host[] = [
  { name: 'GitHub Pages', server: emulated(githubPages) },
  { name: 'Netlify', server: emulated(netlify) },
  { name: 'Cloudflare Pages', server: emulated(cloudflarePages) },
  { name: 'Azure Static Web Apps', server: emulated(azureStaticWebApps) },
  { name: '`npm start`', server: (site) => createStaticServer(site.dist) },
  { name: 'nginx, Apache, `python -m http.server`, `npx serve` (no settings)', server: emulated(folderFirst()) },
  { name: 'IIS (no settings; ignores case)', server: emulated(folderFirst({ ignoresCase: true })) },
  { name: 'nginx, Apache with the settings below', server: emulated(folderFirst({ settings: true })) },
];

/** The kinds of address a page is reached at, for the README's table. */
export type AddressForm = 'old address' | '/x' | '/x.html' | '/x/index.html';

export interface HostReport {
  host: string;
  /** Internal addresses requested by the crawl: links, assets, canonical links, sitemap entries. */
  crawled: number;
  redirects: string[];
  notFound: string[];
  /** Pages whose canonical link is not the address they were served at. */
  wrongCanonical: string[];
  /** Other addresses of pages tried, by form. */
  tried: Map<AddressForm, number>;
  /** Those that did not reach their page without JavaScript (or took more than one redirect), with why. */
  failures: { form: AddressForm; why: string }[];
  /** Addresses that sent the reader round in a circle. */
  loops: string[];
  /** The most redirects (HTTP or refresh page) any address took to reach its page. */
  mostHops: number;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

async function get(origin: string, sitePath: string): Promise<Answer> {
  const response = await fetch(`${origin}${sitePath}`, { redirect: 'manual' });
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html') || sitePath.endsWith('.xml');
  return { status: response.status, location: response.headers.get('location'), body: html ? await response.text() : (await response.arrayBuffer(), '') };
}

/** Internal addresses an HTML page refers to (links, scripts, styles, pictures, its canonical link), as paths. */
export function internalAddresses(html: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const value = match[1]!.replace(/&amp;/g, '&');
    if (value.startsWith('/') && !value.startsWith('//')) found.push(value);
    else if (value.startsWith(`${origin}/`) || value === origin) found.push(new URL(value).pathname);
  }
  return found.map((address) => address.split('#')[0]!.split('?')[0]!).filter(Boolean);
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const refreshTarget = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const routeOf = (html: string) => /<body data-page="([^"]*)"/.exec(html)?.[1];

/** Every other address of every page, with its form and the route it must show: from content/ (routes, and the old addresses of site.yaml's nav and oldAddresses). */
export async function otherAddresses(contentDir: string): Promise<{ address: string; form: AddressForm; route: string }[]> {
  const graph = await loadContentGraph({ contentDir });
  const old = graph.aliases.map(({ from, to }) => ({ address: from, form: 'old address' as const, route: to }));
  const forms = graph.pages.flatMap(({ path: route }): { address: string; form: AddressForm; route: string }[] =>
    route === '/'
      ? [{ address: '/index.html', form: '/x/index.html', route }]
      : [
          { address: route, form: '/x', route },
          { address: `${route}.html`, form: '/x.html', route },
          { address: `${route}/index.html`, form: '/x/index.html', route },
        ],
  );
  return [...new Map([...old, ...forms].map((entry) => [entry.address, entry])).values()];
}

/** Follows HTTP redirects and `<meta http-equiv="refresh">` pages (no JavaScript) to the page an address shows. */
async function reachWithoutJs(origin: string, start: string): Promise<{ route?: string; hops: number; loop: boolean; trail: string[] }> {
  const trail: string[] = [];
  const seen = new Set<string>();
  let current = start;
  for (let hops = 0; hops < 6; hops += 1) {
    if (seen.has(current)) return { hops, loop: true, trail: [...trail, `${current} again: a loop`] };
    seen.add(current);
    const answer = await get(origin, current);
    trail.push(`${current} ${answer.status}`);
    const next = answer.status >= 300 && answer.status < 400 ? answer.location : answer.status === 200 ? refreshTarget(answer.body) : undefined;
    if (next) {
      current = new URL(next, `${origin}${current}`).pathname;
      continue;
    }
    return { route: answer.status === 200 ? routeOf(answer.body) : undefined, hops, loop: false, trail };
  }
  return { hops: 6, loop: true, trail: [...trail, 'too many hops'] };
}

export async function checkHost(host: Host, site: Site, siteUrl: string, addresses: Awaited<ReturnType<typeof otherAddresses>>): Promise<HostReport> {
  const server = host.server(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const report: HostReport = { host: host.name, crawled: 0, redirects: [], notFound: [], wrongCanonical: [], tried: new Map(), failures: [], loops: [], mostHops: 0 };
  try {
    const sitemap = await get(origin, withBase(site.base, '/sitemap.xml'));
    const queue = [site.base, ...[...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const address = queue.shift()!;
      const answer = await get(origin, address);
      report.crawled += 1;
      if (answer.status >= 300 && answer.status < 400) report.redirects.push(`${address} -> ${answer.status} ${answer.location}`);
      else if (answer.status !== 200) report.notFound.push(`${address} -> ${answer.status}`);
      if (answer.status !== 200 || !answer.body.includes('<body data-page=')) continue;
      const canonical = canonicalOf(answer.body);
      if (canonical && new URL(canonical).pathname !== address) report.wrongCanonical.push(`${address}: ${canonical}`);
      for (const linked of internalAddresses(answer.body, siteUrl)) {
        if (seen.has(linked)) continue;
        seen.add(linked);
        queue.push(linked);
      }
    }
    for (const { address, form, route } of addresses) {
      report.tried.set(form, (report.tried.get(form) ?? 0) + 1);
      const reached = await reachWithoutJs(origin, withBase(site.base, address));
      if (reached.loop) report.loops.push(`${address}: ${reached.trail.join(' -> ')}`);
      if (reached.route === route) report.mostHops = Math.max(report.mostHops, reached.hops);
      if (reached.route !== route || reached.hops > 1) report.failures.push({ form, why: `${address}: ${reached.trail.join(' -> ')} (shows ${reached.route ?? 'no page'}, not ${route})` });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return report;
}

/** What a reader meets at a page's other addresses on a host, in words that stay true as pages are added. */
function otherAddressesCell(report: HostReport): string {
  const failing = [...new Set(report.failures.map((failure) => failure.form))];
  const reached = [...report.tried.keys()].filter((form) => !failing.includes(form));
  if (failing.length === 0) return 'all, each in at most one redirect';
  if (reached.length === 0) return 'none: the not-found page finds the page with JavaScript';
  return `${reached.map((form) => `\`${form}\``).join(', ')}; not ${failing.map((form) => `\`${form}\``).join(', ')}, which the not-found page finds with JavaScript`;
}

/** The README table: one row per host and site. Its words come from the measurements, never from counts of today's pages. */
export function hostTable(rows: { site: string; report: HostReport }[]): string {
  const lines = [
    '| host | site | every page at its address (`/x/`) | the page\'s other addresses, without JavaScript | loops |',
    '|---|---|---|---|---|',
    ...rows.map(({ site, report }) => {
      const pages = report.redirects.length + report.notFound.length + report.wrongCanonical.length === 0 ? '200, no redirect' : 'NOT ALL: see npm run hosts';
      return `| ${report.host} | ${site} | ${pages} | ${otherAddressesCell(report)} | ${report.loops.length === 0 ? 'none' : report.loops.length} |`;
    }),
  ];
  return lines.join('\n');
}
