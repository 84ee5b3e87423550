/**
 * The address policy (src/engine/address-policy.ts, issue 50): a table of
 * crafted addresses, each refused by the policy for every use, then planted in
 * each place an editor writes an address (a guide's links, pictures and
 * reference definitions, every building block's address attributes, a
 * notice's links and pages, site.yaml's links, menus, pages and old
 * addresses, staff.yaml's email) and refused there with its file and line.
 * The planted places use one throw-away copy of the check-ok fixture each
 * (the content graph and the check, no build), so the whole file takes seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressProblem, routeOf, type AddressUse } from '../../src/engine/address-policy.ts';
import { BLOCK_NAMES, elementOf, URL_ATTRIBUTES } from '../../src/blocks/index.ts';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/check-ok');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Every form of address that leaves the site, hides where it goes, or runs code, as the policy sees it (entities already decoded). */
const CRAFTED: readonly [string, string][] = [
  ['a leading //, to a name', '//parent-portal.example.net'],
  ['a leading //, to a page-like name', '//mfa'],
  ['a leading //, to a decimal IPv4 address', '//3627732462'],
  ['three slashes', '///evil.example.org'],
  ['a backslash after /', '/\\parent-portal.example.net'],
  ['two backslashes', '\\\\evil.example.org'],
  ['a backslash between slashes', '/\\/evil.example.org'],
  ['a backslash inside a page address', '/mfa\\..\\evil'],
  ['a percent-encoded backslash', '/%5cevil.example.org'],
  ['percent-encoded slashes', '/%2f%2fevil.example.org'],
  ['percent-encoded slashes without a slash', '%2f%2fevil.example.org'],
  ['a double-encoded slash', '/%252f%252fevil.example.org'],
  ['a percent-encoded dot segment', '/%2e%2e/evil'],
  ['a dot segment', '/mfa/../../evil'],
  ['a decimal IPv4 server', 'https://3627732462/'],
  ['a hexadecimal IPv4 server', 'https://0xd83a0f2e/'],
  ['a dotted IPv4 server', 'https://216.58.214.14/'],
  ['an octal IPv4 server', 'https://0330.0072.0326.016/'],
  ['an IPv6 server', 'https://[::1]/'],
  ['a user name before the server', 'https://riversidecatholic.powerschool.example.org@evil.example.org/public/'],
  ['a user name and password', 'https://user:pass@evil.example.org/'],
  ['an empty user name', 'https://@evil.example.org/'],
  ['an ideographic full stop in the server', 'https://evil\u3002example\u3002org/'],
  ['a fullwidth full stop in the server', 'https://evil\uff0eexample.org/'],
  ['fullwidth slashes', '\uff0f\uff0fevil.example.org'],
  ['a fullwidth slash after /', '/\uff0fevil.example.org'],
  ['a one-dot leader', '/mfa\u2024evil'],
  ['http: in capitals', 'HTTP://evil.example.org/'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['data: in capitals', 'DATA:text/html,hi'],
  ['vbscript:', 'VBScript:msgbox(1)'],
  ['another scheme', 'ftp://evil.example.org/file'],
  ['https: with one slash and a backslash', 'https:/\\evil.example.org/'],
  ['https: without slashes', 'https:evil.example.org'],
  ['https: with three slashes', 'https:///evil.example.org'],
  ['a space before', ' /mfa'],
  ['a tab inside a scheme', 'java\tscript:alert(1)'],
  ['a line break', '/mfa\n//evil.example.org'],
  ['a NUL', '/mfa\u0000'],
  ['a zero-width space', '/mfa\u200b'],
  ['a no-break space', '/mfa\u00a0'],
  ['a relative address', 'evil.example.org'],
];

const USES: AddressUse[] = ['link', 'page', 'old', 'image', 'outside'];

describe('the address policy, on the address as written', () => {
  it.each(CRAFTED)('refuses %s (%j) for every use, with what to do', (_, address) => {
    for (const use of USES) {
      const problem = addressProblem(address, use);
      expect(problem, `${use}: ${address}`).toBeDefined();
      expect(problem!.hint.length, `${use}: ${address}`).toBeGreaterThan(10);
    }
  });

  it('allows what the site writes: pages in any case, #sections, files, https:// servers, mailto: and tel:', () => {
    for (const address of ['/', '/mfa', '/MFA/', '/mfa/mfa_passkey#before-you-start', '/Enrollment/new-student']) {
      for (const use of ['link', 'page'] as const) expect(addressProblem(address, use), `${use}: ${address}`).toBeUndefined();
    }
    for (const address of ['/mfa', '/MFA/MFA_Hardware']) expect(addressProblem(address, 'old'), address).toBeUndefined();
    expect(addressProblem('/images/sign-in.png', 'image')).toBeUndefined();
    expect(addressProblem('/images/sign-in.png', 'link')).toBeUndefined();
    for (const address of ['https://m365.cloud.microsoft/', 'HTTPS://apps.apple.com/us/app/x/id1?y=1#z', 'https://start.example.org:8443/apps/']) {
      expect(addressProblem(address, 'link'), address).toBeUndefined();
      expect(addressProblem(address, 'outside'), address).toBeUndefined();
    }
    for (const address of ['mailto:edtech@riversidecatholic.example.org', 'tel:+15550102400', '#before-you-start', 'link:helpDesk']) expect(addressProblem(address, 'link'), address).toBeUndefined();
    // An outside address is never a page's, a picture's or an old one.
    for (const use of ['page', 'old', 'image'] as const) expect(addressProblem('https://m365.cloud.microsoft/', use)).toBeDefined();
  });

  it('finds a page as written, apart from capitals and one final slash: nothing folded', () => {
    expect(routeOf('/MFA/')).toBe('/mfa');
    expect(routeOf('/mfa/mfa_passkey#top')).toBe('/mfa/mfa_passkey');
    expect(routeOf('/')).toBe('/');
  });
});

/** The fixture with files written (a function edits the fixture's own text), checked: its errors. */
async function errorsOf(files: Record<string, string | ((text: string) => string)>): Promise<ContentProblem[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'address-policy-'));
  folders.push(root);
  fs.cpSync(fixture, root, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'content', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof text === 'string' ? text : text(fs.readFileSync(file, 'utf8')));
  }
  const graph = await loadContentGraph({ contentDir: path.join(root, 'content'), today: new Date('2026-11-22T12:00:00Z') });
  return checkContent(graph, { publicDir: path.join(root, 'public') }).problems.filter((problem) => problem.severity === 'error');
}

