/**
 * No setting can rewrite the security policy or send a reader off the site
 * (issue 34): a frame shows only a site.yaml key to a plain https:// server,
 * whose origin is all that reaches the policy; site links start with one `/`;
 * a translation's values are held to site.yaml's rules; and a check's hint
 * never names a folder outside public/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { frameOrigin } from '../../src/engine/node/graph/rules/url-rules.ts';
import { contentSecurityPolicy, securityHeaders } from '../../src/engine/node/security-headers.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/check-ok');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const page = (body: string) => `---\ntitle: Start page\ndescription: The school's start page, in a frame, for the security tests.\nowner: Tests\nreviewed: 2026-11-01\n---\n\n${body}\n`;

/** The good fixture site with site.yaml edited, files added, and a Spanish strings file whose `site:` part is given. */
async function check(options: { site?: (text: string) => string; files?: Record<string, string>; spanishSite?: string }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-security-'));
  folders.push(root);
  fs.cpSync(fixture, root, { recursive: true });
  const content = path.join(root, 'content');
  const siteFile = path.join(content, 'site.yaml');
  let site = fs.readFileSync(siteFile, 'utf8');
  if (options.spanishSite !== undefined) {
    site = site.replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n');
    fs.writeFileSync(path.join(content, 'strings/es.yaml'), `${fs.readFileSync(path.join(content, 'strings/en.yaml'), 'utf8')}\nsite:\n${options.spanishSite}`);
  }
  fs.writeFileSync(siteFile, options.site ? options.site(site) : site);
  for (const [name, text] of Object.entries(options.files ?? {})) fs.writeFileSync(path.join(content, name), text);
  const graph = await loadContentGraph({ contentDir: content, today: new Date('2026-11-22T12:00:00Z') });
  const { problems } = checkContent(graph, { publicDir: path.join(root, 'public') });
  return { graph, errors: problems.filter((problem) => problem.severity === 'error').map(({ file, line, message, hint }) => ({ file, line, message, hint })) };
}

const withLink = (key: string, url: string) => (site: string) => site.replace('links:\n', `links:\n  ${key}: ${url}\n`);

describe('frames: only a site.yaml key, to a plain https:// server', { timeout: 60_000 }, () => {
  it('a typed address in a frame is an error, not a warning, and adds nothing to the policy', async () => {
    const { graph, errors } = await check({ files: { 'start.mdx': page('<EmbeddedPage src="https://x.example;sandbox/" title="Start page" />') } });
    expect(errors).toContainEqual(expect.objectContaining({ file: 'content/start.mdx', line: 8, message: '<EmbeddedPage src="https://x.example;sandbox/">: a frame can only show a page named in content/site.yaml' }));
    expect(graph.frameOrigins).toEqual([]);
  });

  it.each([
    ['a directive after a ;', 'https://x.example;sandbox/'],
    ['a quote', 'https://x"y.example/'],
    ['a comma', 'https://x,y.example/'],
    ['a user name', 'https://user@start.example/'],
  ])('a site.yaml key whose address has %s is an error on its line in site.yaml, and stays out of the policy', async (_, url) => {
    const edit = withLink('startPage', JSON.stringify(url));
    const { graph, errors } = await check({ site: edit, files: { 'start.mdx': page('<EmbeddedPage src="link:startPage" title="Start page" />') } });
    const problem = errors.find((error) => error.file === 'content/site.yaml' && error.message.startsWith('links.startPage:'));
    expect(problem, JSON.stringify(errors)).toBeDefined();
    expect(edit(fs.readFileSync(path.join(fixture, 'content/site.yaml'), 'utf8')).split('\n')[problem!.line! - 1]).toContain('startPage:');
    expect(graph.frameOrigins).toEqual([]);
  });

  it('a key to a plain https:// server is the one origin the policy lets in', async () => {
    const { graph, errors } = await check({ site: withLink('startPage', 'https://start.example.org:8443/apps/'), files: { 'start.mdx': page('<EmbeddedPage src="link:startPage" title="Start page" />') } });
    expect(errors).toEqual([]);
    expect(graph.frameOrigins).toEqual(['https://start.example.org:8443']);
    expect(contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true })).toContain("frame-src https://start.example.org:8443; object-src 'none'");
  });

  it('the policy refuses to write an origin that is not https://host[:port], whatever passes it one', () => {
    for (const origin of ['https://x.example;sandbox', 'https://x"y.example', 'http://start.example.org', "'unsafe-inline'", 'https://a.example https://b.example']) {
      expect(() => contentSecurityPolicy([origin], { forMetaTag: false }), origin).toThrow(/frame origin/);
    }
    expect(frameOrigin('https://START.Example.org/x?y')).toBe('https://start.example.org');
    expect(frameOrigin('http://start.example.org/')).toBeUndefined();
  });

  it('a translation cannot point the start page at http://: an error naming the field, with its line', async () => {
    const { errors } = await check({ site: withLink('startPage', 'https://start.example.org/'), spanishSite: '  links:\n    startPage: http://start.example.org/\n', files: { 'start.mdx': page('<EmbeddedPage src="link:startPage" title="Start page" />') } });
    expect(errors).toContainEqual(expect.objectContaining({ file: 'content/strings/es.yaml', line: expect.any(Number), message: 'site.links.startPage http://start.example.org/: outside addresses must use https://, not http://' }));
  });
});

