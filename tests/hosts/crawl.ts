/**
 * Checks a built site on a running host with plain HTTP (no browser, so no
 * JavaScript): every internal link and sitemap entry must answer 200 at once;
 * every other address of a page (the old site's, `/x`, `/x.html`,
 * `/x/index.html`) must reach it in at most one redirect and never loop; an
 * address that is no page gets a not-found page; the headers the build
 * describes (`_site.json`) on a page, a hashed file and a not-found answer; no
 * folder is listed; nothing answers 5xx. Used by tests/hosts/hosts.test.ts and
 * `npm run hosts`, which writes the table in docs/deploy.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { movedPages } from '../../src/engine/node/publish/host-files.ts';
import { serverRules } from '../../src/engine/node/publish/server-files/rules.ts';
import { canonicalPath } from '../../src/engine/routing.ts';
import { withBase } from '../../src/engine/urls.ts';
import type { AddressForm, Host } from './host-list.ts';
import { crawlAgent, httpGet, type Answer } from './http-get.ts';
import type { Site } from './static-site.ts';

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
  /** Those that did not reach their page without JavaScript (or took more than one redirect), with why; `siteNotFound` when the site's not-found page answered (its script finds the page). */
  failures: { form: AddressForm; why: string; siteNotFound: boolean }[];
  /** Addresses that sent the reader round in a circle. */
  loops: string[];
  /** The most redirects (HTTP or refresh page) any address took to reach its page, counting its allowance (OtherAddress.steps) as one. */
  mostHops: number;
  /** Forms of which some address took two steps, within its allowance (a folder first, then its page). */
  twoSteps: Set<AddressForm>;
  /** An address that is no page, per language (`` the main one): the status and the page that answered (`404`, `404:es`; undefined for the server's own). */
  missingPage: { language: string; status: number; page: string | undefined }[];
  /** Headers of `_site.json` that were absent or different, as `where: name`. */
  wrongHeaders: string[];
  /** How many header checks were made (where × header). */
  headersChecked: number;
  /** Folders that answered with something that is not a page of the site (a listing). */
  listings: string[];
  /** Every answer with a status of 500 or more. */
  serverErrors: string[];
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const refreshTarget = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const pageOf = (html: string) => /<body data-page="([^"]*)"/.exec(html)?.[1];

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

/** An address to try, the route it must show, and in how many steps at most (one, unless said). */
export interface OtherAddress {
  address: string;
  form: AddressForm;
  route: string;
  steps?: number;
}

/** An address in other capitals, as an old site, a QR code or a reader writes it: `/lms/old_page` -> `/Lms/Old_Page` and `/LMS/OLD_PAGE`. */
function otherCapitals(address: string): string[] {
  return [address.replace(/(^|[/_-])([a-z])/g, (_whole, before: string, letter: string) => `${before}${letter.toUpperCase()}`), address.toUpperCase()];
}

/**
 * Every other address of every page, with its form and the route it must show: from content/ (routes, and the
 * old addresses of site.yaml's nav and oldAddresses). An old address that leads to another page (one that moved)
 * may take two steps: a host that looks for a folder first sends `/x` to `/x/`, where the redirect page is; so
 * may a page's `.html` form (`/x.html` to `/x.html/`, htmlFormFile). A moved page's old address is tried as
 * served-site.ts promises it, in every language: in other capitals, with `.html` and with a slash.
 */
