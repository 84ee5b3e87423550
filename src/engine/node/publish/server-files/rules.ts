/**
 * What a web server of the office's own must do for the built site, read from
 * the served-site description (src/engine/served-site.ts) once, for the four
 * server files written from it (nginx.ts, apache.ts, caddy.ts, iis.ts): every
 * address here is a full path, the base path included, as a server sees it.
 *
 * Matching is exact and case-sensitive everywhere but for a moved page's old
 * address: an old address of the first kind differs from its page's address
 * only by its capitals (`/MFA` -> `/mfa/`), so a rule that ignored case would
 * answer the page's own address with a redirect to itself. A moved page's old
 * address is no page's in any case (ServedSite.moved), so its one rule matches
 * it in any letter case, with or without a slash, `.html` or `/index.html`.
 */
import { movedAddressOf, type ServedSite } from '../../../served-site.ts';
import { withBase } from '../../../urls.ts';

/**
 * Headers browsers heed only over HTTPS: sent over plain HTTP (a school's own
 * server on its network), HSTS is ignored and Cross-Origin-Opener-Policy is
 * ignored with an error in the console. The servers send them over HTTPS only.
 */
const HTTPS_ONLY = new Set(['strict-transport-security', 'cross-origin-opener-policy']);

export type Header = readonly [name: string, value: string];

export interface ServerRules {
  /** `/` or `/edtech-help-site/`. */
  base: string;
  /** Exact addresses sent on with a 301: `.html` forms, old addresses and old addresses with a slash. */
  redirects: { from: string; to: string }[];
  /** A moved page's old address (`/lms/old`), which each server matches by movedPattern ignoring case, and where it leads. */
  moved: { from: string; to: string }[];
  /** Each language's not-found page, by the address prefix it answers (`/es/`), the most specific first; the last is the whole site's. */
  notFound: { prefix: string; page: string }[];
  /** Sent with every answer, errors and redirects included. */
  headers: Header[];
  /** Sent only when the request came over HTTPS (HSTS, COOP). */
  httpsHeaders: Header[];
  /** Added under an address prefix (`/assets/`: the long cache of hashed files), or at one file's address (`file`: `/sw.js`, never cached long). */
  prefixHeaders: { prefix: string; headers: Header[]; file: boolean }[];
  /** Folders of dist/ that no server should publish: the server files themselves. */
  hidden: string[];
}

/** The folder in dist/ that holds the server files other than `.htaccess` (which Apache reads where it is). */
export const SERVER_FILES_FOLDER = '_server';

export function serverRules(site: ServedSite): ServerRules {
  const at = (sitePath: string) => withBase(site.base, sitePath);
  const moved = new Set(site.moved.map(({ from }) => from));
  // A moved page's old address, in any form, is its pattern's.
  const redirects = site.redirects.filter(({ from }) => !moved.has(movedAddressOf(from))).flatMap(({ from, to }) => {
    const forms = [from];
    // An old address may be typed with a slash (`/MFA/`); a `.html` form is a file, never a folder.
    if (!from.endsWith('/') && !from.endsWith('.html')) forms.push(`${from}/`);
    return forms.filter((form) => form !== to).map((form) => ({ from: at(form), to: at(to) }));
  });
  const notFound = Object.entries(site.notFound)
    .map(([language, file]) => ({ prefix: at(language === '' ? '/' : `/${language}/`), page: at(`/${file}`) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const everywhere = site.headers.filter(({ pattern }) => pattern === '/*').flatMap(({ values }) => Object.entries(values));
  const prefixHeaders = site.headers
    .filter(({ pattern }) => pattern !== '/*')
    .map(({ pattern, values }) => {
      const file = /^\/[^*]+[^/*]$/.test(pattern);
      if (!file && !/^\/[^*]+\/\*$/.test(pattern)) throw new Error(`_site.json: the header pattern ${pattern} is neither /*, a folder (/x/*) nor a file (/x.js); the server files cannot say it`);
      return { prefix: at(file ? pattern : pattern.slice(0, -1)), headers: Object.entries(values), file };
    });
  return {
    base: site.base,
    redirects,
    moved: site.moved.map(({ from, to }) => ({ from: at(from), to: at(to) })),
    notFound,
    headers: everywhere.filter(([name]) => !HTTPS_ONLY.has(name.toLowerCase())),
    httpsHeaders: everywhere.filter(([name]) => HTTPS_ONLY.has(name.toLowerCase())),
    prefixHeaders,
    hidden: [at(`/${SERVER_FILES_FOLDER}/`)],
  };
}

/** What the root line of a server's file names: the copy of dist/, or under a path the folder that holds it by that path's name. */
export function rootFolder(rules: ServerRules): string {
  return rules.base === '/' ? 'the folder you copied dist/ into' : `the folder that holds ${rules.base.slice(1)}, your copy of dist/`;
}

/** A regular expression that matches exactly `text`, in the syntax every server here shares (PCRE, RE2, .NET). */
export function exactly(text: string): string {
  return `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/** The regular expression of a moved page's old address (`/lms/old`): itself, with a slash, `.html` or `/index.html`; to be matched ignoring case. */
export function movedPattern(address: string): string {
  return `${exactly(address).slice(0, -1)}(?:/|\\.html|/index\\.html)?$`;
}
