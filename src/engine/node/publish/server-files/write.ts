/**
 * The configuration of a web server the office runs itself, written by the
 * build beside the files other hosts read (src/engine/node/publish/host-files.ts), from the same
 * served-site description: `.htaccess` in dist/ (Apache reads it there), and
 * nginx, Caddy and IIS files in dist/_server/, which each of these files keeps
 * from being served. Each says where it goes; docs/deploy.md, "Your own web
 * server", says the same. An office edits only the lines marked EDIT (the
 * site's address and folder); everything else comes from content/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServedSite } from '../../../served-site.ts';
import { htaccess } from './apache.ts';
import { caddyfile } from './caddy.ts';
import { webConfig } from './iis.ts';
import { nginxConf } from './nginx.ts';
import { SERVER_FILES_FOLDER, serverRules } from './rules.ts';

const WRITTEN = 'Written by npm run build from content/: change content/ and build again rather than edit this file.';

export function writeServerFiles(distDir: string, site: ServedSite, siteUrl: string): void {
  const rules = serverRules(site);
  const host = new URL(siteUrl).hostname;
  const folder = path.join(distDir, SERVER_FILES_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(distDir, '.htaccess'),
    htaccess(rules, [
      'The help site on Apache 2.4 (src/engine/node/publish/server-files/apache.ts).',
      WRITTEN,
      'Apache reads it where it is, in the folder you copied dist/ into, when that folder has AllowOverride All.',
      'Nothing in it needs editing. Each part that needs a module is skipped where the module is off.',
    ]),
  );
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    nginxConf(rules, host, [
      'The help site on nginx (src/engine/node/publish/server-files/nginx.ts).',
      WRITTEN,
      'Where it goes: /etc/nginx/sites-available/ (linked from sites-enabled/) or /etc/nginx/conf.d/ as edtech-help.conf.',
      'Edit only the lines marked EDIT. HTTPS and more: docs/deploy.md.',
    ]),
  );
  fs.writeFileSync(
    path.join(folder, 'Caddyfile'),
    caddyfile(rules, host, [
      'The help site on Caddy 2.6 or later (src/engine/node/publish/server-files/caddy.ts).',
      WRITTEN,
      'Where it goes: /etc/caddy/Caddyfile, or a file that one imports (import edtech-help.caddy).',
      'Edit only the lines marked EDIT. More: docs/deploy.md.',
    ]),
  );
  fs.writeFileSync(
    path.join(folder, 'web.config'),
    webConfig(rules, [
      'The help site on IIS 10 (src/engine/node/publish/server-files/iis.ts).',
      WRITTEN,
      'Where it goes: the folder you copied dist/ into, beside index.html. Needs the IIS URL Rewrite module.',
      'Nothing in it needs editing. More: docs/deploy.md.',
    ]),
  );
}
