import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../vite.config.ts';

/** `npm run dev` renders each page on the server, as the build prerenders it, with the same islands. */
const root = path.resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let origin: string;

const get = (address: string) => fetch(`${origin}${address}`, { headers: { Accept: 'text/html' } });

beforeAll(async () => {
  server = await createServer({ ...siteConfig({ contentDir: path.join(root, 'content') }), root, configFile: false, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server.close());

describe('npm run dev', () => {
  it('serves a page rendered on the server, in its language, with its islands and the loader', async () => {
    const response = await get('/es/mfa/mfahelp/mfahelp_backup');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1 id="page-title">[^<]+<\/h1>/);
    expect(html).toContain('data-island="tabs"');
    expect(html).toContain('src="/src/islands/runtime/loader.ts"');
    expect(html).toContain('<body data-page="/es/mfa/mfahelp/mfahelp_backup">');
  }, 30_000);

  it('answers an unknown address with the not-found page of its language and status 404', async () => {
    const response = await get('/es/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<body data-page="404:es">');
  }, 30_000);

  it('leaves files to Vite', async () => {
    const response = await fetch(`${origin}/src/islands/runtime/loader.ts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  }, 30_000);

  it('a broken guide shows its own problems with file and line; every other page keeps working; warnings show above their page; a save shows at once', async () => {
    // Inside the project, so the guides resolve React from its node_modules.
    fs.mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
    const copy = fs.mkdtempSync(path.join(root, 'node_modules', '.cache', 'edtech-dev-'));
    fs.cpSync(path.join(root, 'tests/fixtures/check-ok'), copy, { recursive: true });
    const content = path.join(copy, 'content');
    const guide = path.join(content, 'enrollment/returning_instructions.mdx');
    const good = fs.readFileSync(guide, 'utf8');
    const dev = await createServer({ ...siteConfig({ contentDir: content }), root, configFile: false, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
    await dev.listen();
    const at = `http://127.0.0.1:${(dev.httpServer!.address() as AddressInfo).port}`;
    const page = async (address: string) => {
      const response = await fetch(`${at}${address}`, { headers: { Accept: 'text/html' } });
      return { status: response.status, html: await response.text() };
    };
    /** Saves the file, then asks for the page until it shows `expected`: the milliseconds from save to served. */
    const saveAndWait = async (text: string, address: string, expected: string) => {
      const saved = performance.now();
      fs.writeFileSync(guide, text);
      // Vite does not watch inside node_modules, where this copy lives: say what the watcher would.
      dev.watcher.emit('change', guide);
      for (;;) {
        if ((await page(address)).html.includes(expected)) return performance.now() - saved;
        if (performance.now() - saved > 20_000) throw new Error(`${address} never showed ${expected}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    try {
      expect((await page('/enrollment/returning_instructions')).status).toBe(200);
      const broken = good.replace(/\n## /, '\n<Callout title=“Note”>\nPasted.\n</Callout>\n\n## ');
      const toBroken = await saveAndWait(broken, '/enrollment/returning_instructions', 'cannot be shown yet');
      const shown = await page('/enrollment/returning_instructions');
      expect(shown.status).toBe(500);
      expect(shown.html).toMatch(/content\/enrollment\/returning_instructions\.mdx:\d+:\d+<\/code> <strong>error<\/strong>: curly quotes/);
      const other = await page('/enrollment');
      expect(other.status).toBe(200);
      expect(other.html).not.toContain('dev-problems');

      const withWarning = good.replace(/\n## /, '\nTo start, [click here](/enrollment).\n\n## ');
      const toFixed = await saveAndWait(withWarning, '/enrollment/returning_instructions', 'only makes sense on a screen');
      const warned = await page('/enrollment/returning_instructions');
      expect(warned.status).toBe(200);
      expect(warned.html).toMatch(/<aside class="dev-problems"[^>]*>[\s\S]*returning_instructions\.mdx:\d+:\d+<\/code> warning: &quot;click here&quot;/);
      expect(warned.html).toContain('<h1 id="page-title">');
      // Timing is measured, not asserted (it depends on the machine): printed for the README's numbers.
      console.log(`npm run dev, save to served page: ${Math.round(toBroken)} ms (to a broken guide), ${Math.round(toFixed)} ms (back to a working one)`);
    } finally {
      fs.writeFileSync(guide, good);
      await dev.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
