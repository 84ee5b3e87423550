import fs from 'node:fs';
import path from 'node:path';
import { languageOfRoute } from '../../languages.ts';
import { closestMatch } from '../../problems.ts';
import { addressProblem, routeOf } from '../../address-policy.ts';
import type { PageFacts } from '../graph/page-facts.ts';

/**
 * Whether an address of this site leads somewhere: a page (any case, as routing
 * ignores case), a heading or item on it, or a file in public/.
 */
export interface SiteIndex {
  /** Every route, with its page's facts (undefined when the page did not compile). */
  routes: Map<string, PageFacts | undefined>;
  publicDir: string;
  /** The site's language codes, the main one first: a "did you mean" stays in the link's language. */
  languages: readonly string[];
  /** Where pages moved by hand went (moved-pages.ts), asked for only when a link leads nowhere. */
  moved: () => ReadonlyMap<string, string>;
}

export interface ReferenceProblem {
  message: string;
  hint: string;
}

function publicFileExists(publicDir: string, pathname: string): boolean {
  const file = path.join(publicDir, pathname);
  return file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
}

function anchorProblem(url: string, anchor: string, where: string, ids: Set<string>): ReferenceProblem | undefined {
  if (ids.has(anchor)) return undefined;
  const known = [...ids];
  const sameButCase = known.find((id) => id.toLowerCase() === anchor.toLowerCase());
  const suggestion = sameButCase ?? closestMatch(anchor, known);
  return {
    message: `${url}: ${where} has no heading or item with the id "${anchor}"`,
    hint: sameButCase
      ? `ids are lowercase: write #${sameButCase}`
      : suggestion
        ? `did you mean #${suggestion}?`
        : known.length > 0
          ? `the ids on that page are: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''}`
          : 'that page has no headings or questions to link to; link to the page itself',
  };
}

/** What to write instead of a link to a page that is not there: where it moved, or the nearest page in the same language. */
function missingPageHint(route: string, site: SiteIndex): string {
  const movedTo = site.moved().get(route);
  if (movedTo !== undefined && site.routes.has(movedTo)) {
    return `that page moved to ${movedTo}: link there, and add "- ${route}: ${movedTo}" under oldAddresses: in content/site.yaml so bookmarks and printed copies of ${route} keep working (npm run move does both)`;
  }
  const languages = site.languages.map((code) => ({ code }));
  const language = languageOfRoute(route, languages).code;
  const suggestion = closestMatch(route, [...site.routes.keys()].filter((candidate) => languageOfRoute(candidate, languages).code === language));
  return suggestion ? `did you mean ${suggestion}?` : "a page's address is its file path in content/ without .mdx, such as /lms/parent_account_setup";
}

/**
 * Checks an address a page links to. `here` is the linking page's own facts,
 * for `#anchor` links within it. Outside addresses are judged by url-rules.ts.
 */
export function linkTargetProblem(url: string, here: PageFacts, site: SiteIndex): ReferenceProblem | undefined {
  if (url.startsWith('#')) {
    const anchor = url.slice(1);
    return anchor === '' ? undefined : anchorProblem(url, anchor, 'this page', here.ids);
  }
  // Outside addresses, and any the address policy refused (said where it was written), are not looked up.
  if (!url.startsWith('/') || addressProblem(url, 'link')) return undefined;
  const [pathname = '', ...afterHash] = url.split('#');
  // The page as written, apart from capitals and one final /: nothing folded (`/mfa.html`, `/mfa//x` are no page's address).
  const route = routeOf(pathname);
  if (!site.routes.has(route)) {
    if (publicFileExists(site.publicDir, pathname)) return undefined;
    return { message: `${url} is not a page of this site`, hint: missingPageHint(route, site) };
  }
  const anchor = afterHash.join('#');
  const target = site.routes.get(route);
  return anchor === '' || target === undefined ? undefined : anchorProblem(url, anchor, `the page ${route}`, target.ids);
}

/** A picture must be a file in public/, written with the exact case of its name. */
export function imageTargetProblem(url: string, site: SiteIndex): ReferenceProblem | undefined {
  if (addressProblem(url, 'image')) return undefined; // refused where it was written (url-rules.ts)
  const pathname = url;
  if (publicFileExists(site.publicDir, pathname)) return undefined;
  const folder = path.join(site.publicDir, path.dirname(pathname));
  // `/../../etc/passwd` names no file of public/: said as such, never with the names of another folder of the machine.
  if (!`${folder}${path.sep}`.startsWith(`${site.publicDir}${path.sep}`)) {
    return { message: `image ${url}: pictures must be files of this site, in public/images/`, hint: 'put the picture in public/images/ and write ![what it shows](/images/name.png)' };
  }
  const siblings = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const suggestion = closestMatch(path.basename(pathname), siblings);
  const publicName = `public${pathname}`;
  return {
    message: `image ${url}: there is no file ${publicName}`,
    hint: suggestion
      ? `did you mean ${path.posix.join(path.posix.dirname(pathname), suggestion)}? (capital letters matter)`
      : `put the picture in ${path.posix.dirname(publicName)}/ or fix the file name (capital letters matter)`,
  };
}
