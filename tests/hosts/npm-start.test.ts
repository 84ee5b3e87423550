/**
 * `npm start` (src/engine/node/publish/static-server.ts) as a production host: compression, caching,
 * 301s, 404.html, the security headers exactly as `_headers` says, and hostile
 * addresses sent as written. Raw HTTP requests, because a browser rewrites
 * `/mfa/../x` and `/%2e%2e/` before anything reaches the server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../src/engine/node/publish/static-server.ts';
import { securityHeaders } from '../../src/engine/node/security-headers.ts';
import { graph } from '../site/content.ts';
import { projectSite, rootSite } from './sites.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const root = path.resolve(import.meta.dirname, '../..');
let server: http.Server;
let port: number;

/** Sends `target` exactly as written (no normalisation of dots or encoded slashes). */
function raw(target: string, headers: Record<string, string> = {}, to = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: to, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    request.on('error', reject);
    request.end();
  });
}

const routeOf = (body: string) => /<body data-page="([^"]*)"/.exec(body)?.[1];

beforeAll(async () => {
  server = createStaticServer(rootSite().dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('npm start', () => {
  it('serves /mfa/ from mfa/index.html, compressed with brotli or gzip as the browser accepts', async () => {
    const brotli = await raw('/mfa/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    const gzip = await raw('/mfa/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/mfa/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(routeOf(plain.body)).toBe('/mfa');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
  });

  it('caches hashed files for a year', async () => {
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec((await raw('/')).body)![1]!;
    const answer = await raw(script, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('sends the security headers of _headers, exactly', async () => {
    const answer = await raw('/links/');
    const expected = securityHeaders(graph.frameOrigins);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
  });

  it.each([
    ['/mfa', '/mfa/'],
    ['/mfa.html', '/mfa/'],
    ['/es', '/es/'],
    ['/MFA', '/mfa/'],
    ['/MFA/', '/mfa/'],
    ['/MFA/MFA_AuthSetup', '/mfa/mfa_authsetup/'],
    ['/Links', '/links/'],
    ['/blue.html?x=1', '/blue/?x=1'],
  ])('%s answers 301 to %s', async (from, to) => {
    const answer = await raw(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it('answers an unknown address with 404.html and status 404', async () => {
    const answer = await raw('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(fs.readFileSync(path.join(rootSite().dist, '404.html'), 'latin1'));
    expect(answer.headers['content-security-policy']).toBe(securityHeaders(graph.frameOrigins)['Content-Security-Policy']);
  });

  it.each([
    '/mfa/../../../etc/passwd',
    '/../../etc/passwd',
    '/mfa/../mfa/mfahelp',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/mfa%2Fmfahelp',
    '/mfa%2fmfahelp',
    '/mfa%5Cmfahelp',
    '/%2e%2e%2fpackage.json',
    '/mfa%00.html',
    '/%',
    '/%E0%A4%A',
    '//evil.example/login.html',
    '/%2F%2Fevil.example/x.html',
  ])('%s, sent as written, is the 404 page (never another page, a file outside dist/ or another site)', async (target) => {
    const answer = await raw(target);
    expect(answer.status).toBe(404);
    expect(routeOf(answer.body)).toBe('404');
    expect(answer.headers.location).toBeUndefined();
  });

  it('answers an unknown address under /es/ with the Spanish not-found page', async () => {
    const answer = await raw('/es/no/such/page');
    expect(answer.status).toBe(404);
    expect(routeOf(answer.body)).toBe('404:es');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const answer = await new Promise<number>((resolve) => http.request({ host: '127.0.0.1', port, path: '/mfa', method: 'POST' }, (response) => resolve(response.statusCode ?? 0)).end());
    expect(answer).toBe(405);
  });
});

describe('npm start under a path (a GitHub Pages project site)', () => {
  it('sends exactly the headers and caching it sends at the root', async () => {
    const site = projectSite();
    const server = createStaticServer(site.dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = (address: string) => raw(address, {}, (server.address() as AddressInfo).port);
    try {
      const rootPage = await raw('/mfa/');
      const basePage = await at(`${site.base}mfa/`);
      expect(basePage.status).toBe(200);
      for (const name of [...Object.keys(securityHeaders([])).map((header) => header.toLowerCase()), 'cache-control']) expect(basePage.headers[name], name).toBe(rootPage.headers[name]);
      const script = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(basePage.body)![1]!;
      expect(script.startsWith(`${site.base}assets/`)).toBe(true);
      expect((await at(script)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await at(`${site.base}MFA`)).headers.location).toBe(`${site.base}mfa/`);
      expect((await at('/edtech-help-site')).headers.location).toBe(site.base);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('npm run serve, as a command', () => {
  it('listens on 127.0.0.1 and says so, and deletes its compressed copy when stopped with Ctrl+C or a stop signal', { timeout: 60_000 }, async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // A temporary folder of its own, so other tests' servers do not count.
      const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-command-'));
      const copies = () => fs.readdirSync(temp).filter((name) => name.startsWith('edtech-serve-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: root, env: { ...process.env, PORT: '0', TMPDIR: temp, SITE_DIST: rootSite().dist } });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      try {
        const said = await new Promise<string>((resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += String(chunk);
            if (output.includes('Serving')) resolve(output);
          });
          child.on('exit', () => reject(new Error(`serve.ts stopped before serving: ${output}`)));
        });
        const address = /Serving dist\/ at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(said)?.[1];
        expect(address, said).toBeDefined();
        expect((await fetch(`${address!}mfa/`)).status).toBe(200);
        expect(copies()).toEqual([expect.stringMatching(/^edtech-serve-/)]);
        child.kill(signal);
        await exited;
        expect(copies(), signal).toEqual([]);
      } finally {
        child.kill('SIGKILL');
        fs.rmSync(temp, { recursive: true, force: true });
      }
    }
  });
});