export async function otherAddresses(contentDir: string): Promise<OtherAddress[]> {
  const graph = await loadContentGraph({ contentDir });
  const old = graph.aliases.map(({ from, to }): OtherAddress => ({ address: from, form: 'old address', route: to, ...(canonicalPath(from) === to.split('#')[0] ? {} : { steps: 2 }) }));
  const moved = movedPages(graph.aliases).flatMap(({ from, to }): OtherAddress[] => {
    const route = canonicalPath(to.split('#')[0]!);
    const lower = [`${from}.html`, `${from}/index.html`].map((address): OtherAddress => ({ address, form: 'old address', route, steps: 2 }));
    const capitals = otherCapitals(from).flatMap((written) => [written, `${written}/`, `${written}.html`]);
    return [...lower, ...capitals.map((address): OtherAddress => ({ address, form: 'old address in other capitals', route, steps: 2 }))];
  });
  const forms = graph.pages.flatMap(({ path: route }): OtherAddress[] =>
    route === '/'
      ? [{ address: '/index.html', form: '/x/index.html', route }]
      : [
          { address: route, form: '/x', route },
          { address: `${route}.html`, form: '/x.html', route, steps: 2 },
          { address: `${route}/index.html`, form: '/x/index.html', route },
        ],
  );
  return [...new Map([...old, ...moved, ...forms].map((entry) => [entry.address, entry])).values()];
}

