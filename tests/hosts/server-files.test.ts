/**
 * What the build writes for servers that cannot run here or that a copy of
 * dist/ may land on: IIS's web.config, checked against IIS's schema and the
 * rules it must hold (nginx, Apache and Caddy run theirs in hosts.test.ts);
 * and the folders of dist/, which must each have an index.html that is safe
 * wherever dist/ is copied, including a disk that ignores case (Windows, a Mac).
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { readServedSite } from '../../src/engine/node/publish/static-server.ts';
import { exactly, movedPattern, serverRules } from '../../src/engine/node/publish/server-files/rules.ts';
import { pageFile, pageHref, withBase } from '../../src/engine/urls.ts';
import { IIS_SCHEMA } from './iis-schema.ts';
import { projectSite, rootSite } from './sites.ts';

interface XmlElement {
  path: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The file's elements as a tree, in document order (comments and the declaration left out). */
function parseXml(text: string): XmlElement {
  const nodes = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, parseAttributeValue: false }).parse(text) as Ordered[];
  const toElement = (node: Ordered, parent: string): XmlElement | undefined => {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (name === undefined || name.startsWith('?') || name === '#text') return undefined;
    const at = parent ? `${parent}/${name}` : name;
    return { path: at, attributes: node[':@'] ?? {}, children: (node[name] as Ordered[]).flatMap((child) => toElement(child, at) ?? []) };
  };
  return nodes.flatMap((node) => toElement(node, '') ?? [])[0]!;
}

const every = (element: XmlElement): XmlElement[] => [element, ...element.children.flatMap(every)];
const named = (root: XmlElement, at: string) => every(root).filter((element) => element.path === at);

describe.each([
  ['at the domain root', rootSite],
  ['under a path', projectSite],
])('web.config for IIS, %s', (_label, site) => {
  const { dist } = site();
  const text = fs.readFileSync(path.join(dist, '_server/web.config'), 'utf8');
  const served = readServedSite(dist);
  const rules = serverRules(served);
  const below = (fullPath: string) => fullPath.slice(rules.base.length);

  it('is well-formed XML, and every element and attribute is one IIS knows there', () => {
    expect(XMLValidator.validate(text)).toBe(true);
    const unknown = every(parseXml(text)).flatMap((element) => {
      const allowed = IIS_SCHEMA[element.path];
      if (!allowed) return [`<${element.path}>`];
      return Object.keys(element.attributes).filter((name) => !allowed.includes(name)).map((name) => `${element.path} ${name}=`);
    });
    expect(unknown).toEqual([]);
  });

  it('redirects each .html form and old address with one exact, case-sensitive rule, a moved page\'s old address with one that ignores case, and no rule matches a page\'s own address', () => {
    const found = named(parseXml(text), 'configuration/system.webServer/rewrite/rules/rule').map((rule) => {
      const match = rule.children.find((child) => child.path.endsWith('/match'))!.attributes;
      const action = rule.children.find((child) => child.path.endsWith('/action'))!.attributes;
      return { stopProcessing: rule.attributes.stopProcessing, match, action };
    });
    const redirect = (to: string) => ({ type: 'Redirect', url: to, redirectType: 'Permanent' });
    expect(found).toEqual([
      ...rules.redirects.map(({ from, to }) => ({ stopProcessing: 'true', match: { url: exactly(below(from)), ignoreCase: 'false' }, action: redirect(to) })),
      ...rules.moved.map(({ from, to }) => ({ stopProcessing: 'true', match: { url: movedPattern(below(from)), ignoreCase: 'true' }, action: redirect(to) })),
    ]);
    const pageAddresses = served.routes.flatMap((route) => [pageHref(route), route]).map((address) => below(`${rules.base}${address.slice(1)}`));
    const loops = found.flatMap(({ match }) => pageAddresses.filter((address) => new RegExp(match.url!, match.ignoreCase === 'true' ? 'i' : '').test(address)).map((address) => `${match.url} matches ${address}`));
    expect(loops).toEqual([]);
  });

  it('answers a missing address with the not-found page of its language, status 404 kept (ExecuteURL)', () => {
    const root = parseXml(text);
    const errorAt = (element: XmlElement) => every(element).filter((child) => child.path.endsWith('/httpErrors/error')).map((error) => error.attributes);
    const top = named(root, 'configuration/system.webServer')[0]!;
    expect(errorAt({ ...top, children: top.children })).toEqual([{ statusCode: '404', path: rules.notFound.at(-1)!.page, responseMode: 'ExecuteURL' }]);
    const locations = named(root, 'configuration/location');
    for (const { prefix, page } of rules.notFound.slice(0, -1)) {
      const location = locations.find((element) => element.attributes.path === below(prefix).replace(/\/$/, ''))!;
      expect(errorAt(location)).toEqual([{ statusCode: '404', path: page, responseMode: 'ExecuteURL' }]);
    }
  });

  it('sends the headers on every answer, HSTS only over HTTPS, the long cache under its folder; lists no folder, hides its own files', () => {
    const root = parseXml(text);
    const headersIn = (at: string) => named(root, at).map((header) => [header.attributes.name, header.attributes.value]);
    expect(headersIn('configuration/system.webServer/httpProtocol/customHeaders/add')).toEqual(rules.headers);
    const outbound = named(root, 'configuration/system.webServer/rewrite/outboundRules/rule').map((rule) => every(rule).map((element) => element.attributes));
    expect(outbound).toEqual(rules.httpsHeaders.map(([name, value]) => [expect.anything(), { serverVariable: `RESPONSE_${name.replace(/-/g, '_')}`, pattern: '.*' }, {}, { input: '{HTTPS}', pattern: '^on$' }, { type: 'Rewrite', value }]));
    for (const { prefix, headers } of rules.prefixHeaders) {
      const location = named(root, 'configuration/location').find((element) => element.attributes.path === below(prefix).replace(/\/$/, ''))!;
      expect(every(location).filter((element) => element.path.endsWith('/customHeaders/add')).map((header) => [header.attributes.name, header.attributes.value])).toEqual(headers);
    }
    expect(named(root, 'configuration/system.webServer/directoryBrowse')[0]!.attributes).toEqual({ enabled: 'false' });
    expect(named(root, 'configuration/system.webServer/security/requestFiltering/hiddenSegments/add').map((hidden) => hidden.attributes.segment)).toEqual(rules.hidden.map((folder) => below(folder).replace(/\/$/, '')));
  });
});

