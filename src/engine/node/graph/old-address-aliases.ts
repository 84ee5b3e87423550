import { closestMatch, type ContentProblem } from '../../problems.ts';
import { languageOfRoute } from '../../languages.ts';
import { movedAddresses, pathOf } from '../../old-addresses.ts';
import { canonicalPath } from '../../routing.ts';
import type { SiteConfig } from '../../site-config.ts';
import type { YamlFile } from './site-checks.ts';

/**
 * The old addresses of site.yaml (`nav` and `oldAddresses`, src/engine/old-addresses.ts)
 * as the served site needs them: each with the route it leads to, for the
 * host files, the redirect pages and `npm start` (publish/). An address that
 * leads nowhere, or that is a page's own, is a problem with what to write.
 */

/** An address that is not a page's, as a reader may type, print or scan it, and the route (maybe with `#section`) it leads to. */
export interface Alias {
  from: string;
  to: string;
}

type Where = (string | number)[];

/**
 * The served forms of an old address that leads to another page now. As the
 * site writes addresses (lowercase, with the slash) it was that page's, or
 * reads like one: handouts and their QR codes print it so (`/mfa/mfa_hardware/`),
 * so that is the form every host must answer, with a redirect page in its
 * folder where a host cannot redirect (publish/redirect-pages.ts); the host
 * sends the form without the slash to it first, as it does for every page.
 * Written with capitals (`/MFA/MFA_Hardware`), it is also the old site's
 * address, answered as written.
 */
function servedForms(address: string): string[] {
  const route = canonicalPath(address);
  return [...new Set([...(address === route ? [] : [address]), `${route}/`])];
}

/** Routes of the same language as `route`, for a "did you mean" that never suggests another language's page. */
function sameLanguage(route: string, routes: ReadonlySet<string>, codes: readonly string[]): string[] {
  const languages = codes.map((code) => ({ code }));
  const lang = languageOfRoute(route, languages).code;
  return [...routes].filter((candidate) => languageOfRoute(candidate, languages).code === lang);
}

/**
 * The aliases of site.yaml's old addresses, every language's included (an `old: new`
 * address of the main language also leads, under `/es/`, to the new page's
 * Spanish twin), each once; problems for those that lead nowhere. `written`:
 * the routes of every page file, those with a mistake in their header too
 * (reported on their own), which an old address may name without a second message.
 */
export function oldAddresses(site: SiteConfig, routes: ReadonlySet<string>, where: YamlFile, problems: ContentProblem[], written: ReadonlySet<string> = routes): Alias[] {
  const codes = site.languages.map((language) => language.code);
  const aliases = new Map<string, Alias>();
  const add = (from: string, to: string) => {
    if (!aliases.has(from) && from !== to) aliases.set(from, { from, to });
  };
  const problem = (at: Where, message: string, hint: string) => problems.push({ file: where.file, line: where.yaml?.lineOf(at), severity: 'error', message: `${at.join('.')}: ${message}`, hint });

  // The menu's addresses as written (`/MFA`): a nav href that leads nowhere is said with every other address of site.yaml (check-content.ts).
  for (const item of site.nav) if (routes.has(pathOf(item.href))) add(item.href, pathOf(item.href));

  const moved = movedAddresses(site.oldAddresses, codes);
  const seen = new Map<string, number>();
  site.oldAddresses.forEach((entry, index) => {
    const at = ['oldAddresses', index];
    const route = canonicalPath(entry.from);
    const suggest = (wanted: string) => closestMatch(wanted, sameLanguage(wanted, routes, codes));
    if (seen.has(route)) return problem(at, `${entry.from} is listed twice (also entry ${seen.get(route)! + 1})`, 'delete one of the two lines');
    seen.set(route, index);
    if (entry.to === undefined) {
      if (routes.has(route)) return add(entry.from, route);
      // The page is there, with a mistake in its header that is reported on its own.
      if (written.has(route)) return;
      const suggestion = suggest(route);
      return problem(at, `${entry.from} is not an address of a page of this site`, `${suggestion ? `did you mean ${suggestion}? ` : ''}if the page moved, write where it is now: - ${entry.from}: /its/new/address`);
    }
    if (routes.has(route)) return problem(at, `${entry.from} is a page of this site, so it cannot lead elsewhere`, 'delete this line, or move that page first (npm run move)');
    const target = moved.get(route)!;
    if (written.has(pathOf(target)) && !routes.has(pathOf(target))) return;
    if (!routes.has(pathOf(target))) {
      const suggestion = suggest(pathOf(entry.to));
      return problem(at, `${entry.from} leads to ${entry.to}, which is not a page of this site`, suggestion ? `did you mean ${suggestion}?` : 'write the address of a page that exists, such as /mfa');
    }
    for (const form of servedForms(entry.from)) add(form, target);
  });

  // The same old address in each other language, where the page it leads to has a twin there (built from the map, which knows both).
  for (const [route, target] of moved) {
    if (seen.has(route) || routes.has(route) || !routes.has(pathOf(target))) continue;
    const original = [...seen.keys()].some((listed) => codes.slice(1).some((code) => route === `/${code}${listed === '/' ? '' : listed}`));
    if (original) for (const form of servedForms(route)) add(form, target);
  }
  return [...aliases.values()];
}
