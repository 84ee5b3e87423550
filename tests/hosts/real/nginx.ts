/**
 * nginx from the operating system's package, as the test's own process: its
 * main configuration (/etc/nginx/nginx.conf) with only the process's own files
 * moved into a folder of the test's (pid, logs, temporary files) and, in place
 * of the machine's sites, one server: Debian's default site, or the site's own
 * file (dist/_server/nginx.conf), each with only its EDIT lines changed (port, name, root).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../static-site.ts';
import { editLines, freePort, missingProgram, serverFolder, startServer, type RunningServer } from './process.ts';
import { webRoot } from './web-root.ts';

const MAIN = '/etc/nginx/nginx.conf';
const DEBIAN_SITE = '/etc/nginx/sites-available/default';

export const nginxMissing = () => missingProgram('nginx', ['-v'], 'apt-get install nginx-light, or nginx') ?? (fs.existsSync(MAIN) && fs.existsSync(DEBIAN_SITE) ? undefined : `nginx has no ${MAIN} or ${DEBIAN_SITE} here`);

export async function startNginx(site: Site, which: 'debian default' | 'site file'): Promise<RunningServer> {
  const folder = serverFolder('nginx');
  const port = await freePort();
  const root = webRoot(site, folder);
  const siteFile = path.join(folder, 'site.conf');
  if (which === 'site file') {
    const file = path.join(site.dist, '_server/nginx.conf');
    fs.writeFileSync(siteFile, editLines(fs.readFileSync(file, 'utf8'), file, [
      [/^\s*listen\s.*# EDIT/, `    listen 127.0.0.1:${port};`],
      [/^\s*root\s.*# EDIT/, `    root ${root};`],
    ]));
  } else {
    fs.writeFileSync(siteFile, editLines(fs.readFileSync(DEBIAN_SITE, 'utf8'), DEBIAN_SITE, [
      [/^\s*listen 80 default_server;/, `\tlisten 127.0.0.1:${port} default_server;`],
      [/^\s*listen \[::\]:80 default_server;/, ''],
      [/^\s*root \/var\/www\/html;/, `\troot ${root};`],
    ]));
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `\t${kind}_temp_path ${folder}/${kind};`).join('\n');
  const main = editLines(fs.readFileSync(MAIN, 'utf8'), MAIN, [
    [/^pid /, `pid ${folder}/nginx.pid;`],
    [/^error_log /, `error_log ${folder}/error.log;`],
    [/^\s*access_log /, `\taccess_log ${folder}/access.log;\n${temp}`],
    [/^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;/, ''],
    [/^\s*include \/etc\/nginx\/sites-enabled\/\*;/, `\tinclude ${siteFile};`],
  ]);
  fs.writeFileSync(path.join(folder, 'nginx.conf'), main);
  return startServer({
    command: 'nginx',
    args: ['-c', path.join(folder, 'nginx.conf'), '-p', folder, '-e', path.join(folder, 'error.log'), '-g', 'daemon off;'],
    origin: `http://127.0.0.1:${port}`,
    folder,
    logs: [path.join(folder, 'error.log')],
  });
}
