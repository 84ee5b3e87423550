/**
 * `npm start` / `npm run serve`: serves dist/ as a production host does
 * (src/engine/node/publish/static-server.ts), on PORT (4173) at HOST (127.0.0.1).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer, readServedSite } from '../src/engine/node/publish/static-server.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';
import { SERVED_SITE_FILE } from '../src/engine/served-site.ts';

const root = path.resolve(projectRoot, process.env.SITE_DIST ?? 'dist');
if (!fs.existsSync(path.join(root, SERVED_SITE_FILE))) {
  console.error('dist/ has no built site. Run "npm run build" first (or "npm start", which builds and serves).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const server = createStaticServer(root);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use. Stop what uses it, or choose another port: PORT=4174 npm start` : error.message);
  process.exit(1);
});
// Ctrl+C or a stop from outside: close the open connections, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
server.listen(port, host, () => {
  const bound = server.address() as AddressInfo;
  const shown = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  console.log(`Serving dist/ at http://${shown}:${bound.port}${readServedSite(root).base}  (Ctrl+C stops it)`);
});
