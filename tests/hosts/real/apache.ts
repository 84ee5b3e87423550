/**
 * Apache from the operating system's package, as the test's own process:
 * Debian's main configuration (/etc/apache2/apache2.conf, with the modules the
 * machine enables) and its default site (000-default.conf), the process's own
 * files in a folder of the test's (Debian's APACHE_* variables, as apache2ctl
 * sets them), the port and the document root changed. With the site's
 * settings, the site's folder has `AllowOverride All` (the one line
 * docs/deploy.md asks for), so dist/.htaccess applies as it is; optionally with
 * mod_headers and mod_rewrite loaded, which Debian leaves off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../static-site.ts';
import { editLines, freePort, missingProgram, serverFolder, startServer, type RunningServer } from './process.ts';
import { webRoot } from './web-root.ts';

const SERVER_ROOT = '/etc/apache2';
const MAIN = `${SERVER_ROOT}/apache2.conf`;
const DEBIAN_SITE = `${SERVER_ROOT}/sites-available/000-default.conf`;
const MODULES = '/usr/lib/apache2/modules';

export const apacheMissing = () =>
  missingProgram('apache2', ['-v'], 'apt-get install apache2') ?? (fs.existsSync(MAIN) && fs.existsSync(DEBIAN_SITE) ? undefined : `Apache has no ${MAIN} or ${DEBIAN_SITE} here`);

export type ApacheSetup = 'debian default' | 'htaccess' | 'htaccess, mod_headers and mod_rewrite';

export async function startApache(site: Site, setup: ApacheSetup): Promise<RunningServer> {
  const folder = serverFolder('apache');
  const port = await freePort();
  const root = webRoot(site, folder);
  const siteLines: [RegExp, string][] = [
    [/^<VirtualHost \*:80>/, `<VirtualHost 127.0.0.1:${port}>`],
    [/^\s*DocumentRoot \/var\/www\/html/, `\tDocumentRoot ${root}${setup === 'debian default' ? '' : `\n\t<Directory ${root}>\n\t\tAllowOverride All\n\t</Directory>`}`],
  ];
  const modules = setup === 'htaccess, mod_headers and mod_rewrite' ? ['headers', 'rewrite'].filter((name) => !fs.existsSync(`${SERVER_ROOT}/mods-enabled/${name}.load`)) : [];
  const main = editLines(fs.readFileSync(MAIN, 'utf8'), MAIN, [
    [/^IncludeOptional mods-enabled\/\*\.conf/, ['IncludeOptional mods-enabled/*.conf', ...modules.map((name) => `LoadModule ${name}_module ${MODULES}/mod_${name}.so`)].join('\n')],
    [/^Include ports\.conf/, `Listen 127.0.0.1:${port}`],
    [/^<Directory \/var\/www\/>/, `<Directory ${root}/>`],
    [/^IncludeOptional sites-enabled\/\*\.conf/, editLines(fs.readFileSync(DEBIAN_SITE, 'utf8'), DEBIAN_SITE, siteLines)],
  ]);
  fs.writeFileSync(path.join(folder, 'apache2.conf'), main);
  return startServer({
    command: 'apache2',
    args: ['-d', SERVER_ROOT, '-f', path.join(folder, 'apache2.conf'), '-DFOREGROUND'],
    env: {
      APACHE_RUN_DIR: folder,
      APACHE_PID_FILE: path.join(folder, 'apache2.pid'),
      APACHE_LOCK_DIR: folder,
      APACHE_LOG_DIR: folder,
      APACHE_RUN_USER: 'www-data',
      APACHE_RUN_GROUP: 'www-data',
    },
    origin: `http://127.0.0.1:${port}`,
    folder,
    logs: [path.join(folder, 'error.log')],
  });
}
