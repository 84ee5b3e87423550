/**
 * The built site on every host the README names, without JavaScript: each host
 * is emulated from its documented rules (one module each, sources cited there)
 * and crawled with plain HTTP. Runs after the build (scripts/test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readAzureConfig } from './azure-static-web-apps.ts';
import { checkHost, hostTable, HOSTS, type HostReport } from './emulate.ts';
import { readmeTable } from './readme-table.ts';
import { readRedirectsFile } from './redirects-file.ts';
import { buildProjectSite, rootSite, type BuiltSite } from './sites.ts';

const sites: BuiltSite[] = [];
const reports = new Map<string, HostReport>();
const key = (host: string, site: BuiltSite) => `${host} ${site.label}`;

beforeAll(async () => {
  sites.push(rootSite(), buildProjectSite());
  for (const site of sites) for (const host of HOSTS) reports.set(key(host.name, site), await checkHost(host, site, site.siteUrl));
}, 180_000);

describe.each(HOSTS.map((host) => host.name))('%s', (host) => {
  it.each([0, 1])('site %i: every internal address and sitemap entry answers 200 directly, with its own canonical link', (index) => {
    const report = reports.get(key(host, sites[index]!))!;
    expect(report.crawled).toBeGreaterThan(60);
    expect(report.redirects).toEqual([]);
    expect(report.notFound).toEqual([]);
    expect(report.wrongCanonical).toEqual([]);
  });

  it.each([0, 1])('site %i: every spec address and every other form of a page reaches the page without JavaScript', (index) => {
    const report = reports.get(key(host, sites[index]!))!;
    expect(report.specAddresses).toBeGreaterThan(90);
    expect(report.specFailures).toEqual([]);
  });
});

describe('the files hosts read', () => {
  it('_redirects sends .html forms and old addresses to the page with 301, and has no rule for /x/ (Netlify would loop)', () => {
    const rules = readRedirectsFile(sites[0]!.dist);
    expect(rules).toContainEqual({ from: '/mfa.html', to: '/mfa', status: 301, force: false });
    expect(rules).toContainEqual({ from: '/mfa/mfahelp/index.html', to: '/mfa/mfahelp', status: 301, force: false });
    expect(rules).toContainEqual({ from: '/MFA/MFA_AuthSetup', to: '/mfa/mfa_authsetup', status: 301, force: false });
    expect(rules.filter((rule) => rule.from.endsWith('/'))).toEqual([]);
    const base = readRedirectsFile(sites[1]!.dist);
    expect(base).toContainEqual({ from: '/edtech-help-site/MFA', to: '/edtech-help-site/mfa', status: 301, force: false });
  });

  it('staticwebapp.config.json has no per-page routes (Azure matches /x/index.html to /x: a loop), drops trailing slashes and serves 404.html with 404', () => {
    const config = readAzureConfig(sites[0]!.dist);
    expect(config.trailingSlash).toBe('never');
    expect(config.routes).toEqual([{ route: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }]);
    expect(config.responseOverrides).toEqual({ '404': { rewrite: '/404.html', statusCode: 404 } });
    expect(readAzureConfig(sites[1]!.dist).responseOverrides).toEqual({ '404': { rewrite: '/edtech-help-site/404.html', statusCode: 404 } });
  });
});

it('the table in README.md is the one these tests measure (run npm run hosts to update it)', () => {
  const rows = sites.flatMap((site) => HOSTS.map((host) => ({ site: site.label, report: reports.get(key(host.name, site))! })));
  expect(readmeTable()).toBe(hostTable(rows));
});