describe('the page policy', () => {
  it('has no upgrade-insecure-requests, which broke every page on a plain-HTTP school server (issue 37), and no HSTS in the <meta> policy', () => {
    const meta = contentSecurityPolicy(['https://start.example.org'], { forMetaTag: true });
    expect(meta).not.toContain('upgrade-insecure-requests');
    expect(meta).not.toMatch(/strict-transport/i);
    expect(securityHeaders([])['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('site links start with one /', { timeout: 60_000 }, () => {
  it.each([
    ['a menu link', (site: string) => site.replace('    href: /edtech\n', '    href: //1113982867/login\n'), 'nav "Office" (entry 2) href: //1113982867/login'],
    ['the help page', (site: string) => site.replace('helpPage: /edtech', 'helpPage: //evil.example/help'), 'helpPage: //evil.example/help'],
    ['a link with a backslash', (site: string) => site.replace('    href: /edtech\n', '    href: /\\evil.example\n'), 'nav "Office" (entry 2) href: /\\evil.example'],
  ])('%s that starts with // is an error with its line', async (_, edit, said) => {
    const { errors } = await check({ site: edit });
    const problem = errors.find((error) => error.message.startsWith(said));
    expect(problem, JSON.stringify(errors)).toMatchObject({ file: 'content/site.yaml', line: expect.any(Number), message: expect.stringMatching(/another server/) });
    const site = fs.readFileSync(path.join(fixture, 'content/site.yaml'), 'utf8');
    expect(edit(site).split('\n')[problem!.line! - 1]).toContain(said.split(': ').at(-1));
  });

  it('a no-results link of the search, and a translation\'s menu link, too', async () => {
    const search = 'search:\n  noResults:\n    message: Nothing matches.\n    tasks:\n      - label: Office\n        href: //1113982867/x\n    contact: Ask us.\n    contactLink:\n      label: Help\n      href: /edtech\n';
    const { errors: inSite } = await check({ site: (site) => `${site}${search}` });
    expect(inSite).toContainEqual(expect.objectContaining({ file: 'content/site.yaml', message: expect.stringMatching(/^search\.noResults\.tasks "Office" \(entry 1\) href: \/\/1113982867\/x starts with \/\/, which browsers read as another server/) }));
    const { errors } = await check({ spanishSite: '  nav:\n    - label: Inscripción\n      href: //evil.example/es\n' });
    expect(errors).toContainEqual(expect.objectContaining({ file: 'content/strings/es.yaml', line: expect.any(Number), message: expect.stringMatching(/^site\.nav\.0\.href \/\/evil\.example\/es starts with \/\/, which browsers read as another server/) }));
    // Said once: the address policy is the schema's own check.
    expect(errors.filter((error) => error.file === 'content/strings/es.yaml')).toHaveLength(1);
  });

  it('a translation cannot make a menu link a javascript: address, or move the site\'s address', async () => {
    const { errors } = await check({ spanishSite: '  siteUrl: https://evil.example\n  nav:\n    - label: Inscripción\n      href: "javascript:alert(1)"\n' });
    expect(errors).toContainEqual(expect.objectContaining({ file: 'content/strings/es.yaml', message: 'site.nav.0.href javascript: links are not allowed here' }));
    expect(errors).toContainEqual(expect.objectContaining({ file: 'content/strings/es.yaml', line: expect.any(Number), message: 'site.siteUrl is the same in every language' }));
  });
});

describe('a picture outside public/', { timeout: 60_000 }, () => {
  it('gets no hint with the names of another folder of the machine', async () => {
    const { errors } = await check({ files: { 'extra.mdx': page('![a](/../../../etc/passwd)\n\n![b](/../../../etc/hostnam)') } });
    const said = errors.filter((error) => error.file === 'content/extra.mdx');
    expect(said).toHaveLength(2);
    for (const problem of said) {
      expect(problem.message).toMatch(/a picture's address is its file in public\//);
      // Said as written, with no name the editor did not write: the old hint listed the machine's /etc/ ("did you mean /etc/passwd?").
      expect(problem.hint).not.toMatch(/etc/);
      expect(problem.message).not.toMatch(/hostname/);
    }
  });
});
