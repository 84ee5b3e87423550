/**
 * Serves a built site the way each host serves it and checks it with plain HTTP
 * (no browser, so no JavaScript): every internal link and sitemap entry must
 * answer 200 at once, and every address of the spec must reach its page.
 * Used by tests/hosts/hosts.test.ts and by `npm run hosts`, which writes the
 * table in README.md's Deploy section.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../scripts/serve.ts';
import { withBase } from '../../src/engine/urls.ts';
import { MFA_LANDING_BUTTONS, NAV, ROUTES } from '../e2e/spec.ts';
import { azureStaticWebApps } from './azure-static-web-apps.ts';
import { cloudflarePages } from './cloudflare-pages.ts';
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
];

export interface HostReport {
  host: string;
  /** Internal addresses requested by the crawl: links, assets, canonical links, sitemap entries. */
  crawled: number;
  redirects: string[];
  notFound: string[];
  /** Pages whose canonical link is not the address they were served at. */
  wrongCanonical: string[];
  specAddresses: number;
  /** Spec addresses that did not reach their page without JavaScript, with why. */
  specFailures: string[];
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

/** Every address of the spec and each page's other forms, with the route it must show. */
export function specAddresses(): { address: string; route: string }[] {
  const old = [...NAV.map((item) => item.href), ...MFA_LANDING_BUTTONS].map((address) => ({ address, route: address.toLowerCase() }));
  const forms = ROUTES.flatMap((route: string): { address: string; route: string }[] =>
    route === '/'
      ? [{ address: '/', route }, { address: '/index.html', route }]
      : [route, `${route}.html`, `${route}/`, `${route}/index.html`].map((address) => ({ address, route })),
  );
  return [...old, ...forms];
}

/** Follows HTTP redirects and `<meta http-equiv="refresh">` pages (no JavaScript) to the page an address shows. */
async function reachWithoutJs(origin: string, start: string): Promise<{ route?: string; trail: string[] }> {
  const trail: string[] = [];
  let current = start;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await get(origin, current);
    trail.push(`${current} ${answer.status}`);
    const next = answer.status >= 300 && answer.status < 400 ? answer.location : answer.status === 200 ? refreshTarget(answer.body) : undefined;
    if (next) {
      current = new URL(next, `${origin}${current}`).pathname;
      continue;
    }
    return { route: answer.status === 200 ? routeOf(answer.body) : undefined, trail };
  }
  return { trail: [...trail, 'too many hops'] };
}

export async function checkHost(host: Host, site: Site, siteUrl: string): Promise<HostReport> {
  const server = host.server(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const report: HostReport = { host: host.name, crawled: 0, redirects: [], notFound: [], wrongCanonical: [], specAddresses: 0, specFailures: [] };
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
    for (const { address, route } of specAddresses()) {
      report.specAddresses += 1;
      const reached = await reachWithoutJs(origin, withBase(site.base, address));
      if (reached.route !== route) report.specFailures.push(`${address}: ${reached.trail.join(' -> ')} (shows ${reached.route ?? 'no page'}, not ${route})`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return report;
}

/** The README table: one row per host and site. */
export function hostTable(rows: { site: string; report: HostReport }[]): string {
  const lines = [
    '| host | site | internal addresses crawled | redirects hit | 404s | spec addresses that work without JavaScript |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ site, report }) => `| ${report.host} | ${site} | ${report.crawled} | ${report.redirects.length} | ${report.notFound.length} | ${report.specAddresses - report.specFailures.length} of ${report.specAddresses} |`),
  ];
  return lines.join('\n');
}
