/**
 * Azure Static Web Apps, as documented and measured, reading the built
 * staticwebapp.config.json (https://learn.microsoft.com/azure/static-web-apps/configuration):
 *  - `routes` are tried in order, first match wins; an exact route for
 *    `/x/index.html` also matches the folder `/x` and `/x/` ("Exact route");
 *    a route ending in `*` matches every path that starts with it; a route with
 *    `redirect` answers `statusCode` (default 302);
 *  - `trailingSlash: "never"` redirects `/x/` to `/x` with 301
 *    (https://learn.microsoft.com/azure/static-web-apps/configuration#trailing-slash);
 *  - `/x` serves `x.html` or `x/index.html`; `/x.html` is served as it is
 *    (https://github.com/slorber/trailing-slash-guide, "Azure Static Web Apps" row);
 *  - `globalHeaders` and a matching route's `headers` are added;
 *    `responseOverrides["404"]` answers a missing file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileAt, redirect, requestPath, sendFile, type HostHandler, type Site } from './static-site.ts';

interface Route {
  route: string;
  redirect?: string;
  statusCode?: number;
  headers?: Record<string, string>;
}

interface AzureConfig {
  trailingSlash?: 'always' | 'never' | 'auto';
  globalHeaders?: Record<string, string>;
  routes?: Route[];
  responseOverrides?: Record<string, { rewrite?: string; statusCode?: number }>;
}

export function readAzureConfig(dist: string): AzureConfig {
  return JSON.parse(fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8')) as AzureConfig;
}

function routeMatches(route: string, wanted: string): boolean {
  if (route.endsWith('*')) return wanted.startsWith(route.slice(0, -1));
  if (route === wanted) return true;
  const folder = route.endsWith('/index.html') ? route.slice(0, -'index.html'.length) : undefined;
  return folder !== undefined && (wanted === folder || `${wanted}/` === folder);
}

function fileFor(site: Site, wanted: string): string | undefined {
  if (wanted.endsWith('/')) return fileAt(site, `${wanted}index.html`);
  return fileAt(site, wanted) ?? fileAt(site, `${wanted}.html`) ?? fileAt(site, `${wanted}/index.html`);
}

export const azureStaticWebApps: HostHandler = (site, request, response) => {
  const config = readAzureConfig(site.dist);
  const wanted = requestPath(request);
  const route = wanted === undefined ? undefined : config.routes?.find((candidate) => routeMatches(candidate.route, wanted));
  const headers = { ...config.globalHeaders, ...route?.headers };
  if (route?.redirect) return redirect(response, route.statusCode ?? 302, route.redirect, headers);
  if (wanted !== undefined && config.trailingSlash === 'never' && wanted.endsWith('/') && wanted !== site.base) return redirect(response, 301, wanted.slice(0, -1), headers);
  const file = wanted === undefined ? undefined : fileFor(site, wanted);
  if (file) return sendFile(response, 200, file, headers);
  const notFound = config.responseOverrides?.['404'];
  const page = notFound?.rewrite ? fileAt(site, notFound.rewrite) : undefined;
  if (page) return sendFile(response, notFound?.statusCode ?? 404, page, headers);
  response.writeHead(404, headers).end('Not found');
};
