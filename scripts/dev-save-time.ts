import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from 'vite';
import { routeFromFile } from '../src/engine/routing.ts';
import { copyProject } from './project-copy.ts';

/**
 * How long `npm run dev` takes to show a save in the browser, on a copy of
 * today's content (content/ is never touched):
 *   node --experimental-websocket --import tsx scripts/dev-save-time.ts [guide.mdx] [--rounds N]
 * It starts the dev server as `npm run dev` does (Vite's createServer, its real
 * file watcher), opens the page as a browser would (with Vite's live-reload
 * socket when Node has WebSocket), then saves the guide again and again and
 * prints, for each save:
 *  - reload: from the save to Vite's "full-reload" message (the browser reloads);
 *  - served: from the save to the reloaded page's HTML with the new text;
 * then a save that breaks the guide (its own page shows the problem, another
 * page still answers 200) and the save that mends it.
 * Times depend on the machine; nothing here fails on a number.
 */
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 5;
const root = copyProject('edtech-dev-time-');
const content = path.join(root, 'content');
const guideFile = args.find((arg) => arg.endsWith('.mdx')) ?? 'mfa/mfa_authsetup.mdx';
const guide = path.join(content, guideFile.replace(/^content\//, ''));
if (!fs.existsSync(guide)) throw new Error(`no guide ${guideFile} in content/`);
const address = routeFromFile(path.relative(content, guide).split(path.sep).join('/'));
const other = '/';
const original = fs.readFileSync(guide, 'utf8');

// The copy's own configuration, so that pages, blocks and the server entry are all the copy's modules.
const { siteConfig } = (await import(path.join(root, 'vite.config.ts'))) as typeof import('../vite.config.ts');
const server = await createServer({ ...siteConfig({ contentDir: content }), root, configFile: false, logLevel: 'warn', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const port = (server.httpServer!.address() as AddressInfo).port;
const origin = `http://127.0.0.1:${port}`;
const get = async (at: string) => {
  const response = await fetch(`${origin}${at}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

/** Resolves at the next "full-reload" message of Vite's socket (as the browser's Vite client receives it). */
let nextReload: () => Promise<number>;
let socket: WebSocket | undefined;
if (typeof WebSocket === 'function') {
  socket = new WebSocket(`ws://127.0.0.1:${port}/`, 'vite-hmr');
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let waiting: ((at: number) => void) | undefined;
  socket.addEventListener('message', (event) => {
    if (JSON.parse(String(event.data)).type === 'full-reload') waiting?.(performance.now());
  });
  nextReload = () => new Promise((resolve) => (waiting = resolve));
} else {
  // Node without WebSocket (Node 20 without --experimental-websocket): the message as the server sends it.
  let waiting: ((at: number) => void) | undefined;
  const send = server.ws.send.bind(server.ws) as (...payload: unknown[]) => void;
  server.ws.send = ((...payload: unknown[]) => {
    if ((payload[0] as { type?: string } | undefined)?.type === 'full-reload') waiting?.(performance.now());
    send(...payload);
  }) as typeof server.ws.send;
  nextReload = () => new Promise((resolve) => (waiting = resolve));
  console.log('(no WebSocket in this Node: the reload is timed as the server sends it; run with --experimental-websocket to time it as received)');
}

/** Saves `text`, waits for the reload message, then asks for the page (as the reloading browser does) until it shows `expected`. */
async function save(text: string, expected: string): Promise<{ reload: number; served: number; status: number }> {
  const reloaded = nextReload();
  const saved = performance.now();
  fs.writeFileSync(guide, text);
  const reloadAt = await Promise.race([reloaded, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no reload message within 20 s')), 20_000))]);
  for (;;) {
    const page = await get(address);
    if (page.html.includes(expected)) return { reload: reloadAt - saved, served: performance.now() - saved, status: page.status };
    if (performance.now() - saved > 20_000) throw new Error(`${address} never showed ${expected}`);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
try {
  const started = performance.now();
  const first = await get(address);
  console.log(`${address}: first request ${ms(performance.now() - started)} (status ${first.status})`);
  await get(other);
  // Let the watcher settle, as it does while an editor reads the page.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const marker = `Timing edit number ${round} of this run.`;
    const result = await save(`${original.trimEnd()}\n\n${marker}\n`, marker);
    times.push(result.served);
    console.log(`save ${round}: reload message ${ms(result.reload)}, page served ${ms(result.served)} (status ${result.status})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`save to served page, median of ${rounds}: ${ms(sorted[Math.floor(sorted.length / 2)]!)} (fastest ${ms(sorted[0]!)}, slowest ${ms(sorted.at(-1)!)})`);

  const broken = original.replace(/\n## /, '\n<Callout title=“Note”>\nPasted.\n</Callout>\n\n## ');
  const toBroken = await save(broken, 'cannot be shown yet');
  const elsewhere = await get(other);
  console.log(`broken save: its page shows its problems after ${ms(toBroken.served)} (status ${toBroken.status}); ${other} answers ${elsewhere.status}`);
  const mended = await save(`${original.trimEnd()}\n\nMended again.\n`, 'Mended again.');
  console.log(`mending save: page served after ${ms(mended.served)} (status ${mended.status})`);
} finally {
  socket?.close();
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
}
process.exit(0);
