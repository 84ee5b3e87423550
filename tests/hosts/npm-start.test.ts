/**
 * `npm start` (scripts/serve.ts) as a production host: compression, caching,
 * 301s, 404.html, the security headers exactly as `_headers` says, and hostile
 * addresses sent as written. Raw HTTP requests, because a browser rewrites
 * `/mfa/../x` and `/%2e%2e/` before anything reaches the server.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/serve.ts';
import { securityHeaders } from '../../scripts/security-headers.ts';
import { SITE } from '../e2e/spec.ts';
import { rootSite } from './sites.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let port: number;

/** Sends `target` exactly as written (no normalisation of dots or encoded slashes). */
function raw(target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, headers }, (response) => {
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
  it('serves /mfa from mfa.html, compressed with brotli or gzip as the browser accepts', async () => {
    const brotli = await raw('/mfa', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    const gzip = await raw('/mfa', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/mfa');
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
    const answer = await raw('/links');
    const expected = securityHeaders([new URL(SITE.links.startPage!).origin]);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
  });

  it.each([
    ['/mfa.html', '/mfa'],
    ['/mfa/mfahelp/index.html', '/mfa/mfahelp'],
    ['/index.html', '/'],
    ['/mfa/', '/mfa'],
    ['/MFA', '/mfa'],
    ['/MFA/MFA_AuthSetup', '/mfa/mfa_authsetup'],
    ['/Links', '/links'],
    ['/blue.html?x=1', '/blue?x=1'],
  ])('%s answers 301 to %s', async (from, to) => {
    const answer = await raw(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it('answers an unknown address with 404.html and status 404', async () => {
    const answer = await raw('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(fs.readFileSync(path.join(rootSite().dist, '404.html'), 'latin1'));
    expect(answer.headers['content-security-policy']).toBe(securityHeaders([new URL(SITE.links.startPage!).origin])['Content-Security-Policy']);
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

  it('refuses methods other than GET and HEAD', async () => {
    const answer = await new Promise<number>((resolve) => http.request({ host: '127.0.0.1', port, path: '/mfa', method: 'POST' }, (response) => resolve(response.statusCode ?? 0)).end());
    expect(answer).toBe(405);
  });
});
