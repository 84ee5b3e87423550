/**
 * The built site on every host of tests/hosts/host-list.ts, at the root of a
 * domain and under a path, without JavaScript (tests/hosts/crawl.ts): the real
 * web servers installed here, `npm start`, and models of the hosts that cannot
 * run here. A server that is not installed is skipped, and says why.
 * Runs after the build (scripts/test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { pageHref, withBase } from '../../src/engine/urls.ts';
import { readAzureConfig } from './azure-static-web-apps.ts';
import { checkHost, hostTable, otherAddresses, type HostReport } from './crawl.ts';
import { HOSTS } from './host-list.ts';
import { readHostTable } from './host-table.ts';
import { readRedirectsFile } from './redirects-file.ts';
import { MEASURED_CONTENT, measuredSites, type BuiltSite } from './sites.ts';

const sites: BuiltSite[] = [];
const reports = new Map<string, HostReport>();
const key = (host: string, site: BuiltSite) => `${host} ${site.label}`;
const missing = new Map(HOSTS.map((host) => [host.name, host.missing?.()]));
/** Hosts crawled at once: each real server is its own process, so two keep both cores busy. */
const AT_ONCE = 3;

beforeAll(async () => {
  sites.push(...measuredSites());
  const addresses = await otherAddresses(MEASURED_CONTENT);
  const runs = sites.flatMap((site) => HOSTS.filter((host) => !missing.get(host.name)).map((host) => ({ host, site })));
  const errors: unknown[] = [];
  const next = async (): Promise<void> => {
    const run = runs.shift();
    if (!run) return;
    // Every run goes on to the end (and stops its server) even when another fails.
    await checkHost(run.host, run.site, run.site.siteUrl, addresses).then(
      (report) => reports.set(key(run.host.name, run.site), report),
      (error: unknown) => errors.push(error),
    );
    return next();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  if (errors.length > 0) throw errors[0];
}, 300_000);

describe.each(HOSTS.map((host) => ({ host, why: missing.get(host.name) })))('$host.name', ({ host, why }) => {
  // A server that is not installed: one skipped test that names it and why (.ci/run installs them all).
  if (why !== undefined) it.skip(`is skipped: ${why}`, () => undefined);

  describe.skipIf(why !== undefined).each([0, 1])('site %i', (index) => {
    const report = () => reports.get(key(host.name, sites[index]!))!;

    it('every internal address and sitemap entry answers 200 directly, with its own canonical link', () => {
      expect(report().crawled).toBeGreaterThan(0);
      expect(report().redirects).toEqual([]);
      expect(report().notFound).toEqual([]);
      expect(report().wrongCanonical).toEqual([]);
    });

    it('no address loops or answers 5xx, and every other address of a page reaches it in at most one redirect', () => {
      expect(report().loops).toEqual([]);
      expect(report().serverErrors).toEqual([]);
      expect(report().mostHops).toBeLessThanOrEqual(1);
      expect(report().failures.filter((failure) => !host.expects.mayNotReach.includes(failure.form)).map((failure) => failure.why)).toEqual([]);
    });

    it('no folder is listed', () => {
      expect(report().listings).toEqual([]);
    });

    it(`an address that is no page gets ${host.expects.notFound === 'its own' ? 'the server\'s own not-found page' : `the site's not-found page ${host.expects.notFound === 'each language' ? 'of its language' : ''}`}, with status 404`, () => {
      const expected = report().missingPage.map(({ language }) => ({
        language,
        status: 404,
        page: host.expects.notFound === 'its own' ? undefined : host.expects.notFound === 'one for all' || language === '' ? '404' : `404:${language}`,
      }));
      expect(report().missingPage).toEqual(expected);
    });

    it(host.expects.headers ? 'sends the headers the build describes on pages, hashed files and not-found answers' : 'sends none of the site\'s headers (the pages carry their own policy)', () => {
      if (host.expects.headers) expect(report().wrongHeaders).toEqual([]);
      else expect(report().wrongHeaders.length).toBe(report().headersChecked);
    });
  });
});

describe('the files hosts read', () => {
  it('_redirects sends .html forms and old addresses to the page with 301, and no rule names a page\'s own address', () => {
    for (const site of sites) {
      const rules = readRedirectsFile(site.dist);
      const served = readServedSite(site.dist);
      // Every .html form and old address the build knows (site.yaml's oldAddresses, moved pages), read from the build, never typed in.
      const expected = served.redirects.map(({ from, to }) => ({ from: withBase(served.base, from), to: withBase(served.base, to) }));
      expect(expected.some(({ from }) => from.endsWith('.html')) && expected.some(({ from }) => !from.endsWith('.html'))).toBe(true);
      for (const { from, to } of expected) expect(rules, site.label).toContainEqual({ from, to, status: 301, force: false });
      const pageAddresses = new Set(served.routes.flatMap((route) => [route, pageHref(route)].map((address) => withBase(served.base, address))));
      expect(rules.filter((rule) => pageAddresses.has(rule.from))).toEqual([]);
    }
  });

  it('staticwebapp.config.json has no per-page routes (Azure matches /x/index.html to /x) and serves 404.html with 404', () => {
    const config = readAzureConfig(sites[0]!.dist);
    expect(config.trailingSlash).toBeUndefined();
    expect(config.routes).toEqual([{ route: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }, { route: '/sw.js', headers: { 'Cache-Control': 'no-cache' } }]);
    expect(config.responseOverrides).toEqual({ '404': { rewrite: '/404.html', statusCode: 404 } });
    expect(readAzureConfig(sites[1]!.dist).responseOverrides).toEqual({ '404': { rewrite: '/edtech-help-site/404.html', statusCode: 404 } });
  });
});

const skipped = [...missing.entries()].filter(([, why]) => why !== undefined);
it.skipIf(skipped.length > 0)(`the table in docs/deploy.md is the one these tests measure (run npm run hosts to update it)${skipped.length > 0 ? `: not compared, ${skipped.length} hosts are not installed here` : ''}`, () => {
  const rows = sites.flatMap((site) => HOSTS.map((host) => ({ site: site.label, report: reports.get(key(host.name, site))! })));
  expect(readHostTable()).toBe(hostTable(rows));
});
