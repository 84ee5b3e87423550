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

  it('shows a content error in the page, naming the file, instead of a page', async () => {
    const broken = await createServer({
      ...siteConfig({ contentDir: path.join(root, 'tests/fixtures/check-mistakes/content') }),
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    });
    await broken.listen();
    try {
      const address = broken.httpServer!.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${address.port}/`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/Content problems \(\d+\)[\s\S]*mistakes\/titel-key\.mdx/);
    } finally {
      await broken.close();
    }
  }, 30_000);
});
