import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { NOT_FOUND_FILE, routeFromFile } from '../../src/engine/routing.ts';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import { chromium } from '@playwright/test';
import { findFullChromium } from '../../src/engine/node/find-chromium.ts';
import { copyProject } from '../../tests/helpers/project-copy.ts';

/**
 * How long `npm run dev` takes to show a save in the browser, on a copy of
 * today's content (content/ is never touched):
 *   node --experimental-websocket --import tsx scripts/measure/dev-save-time.ts [guide.mdx] [--rounds N] [--copies N] [--browser]
 * It runs `npm run dev` in the copy (Vite, its real file watcher, in a process
 * of its own), opens the page as a browser would (with Vite's live-reload
 * socket when Node has WebSocket), then saves the guide again and again and
 * prints, for each save:
 *  - reload: from the save to Vite's "full-reload" message (the browser reloads);
 *  - served: from the save to the reloaded page's HTML with the new text;
 *  - then another page (the home page), as when the editor follows a link;
 * then a save that breaks the guide (its own page shows the problem, another
 * page still answers 200) and the save that mends it; with --browser, the same
 * saves watched in Chromium until the new text is on screen.
 * Times depend on the machine; nothing here fails on a number.
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
const rounds = option('--rounds') ?? 5;
const root = copyProject('edtech-dev-time-');
const content = path.join(root, 'content');
// --copies N: N - 1 more copies of every guide of the main language (bench-2/…), to see how a save scales with the site.
const copies = option('--copies') ?? 1;
const guides = findMdxFiles(content).filter((file) => file !== NOT_FOUND_FILE && !/^[a-z]{2}\//.test(file));
for (let copy = 2; copy <= copies; copy++) {
  for (const file of guides) {
    const text = fs
      .readFileSync(path.join(content, file), 'utf8')
      .replace(/^title: (.*)$/m, `title: $1 (copy ${copy})`)
      .replace(/^parent: (\S+)$/m, (_line, parent: string) => `parent: /bench-${copy}${parent === '/' ? '' : parent}`);
    fs.mkdirSync(path.dirname(path.join(content, `bench-${copy}`, file)), { recursive: true });
    fs.writeFileSync(path.join(content, `bench-${copy}`, file), text);
  }
}
const guideFile = args.find((arg) => arg.endsWith('.mdx')) ?? 'mfa/mfa_authsetup.mdx';
const guide = path.join(content, guideFile.replace(/^content\//, ''));
if (!fs.existsSync(guide)) throw new Error(`no guide ${guideFile} in content/`);
const address = routeFromFile(path.relative(content, guide).split(path.sep).join('/'));
const other = '/';
const original = fs.readFileSync(guide, 'utf8');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// `npm run dev` in the copy, in its own process, as an editor runs it: the browser (here, this process) is apart from it.
const port = await freePort();
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
let serverOutput = '';
// DEV_TIME_LOG=1 shows what the dev server prints.
if (process.env.DEV_TIME_LOG) server.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
const origin = `http://127.0.0.1:${port}`;
const get = async (at: string) => {
  const response = await fetch(`${origin}${at}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};
const launched = performance.now();
for (;;) {
  if (await get('/favicon.svg').then(() => true, () => false)) break;
  if (server.exitCode !== null || performance.now() - launched > 60_000) throw new Error(`the dev server did not start:\n${serverOutput}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Resolves at the next "full-reload" message of Vite's socket, as the browser's Vite client receives it; never without WebSocket. */
let nextReload: () => Promise<number | undefined> = () => new Promise(() => undefined);
let socket: WebSocket | undefined;
if (typeof WebSocket === 'function') {
  const opened = new WebSocket(`ws://127.0.0.1:${port}/`, 'vite-hmr');
  socket = opened;
  await new Promise((resolve, reject) => {
    opened.addEventListener('open', resolve, { once: true });
    opened.addEventListener('error', reject, { once: true });
  });
  let waiting: ((at: number) => void) | undefined;
  opened.addEventListener('message', (event) => {
    if (JSON.parse(String(event.data)).type === 'full-reload') waiting?.(performance.now());
  });
  nextReload = () => new Promise((resolve) => (waiting = resolve));
} else {
  console.log('(this Node has no WebSocket: run with node --experimental-websocket to time the reload message too)');
}

/** Saves `text`, waits for the reload message, then asks for the page (as the reloading browser does) until it shows `expected`. */
async function save(text: string, expected: string): Promise<{ reload?: number; served: number; status: number }> {
  let reloadAt: number | undefined;
  const reloaded = nextReload().then((at) => (reloadAt = at));
  const saved = performance.now();
  fs.writeFileSync(guide, text);
  // As the browser does: wait for the reload message (or, without a socket, ask every 20 ms).
  await Promise.race([reloaded, new Promise((resolve) => setTimeout(resolve, socket ? 20_000 : 20))]);
  for (;;) {
    const page = await get(address);
    if (page.html.includes(expected)) return { reload: reloadAt === undefined ? undefined : reloadAt - saved, served: performance.now() - saved, status: page.status };
    if (performance.now() - saved > 20_000) throw new Error(`${address} never showed ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
try {
  const started = performance.now();
  const first = await get(address);
  console.log(`${findMdxFiles(content).length} pages; ${address}: first request ${ms(performance.now() - started)} (status ${first.status})`);
  await get(other);
  // Let the watcher settle, as it does while an editor reads the page.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const marker = `Timing edit number ${round} of this run.`;
    const result = await save(`${original.trimEnd()}\n\n${marker}\n`, marker);
    times.push(result.served);
    // Then the reader follows a link to another page: what the save costs it.
    const asked = performance.now();
    await get(other);
    console.log(`save ${round}: ${result.reload === undefined ? '' : `reload message ${ms(result.reload)}, `}page served ${ms(result.served)} (status ${result.status}); then ${other} in ${ms(performance.now() - asked)}`);
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

  if (args.includes('--browser')) {
    // In a real browser (Chromium): from the save until the reloaded page shows the new text.
    const browser = await chromium.launch({ executablePath: findFullChromium() });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${origin}${address}`);
      const shown: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        const marker = `Seen in the browser, edit ${round}.`;
        await new Promise((resolve) => setTimeout(resolve, 500));
        const saved = performance.now();
        fs.writeFileSync(guide, `${original.trimEnd()}\n\n${marker}\n`);
        await tab.waitForFunction((text) => document.body?.textContent?.includes(text), marker, { polling: 'raf', timeout: 20_000 });
        shown.push(performance.now() - saved);
      }
      console.log(`in Chromium, save to the new text on screen: ${shown.map(ms).join(', ')}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  socket?.close();
  server.kill();
  fs.rmSync(root, { recursive: true, force: true });
}
process.exit(0);
