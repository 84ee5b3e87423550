/**
 * `python3 -m http.server`, as the test's own process: no settings at all, the
 * folder to serve and the port are all it takes.
 */
import type { Site } from '../static-site.ts';
import { freePort, missingProgram, serverFolder, startServer, type RunningServer } from './process.ts';
import { webRoot } from './web-root.ts';

export const pythonMissing = () => missingProgram('python3', ['--version'], 'apt-get install python3');

export async function startPython(site: Site): Promise<RunningServer> {
  const folder = serverFolder('python');
  const port = await freePort();
  return startServer({
    command: 'python3',
    args: ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', webRoot(site, folder)],
    origin: `http://127.0.0.1:${port}`,
    folder,
  });
}
