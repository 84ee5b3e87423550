import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { contentSecurityPolicy } from '../../src/engine/node/security-headers.ts';
import { siteConfig } from '../../src/engine/node/vite/vite-config.ts';
import { workFolder } from '../../src/engine/node/work-folder.ts';

/**
 * `npm run dev` renders each page on the server, as the build prerenders it,
 * with the same script; an editor sees every problem in the page it concerns,
 * and a save changes only what depends on the saved file. All on a copy of the
 * content check's fixture site, never on today's content.
 */
const root = path.resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let origin: string;
let content: string;
let copy: string;

const GUIDE = 'enrollment/returning_instructions.mdx';
const GUIDE_ADDRESS = '/enrollment/returning_instructions';
const originals = new Map<string, string | undefined>();

const page = async (address: string) => {
  const response = await fetch(`${origin}${address}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

/** Writes a file of the copy (undefined deletes it) and tells the watcher, as a save in an editor does. */
function save(file: string, text: string | undefined) {
  const absolute = path.join(content, file);
  if (!originals.has(file)) originals.set(file, fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined);
  const existed = fs.existsSync(absolute);
  if (text === undefined) fs.rmSync(absolute, { force: true });
  else fs.writeFileSync(absolute, text);
  // Say at once what the watcher would say in its own time.
  server.watcher.emit(text === undefined ? 'unlink' : existed ? 'change' : 'add', absolute);
}

/** Puts back every file a test changed. */
function restore() {
  for (const [file, text] of originals) save(file, text);
  originals.clear();
}

const original = (file: string) => fs.readFileSync(path.join(root, 'tests/fixtures/check-ok/content', file), 'utf8');
/** The guide with `text` put before its second section. */
const guideWith = (text: string) => original(GUIDE).replace(/\n## Steps/, `\n${text}\n\n## Steps`);

beforeAll(async () => {
  // In the temporary folder (workFolder), never inside the project.
  copy = workFolder('edtech-dev-');
  fs.cpSync(path.join(root, 'tests/fixtures/check-ok'), copy, { recursive: true });
  content = path.join(copy, 'content');
  server = await createServer({ ...siteConfig({ contentDir: content }), root, configFile: false, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves a page rendered on the server, in its language, with its widgets and the page script', async () => {
    const response = await page('/enrollment');
    expect(response.status).toBe(200);
    expect(response.html).toContain('<html lang="en"');
    expect(response.html).toContain('<h1 id="page-title">Online Enrollment</h1>');
    expect(response.html).toContain('role="tablist"');
    expect(response.html).toContain('src="/src/browser/page.ts"');
    expect(response.html).toContain('<body data-page="/enrollment">');
    expect(response.html).not.toContain('dev-problems');
  }, 30_000);

  it('gives a page the head the build writes: the security policy it ships with, canonical address and languages', async () => {
    const { html } = await page('/enrollment');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    // Vite's own inline script and styles, and only they, carry the nonce the policy adds in development.
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonce).toBeDefined();
    const { frameOrigins } = await loadContentGraph({ contentDir: content });
    expect(policy!.replaceAll(` 'nonce-${nonce}'`, '')).toBe(contentSecurityPolicy(frameOrigins, { forMetaTag: true }));
    expect(html).toMatch(new RegExp(`<script type="module"[^>]* nonce="${nonce}"`));
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toContain('<meta name="referrer" content="');
  }, 30_000);

  it('answers an unknown address with the not-found page and status 404', async () => {
    const response = await page('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.html).toContain('<body data-page="404">');
  }, 30_000);

  it('serves a page to any GET, whatever it accepts (a plain curl asks for */*)', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await fetch(`${origin}/`, { headers: accept === undefined ? {} : { Accept: accept } });
      expect(response.status, String(accept)).toBe(200);
      expect(await response.text(), String(accept)).toContain('<body data-page="/">');
    }
    const missing = await fetch(`${origin}/no/such/page`, { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<body data-page="404">');
  }, 30_000);

  it('leaves files to Vite', async () => {
    const response = await fetch(`${origin}/src/browser/page.ts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // Vite's own modules have no extension.
    const client = await fetch(`${origin}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
  }, 30_000);
});

describe('npm run dev, while an editor works', () => {
  it('a guide with an error shows every problem of its file (file:line:column, what to do) in the site frame; every other page keeps working', async () => {
    try {
      save(GUIDE, guideWith('<Callout title=“Note”>\nPasted.\n</Callout>\n\nTo start, [click here](/enrollment).'));
      const shown = await page(GUIDE_ADDRESS);
      expect(shown.status).toBe(500);
      expect(shown.html).toContain(`content/${GUIDE} cannot be shown yet`);
      expect(shown.html).toMatch(/content\/enrollment\/returning_instructions\.mdx:\d+:\d+<\/code> <strong>error<\/strong>: [^<]+<br \/>What to do: /);
      // Its warnings too, before the errors, as npm run check lists them: what must be fixed comes last.
      expect(shown.html).toMatch(/returning_instructions\.mdx:\d+:\d+<\/code> warning: &quot;click here&quot;[\s\S]*<strong>error<\/strong>/);
      // The site's frame: skip link, header and footer, as on any page.
      expect(shown.html).toContain('class="skip-link"');
      expect(shown.html).toContain('<main id="main" class="main"');
      for (const address of ['/enrollment', '/', '/edtech']) {
        const other = await page(address);
        expect(other.status, address).toBe(200);
        expect(other.html, address).not.toContain('dev-problems');
      }
    } finally {
      restore();
    }
    expect((await page(GUIDE_ADDRESS)).status).toBe(200);
  }, 30_000);

  it('a guide whose header has an error shows its problems at its address, not "not found"', async () => {
    try {
      save(GUIDE, original(GUIDE).replace(/^title: .*\n/m, ''));
      const shown = await page(GUIDE_ADDRESS);
      expect(shown.status).toBe(500);
      expect(shown.html).toMatch(/returning_instructions\.mdx:\d+(:\d+)?<\/code> <strong>error<\/strong>: [^<]*title/);
      expect((await page('/enrollment')).status).toBe(200);
    } finally {
      restore();
    }
  }, 30_000);

  it('a mistake in site.yaml or a strings file shows on the pages it concerns, with its file and line, and goes when fixed', async () => {
    try {
      save('site.yaml', original('site.yaml').replace(/^name: .*$/m, 'name:'));
      const broken = await page('/enrollment');
      expect(broken.status).toBe(500);
      expect(broken.html).toMatch(/content\/site\.yaml:\d+(:\d+)?<\/code> <strong>error<\/strong>/);
      restore();
      save('strings/en.yaml', `${original('strings/en.yaml')}\n  : : [unclosed\n`);
      const words = await page('/enrollment');
      expect(words.html).toMatch(/content\/strings\/en\.yaml:\d+(:\d+)?<\/code> <strong>error<\/strong>/);
      // Without its words no page of the language can be framed: the page says so instead of a stack trace.
      expect(words.status).toBe(500);
      expect(words.html).toContain('No page in this language can be shown');
    } finally {
      restore();
    }
    const fixed = await page('/enrollment');
    expect(fixed.status).toBe(200);
    expect(fixed.html).not.toContain('dev-problems');
  }, 30_000);

  it('a warning of site.yaml shows on the home page, not on every page', async () => {
    try {
      save('site.yaml', original('site.yaml').replace(/^links:\n/m, 'links:\n  unused: https://unused.example.org/\n'));
      const home = await page('/');
      expect(home.status).toBe(200);
      expect(home.html).toMatch(/<aside class="dev-problems"[\s\S]*content\/site\.yaml:\d+(:\d+)?<\/code> warning: links\.unused/);
      expect((await page('/enrollment')).html).not.toContain('dev-problems');
    } finally {
      restore();
    }
  }, 30_000);

  it('an old address of a page that moved is sent on to it, as every host does', async () => {
    try {
      save('site.yaml', `${original('site.yaml')}oldAddresses:\n  - /enrollment/returning: ${GUIDE_ADDRESS}\n`);
      const response = await fetch(`${origin}/Enrollment/Returning/`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${GUIDE_ADDRESS}/`);
    } finally {
      restore();
    }
  }, 30_000);

  it('links, #anchors and pictures that lead nowhere, and warnings, show in a box above the page, which still shows', async () => {
    try {
      save(GUIDE, guideWith('See [the lost page](/enrollment/lost), [a missing section](/enrollment#no-such-part) and this picture:\n\n![The missing screen](/images/missing.png)\n\nTo start, [click here](/enrollment).'));
      const shown = await page(GUIDE_ADDRESS);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain('<h1 id="page-title">Re-enroll a returning student</h1>');
      const box = /<aside class="dev-problems"[^>]*>([\s\S]*?)<\/aside>/.exec(shown.html)?.[1] ?? '';
      expect(box).toMatch(/3 errors to fix before this can be published/);
      const lines = [...box.matchAll(/returning_instructions\.mdx:(\d+):\d+<\/code> (<strong>error<\/strong>|warning): ([^<]*)/g)].map((match) => ({ severity: match[2]!.includes('error') ? 'error' : 'warning', message: match[3]! }));
      expect(lines.filter(({ severity }) => severity === 'error')).toHaveLength(3);
      expect(lines.some(({ severity, message }) => severity === 'warning' && message.includes('click here'))).toBe(true);
      expect(box).toMatch(/\/enrollment\/lost/);
      expect(box).toMatch(/no-such-part/);
      expect(box).toMatch(/missing\.png/);
      // The box is this page's: another page shows none.
      expect((await page('/enrollment')).html).not.toContain('dev-problems');
      // Adding the picture to public/ takes its line out of the box.
      const picture = path.join(copy, 'public/images/missing.png');
      fs.copyFileSync(path.join(copy, 'public/images/portal.png'), picture);
      server.watcher.emit('add', picture);
      expect((await page(GUIDE_ADDRESS)).html).not.toMatch(/missing\.png<\/code>|there is no picture[^<]*missing\.png/);
      expect((await page(GUIDE_ADDRESS)).html).toMatch(/2 errors to fix/);
      fs.rmSync(picture);
      server.watcher.emit('unlink', picture);
    } finally {
      restore();
    }
  }, 30_000);

  it('a save changes only the saved page; pages that show its title follow a retitle; a new guide is served at once', async () => {
    const sibling = 'enrollment/new_students.mdx';
    try {
      save(sibling, original(GUIDE).replace(/^title: .*$/m, 'title: Enroll a new student').replace(/^## Before you start$/m, '## Before you begin'));
      const added = await page('/enrollment/new_students');
      expect(added.status).toBe(200);
      expect(added.html).toContain('<h1 id="page-title">Enroll a new student</h1>');
      // Both guides list each other as the section's guides.
      expect(added.html).toContain('Re-enroll a returning student');
      const before = { guide: await page(GUIDE_ADDRESS), hub: await page('/enrollment'), home: await page('/') };
      expect(before.guide.html).toContain('Enroll a new student');

      // A change of text: only its page changes.
      save(sibling, fs.readFileSync(path.join(content, sibling), 'utf8').replace(/\n## Steps/, '\nA sentence added while writing.\n\n## Steps'));
      expect((await page('/enrollment/new_students')).html).toContain('A sentence added while writing.');
      expect((await page(GUIDE_ADDRESS)).html).toBe(before.guide.html);
      expect((await page('/enrollment')).html).toBe(before.hub.html);
      expect((await page('/')).html).toBe(before.home.html);

      // A new title: the guide beside it, which names it, shows it at once: what the chrome shows of other
      // pages is given when a page is rendered (page-data.ts), never compiled into it.
      save(sibling, fs.readFileSync(path.join(content, sibling), 'utf8').replace(/^title: .*$/m, 'title: Enroll a student for the first time'));
      expect((await page('/enrollment/new_students')).html).toContain('<h1 id="page-title">Enroll a student for the first time</h1>');
      const after = await page(GUIDE_ADDRESS);
      expect(after.html).toContain('Enroll a student for the first time');
      expect(after.html).not.toContain('Enroll a new student');
    } finally {
      restore();
    }
    expect((await page('/enrollment/new_students')).status).toBe(404);
  }, 60_000);
});
