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
import net, { type AddressInfo } from 'node:net';
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

/**
 * Sends `target` exactly as written (no normalisation of dots or encoded slashes), on a connection of its own: Node's
 * shared agent keeps connections open, and one the server closed after its idle time (5 s: a busy machine's pause
 * between two requests) fails the next request with ECONNRESET.
 */
function raw(target: string, headers: Record<string, string> = {}, to = port, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: to, path: target, headers, method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Sends bytes as they are (a request Node's own client would refuse to write), and reads what comes back until the server closes. */
function rawBytes(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let said = '';
    socket.on('data', (chunk: Buffer) => (said += chunk.toString('latin1')));
    socket.on('end', () => resolve(said));
    socket.on('error', reject);
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
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
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

  it('caches no folder\'s address and no not-found answer for a year: /assets/ is the not-found page, cached as any page (issue 50)', async () => {
    for (const address of ['/assets/', '/assets/no-such-file.js']) {
      const answer = await raw(address);
      expect(answer.headers['cache-control'], address).toBe('no-cache');
      expect(routeOf(answer.body), address).toBe('404');
    }
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
    const answer = await raw('/mfa', {}, port, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});

describe('npm start, sent anything (issue 34)', () => {
  const expected = () => securityHeaders(graph.frameOrigins);
  const expectSecurityHeaders = (answer: RawAnswer, label: string) => {
    for (const [name, value] of Object.entries(expected())) expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  };

  it.each([
    ['/constructor', {}],
    ['/__proto__', {}],
    ['/toString', {}],
    ['/es/constructor', {}],
    ['/hasOwnProperty/', {}],
    ['/mfa/', { Range: 'bytes=50-10' }],
    ['/mfa/', { Range: 'bytes=-0' }],
    ['/mfa/', { Range: 'bytes=999999999-' }],
    ['/assets/', { Range: 'bytes=0-0,1-1,2-2' }],
  ] as [string, Record<string, string>][])('%s %j is answered, and the next request is too', async (target, headers) => {
    const answer = await raw(target, headers);
    expect([200, 404]).toContain(answer.status);
    expectSecurityHeaders(answer, target);
    const next = await raw('/mfa/');
    expect(next.status).toBe(200);
    expect(routeOf(next.body)).toBe('/mfa');
  });

  it('offers no ranges, and answers a Range request with the whole file', async () => {
    const whole = await raw('/mfa/');
    const ranged = await raw('/mfa/', { Range: 'bytes=0-9' });
    expect(ranged.status).toBe(200);
    expect(ranged.headers['accept-ranges']).toBe('none');
    expect(ranged.body).toBe(whole.body);
  });

  it('decodes the address once: /%256dfa/ is not /mfa/', async () => {
    const answer = await raw('/%256dfa/');
    expect(answer.status).toBe(404);
    expect(routeOf(answer.body)).toBe('404');
  });

  it('sends the security headers on every response: 200, 301, 304, 404, 405, HEAD and a request it cannot read', async () => {
    const page = await raw('/mfa/');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, '200');
    const moved = await raw('/mfa');
    expect(moved.status).toBe(301);
    expectSecurityHeaders(moved, '301');
    const same = await raw('/mfa/', { 'If-None-Match': page.headers.etag! });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expectSecurityHeaders(same, '304');
    const missing = await raw('/no/such/page');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, '404');
    const refused = await raw('/mfa/', {}, port, 'DELETE');
    expect(refused.status).toBe(405);
    expectSecurityHeaders(refused, '405');
    const head = await raw('/mfa/', {}, port, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expectSecurityHeaders(head, 'HEAD');
    const unreadable = await rawBytes('GET /mfa/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(unreadable).toMatch(/^HTTP\/1\.1 400 /);
    expect(unreadable).toContain(`Content-Security-Policy: ${expected()['Content-Security-Policy']}`);
    expect((await raw('/mfa/')).status).toBe(200);
  });

  it('sends a moved page\'s old address on in any letter case, with or without a slash, .html or /index.html, and never a page\'s own address', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-moved-'));
    const moved = { from: '/guides/old_name', to: '/guides/new_name/' };
    try {
      fs.writeFileSync(path.join(folder, '_site.json'), JSON.stringify({ base: '/', routes: ['/', '/guides/new_name'], notFound: { '': '404.html' }, redirects: [], moved: [moved], headers: [] }));
      fs.writeFileSync(path.join(folder, 'index.html'), 'home');
      fs.writeFileSync(path.join(folder, '404.html'), 'not found');
      fs.mkdirSync(path.join(folder, 'guides/new_name'), { recursive: true });
      fs.writeFileSync(path.join(folder, 'guides/new_name/index.html'), 'new');
      const server = createStaticServer(folder);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const at = (address: string) => raw(address, {}, (server.address() as AddressInfo).port);
      try {
        const written = [moved.from, moved.from.toUpperCase(), moved.from.replace(/(^|[/_])([a-z])/g, (_all, before: string, letter: string) => `${before}${letter.toUpperCase()}`)];
        for (const address of written.flatMap((form) => [form, `${form}/`, `${form}.html`, `${form}.HTML`, `${form}/index.html`])) {
          const answer = await at(`${address}?from=qr`);
          expect(answer.status, address).toBe(301);
          expect(answer.headers.location, address).toBe(`${moved.to}?from=qr`);
        }
        expect((await at(moved.to)).body).toBe('new');
        expect((await at(`${moved.from}_more`)).status).toBe(404);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('never serves what a symbolic link in the built site points to', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-symlink-'));
    try {
      fs.writeFileSync(path.join(folder, '_site.json'), JSON.stringify({ base: '/', routes: ['/'], notFound: { '': '404.html' }, redirects: [], moved: [], headers: [] }));
      fs.writeFileSync(path.join(folder, 'index.html'), 'home');
      fs.writeFileSync(path.join(folder, '404.html'), 'not found');
      fs.symlinkSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
      fs.symlinkSync(root, path.join(folder, 'project'));
      const server = createStaticServer(folder);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const at = (address: string) => raw(address, {}, (server.address() as AddressInfo).port);
      try {
        expect((await at('/')).body).toBe('home');
        for (const address of ['/package.json', '/project/package.json']) {
          const answer = await at(address);
          expect(answer.status, address).toBe(404);
          expect(answer.body, address).toBe('not found');
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
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
      const bare = await at('/edtech-help-site');
      expect(bare.headers.location).toBe(site.base);
      for (const [name, value] of Object.entries(securityHeaders(graph.frameOrigins))) expect(bare.headers[name.toLowerCase()], `the base path without its slash: ${name}`).toBe(value);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('npm run serve, as a command', () => {
  it('listens on 127.0.0.1 and says so, and stops at Ctrl+C or a stop signal', { timeout: 60_000 }, async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: root, env: { ...process.env, PORT: '0', SITE_DIST: rootSite().dist } });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
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
        child.kill(signal);
        expect(await exited, signal).toBe(0);
      } finally {
        child.kill('SIGKILL');
      }
    }
  });
});
