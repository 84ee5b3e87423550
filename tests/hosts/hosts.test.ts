/**
 * The built site on every host the README names, without JavaScript: each host
 * is emulated from its documented rules (one module each, sources cited there)
 * and crawled with plain HTTP. Runs after the build (scripts/test.ts).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { readAzureConfig } from './azure-static-web-apps.ts';
import { checkHost, hostTable, HOSTS, otherAddresses, type AddressForm, type HostReport } from './emulate.ts';
import { readmeTable } from './readme-table.ts';
import { readRedirectsFile } from './redirects-file.ts';
import { projectSite, rootSite, type BuiltSite } from './sites.ts';

const sites: BuiltSite[] = [];
const reports = new Map<string, HostReport>();
const key = (host: string, site: BuiltSite) => `${host} ${site.label}`;

/**
 * The other addresses of a page that a host cannot send on without JavaScript
 * (its not-found page finds them): every other form must reach its page.
 */
const NEEDS_JAVASCRIPT: Record<string, AddressForm[]> = {
  'GitHub Pages': ['/x.html'],
  'Azure Static Web Apps': ['/x.html'],
  'nginx, Apache, `python -m http.server`, `npx serve` (no settings)': ['/x.html', 'old address'],
  'IIS (no settings; ignores case)': ['/x.html'],
  'nginx, Apache with the settings below': ['/x.html'],
};

beforeAll(async () => {
  sites.push(rootSite(), projectSite());
  const addresses = await otherAddresses(path.resolve(import.meta.dirname, '../../content'));
  for (const site of sites) for (const host of HOSTS) reports.set(key(host.name, site), await checkHost(host, site, site.siteUrl, addresses));
}, 180_000);

describe.each(HOSTS.map((host) => host.name))('%s', (host) => {
  it.each([0, 1])('site %i: every internal address and sitemap entry answers 200 directly, with its own canonical link', (index) => {
    const report = reports.get(key(host, sites[index]!))!;
    expect(report.crawled).toBeGreaterThan(0);
    expect(report.redirects).toEqual([]);
    expect(report.notFound).toEqual([]);
    expect(report.wrongCanonical).toEqual([]);
  });

  it.each([0, 1])('site %i: no address loops, and every other address of a page reaches it in at most one redirect', (index) => {
    const report = reports.get(key(host, sites[index]!))!;
    expect(report.loops).toEqual([]);
    expect(report.mostHops).toBeLessThanOrEqual(1);
    const allowed = NEEDS_JAVASCRIPT[host] ?? [];
    expect(report.failures.filter((failure) => !allowed.includes(failure.form)).map((failure) => failure.why)).toEqual([]);
  });
});

describe('the files hosts read', () => {
  it('_redirects sends .html forms and old addresses to the page with 301, and no rule names a page\'s own address', () => {
    const rules = readRedirectsFile(sites[0]!.dist);
    expect(rules).toContainEqual({ from: '/mfa.html', to: '/mfa/', status: 301, force: false });
    expect(rules).toContainEqual({ from: '/MFA/MFA_AuthSetup', to: '/mfa/mfa_authsetup/', status: 301, force: false });
    const pageAddresses = new Set(readServedSite(sites[0]!.dist).routes.flatMap((route) => [route, pageHref(route)]));
    expect(rules.filter((rule) => pageAddresses.has(rule.from))).toEqual([]);
    const base = readRedirectsFile(sites[1]!.dist);
    expect(base).toContainEqual({ from: '/edtech-help-site/MFA', to: '/edtech-help-site/mfa/', status: 301, force: false });
  });

  it('staticwebapp.config.json has no per-page routes (Azure matches /x/index.html to /x) and serves 404.html with 404', () => {
    const config = readAzureConfig(sites[0]!.dist);
    expect(config.trailingSlash).toBeUndefined();
    expect(config.routes).toEqual([{ route: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }]);
    expect(config.responseOverrides).toEqual({ '404': { rewrite: '/404.html', statusCode: 404 } });
    expect(readAzureConfig(sites[1]!.dist).responseOverrides).toEqual({ '404': { rewrite: '/edtech-help-site/404.html', statusCode: 404 } });
  });
});

it('the table in README.md is the one these tests measure (run npm run hosts to update it)', () => {
  const rows = sites.flatMap((site) => HOSTS.map((host) => ({ site: site.label, report: reports.get(key(host.name, site))! })));
  expect(readmeTable()).toBe(hostTable(rows));
});