describe('the folders of dist/', () => {
  const { dist } = rootSite();
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  const served = readServedSite(dist);

  it('holds no build bookkeeping (Vite\'s manifest names the source files)', () => {
    expect(files.filter((file) => file.startsWith('.vite') || file.endsWith('manifest.json'))).toEqual([]);
  });

  it('each has an index.html: its page, a copy of the page it is in other capitals (an old address), a page sending the reader to a page, or its language\'s not-found page', () => {
    const pages = new Map(served.routes.map((route) => [pageFile(route).toLowerCase(), pageFile(route)]));
    const pageAddresses = new Set(served.routes.map((route) => withBase(served.base, pageHref(route))));
    const read = (file: string) => fs.readFileSync(path.join(dist, file));
    // A moved page's old address (`lms/old_page/`) and a page's `.html` form (`mfa.html/`): the build's refresh page, to a page.
    const sendsToPage = (file: string) => pageAddresses.has(/<meta http-equiv="refresh" content="0; url=([^"#]+)/.exec(read(file).toString())?.[1] ?? '');
    const wrong = files
      .filter((file) => fs.statSync(path.join(dist, file)).isDirectory())
      .flatMap((folder) => {
        const index = `${folder}/index.html`;
        if (!files.includes(index)) return [`${folder}/ has no index.html`];
        const page = pages.get(index.toLowerCase());
        if (page === undefined && sendsToPage(index)) return [];
        const expected = page ?? served.notFound[folder.split('/')[0]!] ?? served.notFound['']!;
        return read(index).equals(read(expected)) ? [] : [`${index} is not ${expected}`];
      });
    expect(wrong).toEqual([]);
  });

  it('two files whose names differ only in capitals are the same file, so a disk that ignores case loses nothing by merging them', () => {
    const byName = new Map<string, string[]>();
    for (const file of files.filter((name) => fs.statSync(path.join(dist, name)).isFile())) byName.set(file.toLowerCase(), [...(byName.get(file.toLowerCase()) ?? []), file]);
    const clashes = [...byName.values()].filter((group) => group.length > 1 && group.some((file) => !fs.readFileSync(path.join(dist, file)).equals(fs.readFileSync(path.join(dist, group[0]!)))));
    expect(clashes).toEqual([]);
    // The old addresses make such pairs today; the test means something only while they do.
    expect([...byName.values()].some((group) => group.length > 1)).toBe(served.redirects.some(({ from }) => !from.endsWith('.html')));
  });
});
