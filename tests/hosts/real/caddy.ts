/**
 * Caddy from the operating system's package, as the test's own process: Debian's
 * /etc/caddy/Caddyfile, or the site's own (dist/_server/Caddyfile), each with only
 * its site address and root changed, after a block of global options that keeps
 * the process to itself (no admin endpoint, which every Caddy would share on
 * port 2019; bound to 127.0.0.1). Its data and configuration folders are the test's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../static-site.ts';
import { editLines, freePort, missingProgram, serverFolder, startServer, type RunningServer } from './process.ts';
import { webRoot } from './web-root.ts';

const DEBIAN_SITE = '/etc/caddy/Caddyfile';

export const caddyMissing = () => missingProgram('caddy', ['version'], 'apt-get install caddy') ?? (fs.existsSync(DEBIAN_SITE) ? undefined : `Caddy has no ${DEBIAN_SITE} here`);

export async function startCaddy(site: Site, which: 'debian default' | 'site file'): Promise<RunningServer> {
  const folder = serverFolder('caddy');
  const port = await freePort();
  const root = webRoot(site, folder);
  const file = which === 'site file' ? path.join(site.dist, '_server/Caddyfile') : DEBIAN_SITE;
  const edits: [RegExp, string][] =
    which === 'site file'
      ? [
          [/^\S.*\{\s*# EDIT/, `:${port} {`],
          [/^\s*root \* .*# EDIT/, `\troot * ${root}`],
        ]
      : [
          [/^:80 \{/, `:${port} {`],
          [/^\s*root \* \/usr\/share\/caddy/, `\troot * ${root}`],
        ];
  const caddyfile = path.join(folder, 'Caddyfile');
  fs.writeFileSync(caddyfile, `{\n\tadmin off\n\tdefault_bind 127.0.0.1\n}\n\n${editLines(fs.readFileSync(file, 'utf8'), file, edits)}`);
  return startServer({
    command: 'caddy',
    args: ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
    env: { HOME: folder, XDG_CONFIG_HOME: folder, XDG_DATA_HOME: folder },
    origin: `http://127.0.0.1:${port}`,
    folder,
  });
}
