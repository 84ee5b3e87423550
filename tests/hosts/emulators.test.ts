/**
 * The host emulators against the behaviour measured on the real hosts by
 * https://github.com/slorber/trailing-slash-guide (its README's table, for a
 * site with `file.html`, `folder/index.html`, and both `both.html` and
 * `both/index.html`), so the crawl in hosts.test.ts is as strict as the hosts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { azureStaticWebApps } from './azure-static-web-apps.ts';
import { cloudflarePages } from './cloudflare-pages.ts';
import { folderFirst } from './folder-first.ts';
import { githubPages } from './github-pages.ts';
import { netlify } from './netlify.ts';
import type { HostHandler } from './static-site.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trailing-slash-guide-'));
for (const [name, text] of Object.entries({
  'file.html': '<p>file</p>',
  'folder/index.html': '<p>folder</p>',
  'both.html': '<p>both</p>',
  'both/index.html': '<p>both/</p>',
  '404.html': '<p>not found</p>',
  _headers: '',
  'staticwebapp.config.json': '{}',
})) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), text);
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const ADDRESSES = ['/file', '/file/', '/file.html', '/folder', '/folder/', '/folder/index.html', '/both', '/both/', '/both.html', '/both/index.html'];

/** `200`, `404`, or `-> /target` for a redirect, per address, in the order of ADDRESSES. */
const MEASURED: Record<string, { handler: HostHandler; results: string[] }> = {
  'GitHub Pages': { handler: githubPages, results: ['200', '404', '200', '-> /folder/', '200', '200', '200', '200', '200', '200'] },
  Netlify: { handler: netlify, results: ['200', '-> /file', '200', '-> /folder/', '200', '200', '200', '-> /both', '200', '200'] },
  'Cloudflare Pages': { handler: cloudflarePages, results: ['200', '-> /file', '-> /file', '-> /folder/', '200', '-> /folder/', '200', '200', '-> /both', '-> /both/'] },
  // The guide's Azure row is cut off after /folder/index.html; the rest is not asserted.
  'Azure Static Web Apps': { handler: azureStaticWebApps, results: ['200', '404', '200', '200', '200', '200'] },
};

/** `200`, `404`, or `-> /target` for each address, from a server at `origin`. */
async function answersOf(origin: string, addresses: readonly string[]): Promise<string[]> {
  const answers: string[] = [];
  for (const address of addresses) {
    const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
    await response.arrayBuffer();
    answers.push(response.status >= 300 && response.status < 400 ? `-> ${new URL(response.headers.get('location')!, origin).pathname}` : String(response.status));
  }
  return answers;
}

async function emulatorAnswers(handler: HostHandler, addresses: readonly string[]): Promise<string[]> {
  const server = http.createServer((request, response) => handler({ dist, base: '/' }, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await answersOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, addresses);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe.each(Object.entries(MEASURED))('%s', (_host, { handler, results }) => {
  it('answers like the real host', async () => {
    expect(await emulatorAnswers(handler, ADDRESSES.slice(0, results.length))).toEqual(results);
  });
});

// A real folder-first server, the one every machine with Python has: the emulator must answer as it does.
const python = spawnSync('python3', ['--version']).status === 0;
describe.skipIf(!python)('a folder-first server (python -m http.server)', () => {
  it('answers like the emulator of nginx, Apache and the like', async () => {
    const child = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dist], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        let output = '';
        const read = (chunk: Buffer) => {
          output += String(chunk);
          const found = /port (\d+)/.exec(output);
          if (found) resolve(found[1]!);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', () => reject(new Error(`python stopped: ${output}`)));
      });
      const real = await answersOf(`http://127.0.0.1:${port}`, ADDRESSES);
      expect(real).toEqual(['404', '404', '200', '-> /folder/', '200', '200', '-> /both/', '200', '200', '200']);
      expect(await emulatorAnswers(folderFirst(), ADDRESSES)).toEqual(real);
    } finally {
      child.kill();
    }
  }, 30_000);
});