/** The folders of the built site that are not a page's (`MFA/`, `assets/`), as site paths with a slash. */
function foldersWithoutPage(site: Site, routes: readonly string[]): string[] {
  const pageFolders = new Set(routes.map((route) => `${route}/`.replace(/^\/\/$/, '/')));
  return fs
    .readdirSync(site.dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${path.relative(site.dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}/`)
    .filter((folder) => !pageFolders.has(folder));
}

/** Requests at once to one host: a browser opens six connections to a server. */
const CONNECTIONS = 6;

/** Runs `work` on every item of `queue`, `CONNECTIONS` at a time; items added to the queue meanwhile are worked on too. */
async function inParallel<T>(queue: T[], work: (item: T) => Promise<void>): Promise<void> {
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  // A worker that finds the queue empty stops, while another may still add to it: start again until it stays empty.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/**
 * `whole site`: everything above. `addresses only`: only the addresses given, each followed to the page it shows (the
 * editor-edits proof tries a moved page's old addresses on every host, and crawls the whole site on one).
 */
export type CrawlScope = 'whole site' | 'addresses only';

export async function checkHost(host: Host, site: Site, siteUrl: string, addresses: readonly OtherAddress[], scope: CrawlScope = 'whole site'): Promise<HostReport> {
  const server = await host.start(site);
  const report: HostReport = {
    host: host.name,
    crawled: 0,
    redirects: [],
    notFound: [],
    wrongCanonical: [],
    tried: new Map(),
    failures: [],
    loops: [],
    mostHops: 0,
    twoSteps: new Set(),
    missingPage: [],
    wrongHeaders: [],
    headersChecked: 0,
    listings: [],
    serverErrors: [],
  };
  const agent = crawlAgent(CONNECTIONS);
  /**
   * A GET, tried again when the connection breaks: a server may close a kept-alive
   * connection just as it is reused, and Python's refuses connections beyond a
   * short queue on a busy machine. Never a status: an answer is an answer.
   */
  const get = async (sitePath: string, tries = 4): Promise<Answer> => {
    let answer: Answer;
    try {
      answer = await httpGet(server.origin, sitePath, agent);
    } catch (error) {
      if (tries <= 1) throw new Error(`${host.name}: GET ${sitePath} failed: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return get(sitePath, tries - 1);
    }
    if (answer.status >= 500) report.serverErrors.push(`${sitePath} -> ${answer.status}`);
    return answer;
  };
  /** Follows HTTP redirects and `<meta http-equiv="refresh">` pages (no JavaScript) to the page an address shows. */
  const reachWithoutJs = async (start: string) => {
    const trail: string[] = [];
    const seen = new Set<string>();
    let current = start;
    for (let hops = 0; hops < 6; hops += 1) {
      if (seen.has(current)) return { hops, loop: true, trail: [...trail, `${current} again: a loop`] };
      seen.add(current);
      const answer = await get(current);
      trail.push(`${current} ${answer.status}`);
      const next = answer.status >= 300 && answer.status < 400 ? answer.location : answer.status === 200 ? refreshTarget(answer.body) : undefined;
      if (next) {
        current = new URL(next, `${server.origin}${current}`).pathname;
        continue;
      }
      return { route: answer.status === 200 ? pageOf(answer.body) : undefined, page: pageOf(answer.body), hops, loop: false, trail };
    }
    return { hops: 6, loop: true, trail: [...trail, 'too many hops'] };
  };
  const served = readServedSite(site.dist);
  const rules = serverRules(served);
  const checkHeaders = (where: string, answer: Answer, expected: readonly (readonly [string, string])[]) => {
    for (const [name, value] of expected) {
      report.headersChecked += 1;
      const sent = answer.header(name);
      if (sent !== value) report.wrongHeaders.push(`${where}: ${name}${sent === null ? '' : ` is "${sent}"`}`);
    }
  };
  try {
    /** Every internal address the crawl met. */
    const seen = new Set<string>();
    if (scope === 'whole site') {
      const sitemap = await get(withBase(site.base, '/sitemap.xml'));
      const queue = [site.base, ...[...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)];
      for (const address of queue) seen.add(address);
      await inParallel(queue, async (address) => {
        const answer = await get(address);
        report.crawled += 1;
        if (answer.status >= 300 && answer.status < 400) report.redirects.push(`${address} -> ${answer.status} ${answer.location}`);
        else if (answer.status !== 200) report.notFound.push(`${address} -> ${answer.status}`);
        if (answer.status !== 200 || !answer.body.includes('<body data-page=')) return;
        const canonical = canonicalOf(answer.body);
        if (canonical && new URL(canonical).pathname !== address) report.wrongCanonical.push(`${address}: ${canonical}`);
        for (const linked of internalAddresses(answer.body, siteUrl)) {
          if (seen.has(linked)) continue;
          seen.add(linked);
          queue.push(linked);
        }
      });
    }
    await inParallel([...addresses], async ({ address, form, route, steps = 1 }) => {
      report.tried.set(form, (report.tried.get(form) ?? 0) + 1);
      const reached = await reachWithoutJs(withBase(site.base, address));
      if (reached.loop) report.loops.push(`${address}: ${reached.trail.join(' -> ')}`);
      // The most steps beyond the address's own allowance, plus one: 1 while every address keeps within it.
      if (reached.route === route) report.mostHops = Math.max(report.mostHops, reached.hops - steps + 1);
      if (reached.route === route && reached.hops === 2 && steps >= 2) report.twoSteps.add(form);
      if (reached.route !== route || reached.hops > steps) {
        report.failures.push({ form, why: `${address}: ${reached.trail.join(' -> ')} (shows ${reached.route ?? 'no page'}, not ${route})`, siteNotFound: reached.page?.startsWith('404') ?? false });
      }
    });
    for (const list of [report.redirects, report.notFound, report.wrongCanonical, report.loops]) list.sort();
    report.failures.sort((a, b) => (a.why < b.why ? -1 : 1));
    if (scope === 'addresses only') return report;
    // An address that is no page, in each language.
    const everyAnswer = rules.headers;
    for (const language of Object.keys(served.notFound)) {
      const answer = await get(withBase(site.base, `${language === '' ? '' : `/${language}`}/no-such-page-${Date.now()}/`));
      report.missingPage.push({ language, status: answer.status, page: pageOf(answer.body) });
      if (language === '') checkHeaders('a missing page', answer, everyAnswer);
    }
    checkHeaders('a page', await get(site.base), everyAnswer);
    for (const { prefix, headers, file: isFile } of rules.prefixHeaders) {
      const file = isFile ? prefix : [...seen].find((address) => address.startsWith(prefix) && !address.endsWith('/'));
      if (file) checkHeaders(`a file under ${prefix.slice(site.base.length - 1)}`, await get(file), [...everyAnswer, ...headers]);
    }
    for (const folder of foldersWithoutPage(site, served.routes)) {
      const answer = await get(withBase(site.base, folder));
      // A folder's index is a page, or a page the build wrote to send the reader on (publish/redirect-pages.ts).
      if (answer.status === 200 && !pageOf(answer.body) && !refreshTarget(answer.body)) report.listings.push(`${folder}: ${answer.body.slice(0, 80).replace(/\s+/g, ' ')}`);
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  return report;
}

/** What a reader meets at a page's other addresses on a host, in words that stay true as pages are added. */
function otherAddressesCell(report: HostReport): string {
  const failing = [...new Set(report.failures.map((failure) => failure.form))];
  const reached = [...report.tried.keys()].filter((form) => !failing.includes(form));
  const twoSteps = [...report.twoSteps].sort();
  const byFolder = twoSteps.length > 0 ? ` (${twoSteps.map((form) => `\`${form}\``).join(', ')}: two steps, by the folder)` : '';
  if (failing.length === 0) return `all, each in at most one redirect${byFolder}`;
  const byScript = failing.filter((form) => report.failures.filter((failure) => failure.form === form).every((failure) => failure.siteNotFound));
  const lost = failing.filter((form) => !byScript.includes(form));
  const list = (forms: AddressForm[]) => forms.map((form) => `\`${form}\``).join(', ');
  return [
    reached.length === 0 ? 'none' : `${list(reached)}${byFolder}`,
    byScript.length > 0 ? `not ${list(byScript)}: the site's not-found page finds it with JavaScript` : '',
    lost.length > 0 ? `not ${list(lost)}: the server's own not-found page` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Which not-found page answers an address that is no page, in words. */
function missingPageCell(report: HostReport): string {
  const statuses = [...new Set(report.missingPage.map(({ status }) => status))].join(', ');
  const pages = report.missingPage.map(({ language, page }) => (page === undefined ? 'own' : page === (language === '' ? '404' : `404:${language}`) ? 'each' : 'main'));
  if (pages.every((page) => page === 'each')) return `the site's, in each language (${statuses})`;
  if (pages.every((page) => page === 'own')) return `the server's own (${statuses})`;
  if (pages.every((page) => page !== 'own')) return `the site's, in the main language for all (${statuses}; the page then shows its own language with JavaScript)`;
  return `${report.missingPage.map(({ language, status, page }) => `${language || 'main'}: ${page ?? 'own'} ${status}`).join(', ')}`;
}

function headersCell(report: HostReport): string {
  if (report.wrongHeaders.length === 0) return 'all';
  if (report.wrongHeaders.length === report.headersChecked) return 'none (each page\'s own `<meta>` policy)';
  return `some missing: ${report.wrongHeaders.join('; ')}`;
}

function problemsCell(report: HostReport): string {
  const problems = [
    report.listings.length > 0 ? `${report.listings.length} folders listed` : '',
    report.serverErrors.length > 0 ? `${report.serverErrors.length} answers 5xx` : '',
    report.loops.length > 0 ? `${report.loops.length} loops` : '',
  ].filter(Boolean);
  return problems.length === 0 ? 'none' : problems.join(', ');
}

/**
 * The table in docs/deploy.md: one row per host, or per host and site where the
 * sites (at the root, under a path) measured differently. Its words come from
 * the measurements, never from counts of today's pages.
 */
export function hostTable(rows: { site: string; report: HostReport }[]): string {
  const cells = (report: HostReport) => {
    const pages = report.redirects.length + report.notFound.length + report.wrongCanonical.length === 0 ? '200, no redirect' : 'NOT ALL: see npm run hosts';
    return `${pages} | ${otherAddressesCell(report)} | ${missingPageCell(report)} | ${headersCell(report)} | ${problemsCell(report)}`;
  };
  const hosts = [...new Set(rows.map(({ report }) => report.host))];
  const lines = [
    '| host | site | every page at its address (`/x/`) | the page\'s other addresses, without JavaScript | an address that is no page | headers | listings, 5xx, loops |',
    '|---|---|---|---|---|---|---|',
    ...hosts.flatMap((host) => {
      const measured = rows.filter(({ report }) => report.host === host).map(({ site, report }) => ({ site, cells: cells(report) }));
      if (new Set(measured.map((row) => row.cells)).size === 1) return [`| ${host} | ${measured.map((row) => row.site).join(', and ')} | ${measured[0]!.cells} |`];
      return measured.map((row) => `| ${host} | ${row.site} | ${row.cells} |`);
    }),
  ];
  return lines.join('\n');
}