const HEADER = '---\ntitle: Planted addresses\ndescription: A page of the address policy tests, with one address on each line.\nowner: Tests\nreviewed: 2026-11-01\nunlinked: "A test page"\n---\n';
/** Lines before the first planted one: the header and a blank line. */
const FIRST_LINE = HEADER.split('\n').length + 1;

/** What a guide can hold as written: Markdown ends an address at a space or `)`, an attribute at `"`; both decode entities. */
const inMarkdown = CRAFTED.map(([, address]) => address).filter((address) => !/[\s()<>[\]\p{Cc}"]/u.test(address));
/** Entity-encoded forms, which the guide's parser decodes before the policy sees them; and a page's .html form, a file the site does not have. */
const ENTITIES = ['/&#92;parent-portal.example.net', '/&#x5C;mfa', '&#47;&#47;evil.example.org', 'https://evil.example.org&#64;x', '/edtech.html'];

/** A guide with one block per address (a blank line between), and the lines of each: an error on any of them names the address's place. */
function guide(addresses: readonly string[], write: (address: string, index: number) => string): { text: string; lines: number[][] } {
  let line = FIRST_LINE;
  const lines = addresses.map((address, index) => {
    const count = write(address, index).split('\n').length;
    const own = Array.from({ length: count }, (_, at) => line + at);
    line += count + 1;
    return own;
  });
  return { text: `${HEADER}\n${addresses.map(write).join('\n\n')}\n`, lines };
}

/** Every building block's address attributes, with what else the block needs to stand: found from the blocks, not listed here. */
function blockUses(address: string): { name: string; attribute: string; markup: string }[] {
  return BLOCK_NAMES.flatMap((name) => {
    const rule = elementOf(name)!.rule;
    const attributes = [...(rule.required ?? []), ...(rule.optional ?? [])];
    return attributes
      .filter((attribute) => URL_ATTRIBUTES.includes(attribute))
      .map((attribute) => {
        const others = (rule.required ?? []).filter((other) => other !== attribute).map((other) => `${other}="${URL_ATTRIBUTES.includes(other) ? '/edtech' : (rule.values?.[other]?.[0] ?? 'Words')}"`);
        const tag = `<${name} ${[`${attribute}="${address}"`, ...others].join(' ')}${rule.needsContent || rule.children ? `>Words.</${name}>` : ' />'}`;
        const parent = rule.parents?.[0];
        return { name, attribute, markup: parent ? `<${parent}>\n${tag}\n</${parent}>` : tag };
      });
  });
}

describe('planted where an editor writes an address, each is refused with its file and line', { timeout: 60_000 }, () => {
  it('in a guide: links, pictures, reference definitions (a link\'s and a picture\'s), and every building block\'s address attributes', async () => {
    const addresses = [...inMarkdown, ...ENTITIES];
    const planted = {
      'links.mdx': guide(addresses, (address) => `[Confirm your parent account](${address})`),
      'pictures.mdx': guide(addresses, (address) => `![A picture](${address})`),
      'link-references.mdx': guide(addresses, (address, index) => `[Open it][r${index}]\n\n[r${index}]: ${address}`),
      'picture-references.mdx': guide(addresses, (address, index) => `![A picture][p${index}]\n\n[p${index}]: ${address}`),
    };
    const blocks = blockUses('ADDRESS');
    expect(blocks.map((block) => `${block.name} ${block.attribute}`)).toEqual(expect.arrayContaining(['ButtonLink href', 'Card href', 'AppStoreLinks ios', 'AppStoreLinks android']));
    const inAttributes = addresses.filter((address) => !address.includes('"') && !/[{}]/.test(address));
    const blockFiles = Object.fromEntries(
      blocks.map(({ name, attribute }) => {
        const markup = (address: string) => blockUses(address).find((use) => use.name === name && use.attribute === attribute)!.markup;
        return [`blocks-${name.toLowerCase()}-${attribute}.mdx`, guide(inAttributes, markup)];
      }),
    );
    const all = { ...planted, ...blockFiles };
    const errors = await errorsOf(Object.fromEntries(Object.entries(all).map(([file, { text }]) => [file, text])));
    for (const [file, { lines }] of Object.entries(all)) {
      const said = errors.filter((error) => error.file === `content/${file}`);
      const planted = file.startsWith('blocks-') ? inAttributes : addresses;
      lines.forEach((own, index) => {
        expect(said.filter((error) => own.includes(error.line!)), `${file}:${own.join(',')} ${JSON.stringify(planted[index])}`).not.toEqual([]);
      });
    }
  });

  it('in notices.yaml: a link in a notice\'s text, its pages and its sections', async () => {
    const addresses = CRAFTED.map(([, address]) => address).filter((address) => !/[\s()[\]\p{Cc}]/u.test(address));
    const notices = addresses.map((address) => `- pages: all\n  until: 2027-12-31\n  text:\n    en: ${JSON.stringify(`[Confirm your parent account](${address})`)}\n`).join('\n');
    const lists = addresses.map((address) => `- pages: [${JSON.stringify(address)}]\n  sections: [${JSON.stringify(address)}]\n  until: 2027-12-31\n  text:\n    en: Words.\n`).join('\n');
    // Two files: a page list the schema refuses would stop the texts' links from being read at all.
    for (const text of [notices, lists]) {
      const errors = (await errorsOf({ 'notices.yaml': text })).filter((error) => error.file === 'content/notices.yaml');
      const lines = text.split('\n');
      const expected = lines.flatMap((line, index) => (/^ {4}en: "\[|^- pages: \[|^ {2}sections: \[/.test(line) ? [index + 1] : []));
      expect(expected).toHaveLength(addresses.length * (text === notices ? 1 : 2));
      for (const line of expected) expect(errors.filter((error) => error.line === line), `notices.yaml:${line} ${lines[line - 1]}`).not.toEqual([]);
    }
  });

  it('in site.yaml: links, the menu, helpPage, office.page, the search\'s links, and old addresses on both sides of the colon', async () => {
    const addresses = CRAFTED.map(([, address]) => address);
    const yaml = (address: string) => JSON.stringify(address);
    const plant = (site: string) =>
      site
        .replace('links:\n', `links:\n${addresses.map((address, index) => `  planted${index}: ${yaml(address)}\n`).join('')}`)
        .replace('nav:\n', `nav:\n${addresses.map((address) => `  - label: Planted\n    href: ${yaml(address)}\n`).join('')}`)
        .replace('helpPage: /edtech', `helpPage: ${yaml(addresses[0]!)}`)
        .replace('  page: /edtech', `  page: ${yaml(addresses[1]!)}`) +
      `oldAddresses:\n${addresses.map((address) => `  - ${yaml(address)}\n  - /planted/old: ${yaml(address)}\n`).join('')}` +
      `search:\n  noResults:\n    message: Nothing.\n    tasks:\n${addresses.map((address) => `      - label: Planted\n        href: ${yaml(address)}\n`).join('')}    contact: Ask.\n    contactLink:\n      label: Help\n      href: /edtech\n`;
    const text = plant(fs.readFileSync(path.join(fixture, 'content/site.yaml'), 'utf8'));
    const errors = (await errorsOf({ 'site.yaml': text })).filter((error) => error.file === 'content/site.yaml');
    const lines = text.split('\n');
    const expected = lines.flatMap((line, index) => (addresses.some((address) => line.endsWith(yaml(address))) ? [index + 1] : []));
    expect(expected.length).toBeGreaterThanOrEqual(addresses.length * 5);
    for (const line of expected) expect(errors.filter((error) => error.line === line), `site.yaml:${line} ${lines[line - 1]}`).not.toEqual([]);
  });

  it('in staff.yaml: an email that is more than an address is refused on its line', async () => {
    const emails = ['a@b.example.org?cc=evil@evil.example.org', 'a@b.example.org\n::notice::x', 'a@[127.0.0.1]', 'a@3627732462', 'javascript:alert(1)//@x.example.org'];
    const text = (staff: string) => staff.replace(/^(- name: .*)$/m, (first) => emails.map((email) => `- name: Planted\n  title: Tester\n  email: ${JSON.stringify(email)}\n`).join('') + first);
    const written = text(fs.readFileSync(path.join(fixture, 'content/staff.yaml'), 'utf8'));
    const errors = (await errorsOf({ 'staff.yaml': written })).filter((error) => error.file === 'content/staff.yaml');
    const lines = written.split('\n').flatMap((line, index) => (line.startsWith('  email: "') && emails.some((email) => line.endsWith(JSON.stringify(email))) ? [index + 1] : []));
    expect(lines).toHaveLength(emails.length);
    for (const line of lines) expect(errors.filter((error) => error.line === line), `staff.yaml:${line} ${JSON.stringify(errors)}`).not.toEqual([]);
  });
});

describe('the names of guides and folders', { timeout: 60_000 }, () => {
  it('are small letters, digits, - and _, and never a name the build writes at the top of the site', async () => {
    const page = `${HEADER}\nWords.\n`;
    const errors = await errorsOf({ 'parent-portal.example.net.mdx': page, '3627732462.mdx': page, 'Enrollment/New.mdx': page, 'assets/guide.mdx': page, 'qr.mdx': page, '_server/x.mdx': page, 'images/x.mdx': page });
    const said = (file: string) => errors.filter((error) => error.file === file).map((error) => error.message);
    expect(said('content/parent-portal.example.net.mdx')).toEqual(['the name "parent-portal.example.net" can only use small letters, digits, - and _']);
    expect(said('content/Enrollment/')).toEqual(['the name "Enrollment" can only use small letters, digits, - and _']);
    expect(said('content/Enrollment/New.mdx')).toEqual(['the name "New" can only use small letters, digits, - and _']);
    for (const file of ['content/assets/', 'content/qr.mdx', 'content/_server/', 'content/images/']) expect(said(file), file).toEqual([expect.stringMatching(/^".+" is a name the site itself uses at the top of its addresses/)]);
    // Digits alone are a name like any other: with no // before it, no browser reads it as a server.
    expect(said('content/3627732462.mdx')).toEqual([]);
  });
});
