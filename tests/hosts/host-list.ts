/**
 * Every host the site is tested on (tests/hosts/hosts.test.ts, `npm run hosts`):
 *  - the real web servers an office runs itself, from the operating system's
 *    packages, as the test's own processes (tests/hosts/real/): each with its
 *    Debian defaults (only the root and port changed) and with the site's own
 *    file for it, as the build writes it (src/engine/node/publish/server-files/);
 *  - `npm start`;
 *  - models, from their documented rules, of the hosts that cannot run here
 *    (GitHub Pages, Netlify, Cloudflare Pages, Azure Static Web Apps, IIS).
 * With what the site expects of each, which the tests hold it to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../src/engine/node/publish/static-server.ts';
import { azureStaticWebApps } from './azure-static-web-apps.ts';
import { cloudflarePages } from './cloudflare-pages.ts';
import { folderFirst } from './folder-first.ts';
import { githubPages } from './github-pages.ts';
import { netlify } from './netlify.ts';
import { apacheMissing, startApache } from './real/apache.ts';
import { caddyMissing, startCaddy } from './real/caddy.ts';
import { nginxMissing, startNginx } from './real/nginx.ts';
import type { RunningServer } from './real/process.ts';
import { pythonMissing, startPython } from './real/python.ts';
import type { HostHandler, Site } from './static-site.ts';

/** The kinds of address a page is reached at, for the README's table. */
export type AddressForm = 'old address' | 'old address in other capitals' | '/x' | '/x.html' | '/x/index.html';

export interface HostExpectations {
  /** Forms of a page's address that may not reach the page without JavaScript. */
  mayNotReach: AddressForm[];
  /** What answers an address that is no page: the site's not-found page of the address's language, the main language's for all, or the server's own. */
  notFound: 'each language' | 'one for all' | 'its own';
  /** Whether it sends the headers the build describes (else only each page's own `<meta>` policy applies). */
  headers: boolean;
}

export interface Host {
  name: string;
  /** Why it cannot run on this machine, or undefined when it can. */
  missing?: () => string | undefined;
  start: (site: Site) => Promise<RunningServer>;
  expects: HostExpectations;
}

/** A Node server of the site (a model, or `npm start`) on a free port. */
async function listen(server: http.Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const model = (handler: HostHandler) => (site: Site) => listen(http.createServer((request, response) => handler(site, request, response)));

const everything: HostExpectations = { mayNotReach: [], notFound: 'each language', headers: true };
/**
 * A moved page's old address in other capitals needs a rule that ignores case: the hosts whose rules match
 * exactly, and the servers with none of the site's settings, answer it with a not-found page (the site's,
 * whose script then finds the page, on the hosts that serve it).
 */
const exactOnly: AddressForm[] = ['old address in other capitals'];
const defaults: HostExpectations = { mayNotReach: exactOnly, notFound: 'its own', headers: false };

/** `npm start`: the project's own server (src/engine/node/publish/static-server.ts). */
export const NPM_START: Host = { name: '`npm start`', start: (site) => listen(createStaticServer(site.dist)), expects: everything };

export const HOSTS: Host[] = [
  { name: 'GitHub Pages (model)', start: model(githubPages), expects: { mayNotReach: exactOnly, notFound: 'one for all', headers: false } },
  { name: 'Netlify (model)', start: model(netlify), expects: { ...everything, mayNotReach: exactOnly } },
  { name: 'Cloudflare Pages (model)', start: model(cloudflarePages), expects: { ...everything, mayNotReach: exactOnly } },
  { name: 'Azure Static Web Apps (model)', start: model(azureStaticWebApps), expects: { mayNotReach: exactOnly, notFound: 'one for all', headers: true } },
  NPM_START,
  { name: 'nginx, Debian\'s default site', missing: nginxMissing, start: (site) => startNginx(site, 'debian default'), expects: defaults },
  { name: 'nginx with `_server/nginx.conf`', missing: nginxMissing, start: (site) => startNginx(site, 'site file'), expects: everything },
  { name: 'Apache, Debian\'s default site', missing: apacheMissing, start: (site) => startApache(site, 'debian default'), expects: defaults },
  // Debian's modules: no mod_headers, so no headers but the pages' own.
  { name: 'Apache with `.htaccess` (Debian\'s modules)', missing: apacheMissing, start: (site) => startApache(site, 'htaccess'), expects: { ...everything, headers: false } },
  { name: 'Apache with `.htaccess`, mod_headers and mod_rewrite', missing: apacheMissing, start: (site) => startApache(site, 'htaccess, mod_headers and mod_rewrite'), expects: everything },
  { name: 'Caddy, Debian\'s default Caddyfile', missing: caddyMissing, start: (site) => startCaddy(site, 'debian default'), expects: defaults },
  { name: 'Caddy with `_server/Caddyfile`', missing: caddyMissing, start: (site) => startCaddy(site, 'site file'), expects: everything },
  { name: '`python3 -m http.server`', missing: pythonMissing, start: startPython, expects: defaults },
  // IIS cannot run here: a model of it with no settings (its web.config is checked in server-files.test.ts).
  { name: 'IIS with no settings (model; ignores case)', start: model(folderFirst({ ignoresCase: true })), expects: { ...defaults, mayNotReach: [] } },
];
