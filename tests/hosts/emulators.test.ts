/**
 * The host emulators against the behaviour measured on the real hosts by
 * https://github.com/slorber/trailing-slash-guide (its README's table, for a
 * site with `file.html`, `folder/index.html`, and both `both.html` and
 * `both/index.html`), so the crawl in hosts.test.ts is as strict as the hosts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { azureStaticWebApps } from './azure-static-web-apps.ts';
import { cloudflarePages } from './cloudflare-pages.ts';
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

describe.each(Object.entries(MEASURED))('%s', (_host, { handler, results }) => {
  it('answers like the real host', async () => {
    const server = http.createServer((request, response) => handler({ dist, base: '/' }, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers: string[] = [];
      for (const address of ADDRESSES.slice(0, results.length)) {
        const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
        await response.arrayBuffer();
        answers.push(response.status >= 300 && response.status < 400 ? `-> ${response.headers.get('location')}` : String(response.status));
      }
      expect(answers).toEqual(results);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
