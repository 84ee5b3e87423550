/**
 * Netlify, as documented and measured:
 *  - a file that exists is served before any `_redirects` rule applies, unless
 *    the rule is forced with `!` ("shadowing",
 *    https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing);
 *  - rule paths are case-sensitive, and a rule for `/x` also matches `/x/`
 *    (https://docs.netlify.com/routing/redirects/, "Trailing slash");
 *  - `/x` serves `x.html`, `/x/` redirects to `/x` when `x.html` exists, else
 *    serves `x/index.html`; `/x` redirects to `/x/` when only `x/index.html`
 *    exists; `/x.html` is served as it is
 *    (https://github.com/slorber/trailing-slash-guide, "Netlify" rows);
 *  - a rule with status 200 or 404 serves its target at the address with that
 *    status (https://docs.netlify.com/routing/redirects/redirect-options/#custom-404-page-handling);
 *  - `_headers` sets response headers; `404.html` answers with status 404
 *    (https://docs.netlify.com/routing/headers/, https://docs.netlify.com/routing/redirects/redirect-options/#custom-404-page-handling).
 */
import path from 'node:path';
import { headersFor, parseHeadersFile } from './headers-file.ts';
import fs from 'node:fs';
import { isRedirect, readRedirectsFile, ruleMatches, type RedirectRule } from './redirects-file.ts';
import { fileAt, redirect, requestPath, sendFile, sendNotFound, type HostHandler, type Site } from './static-site.ts';

type Answer = { file: string } | { redirectTo: string } | undefined;

function staticAnswer(site: Site, wanted: string): Answer {
  if (wanted.endsWith('/') && wanted !== site.base) {
    const bare = wanted.slice(0, -1);
    if (fileAt(site, `${bare}.html`)) return { redirectTo: bare };
    const index = fileAt(site, `${wanted}index.html`);
    return index ? { file: index } : undefined;
  }
  const file = fileAt(site, wanted) ?? (wanted.endsWith('/') ? fileAt(site, `${wanted}index.html`) : fileAt(site, `${wanted}.html`));
  if (file) return { file };
  if (fileAt(site, `${wanted}/index.html`)) return { redirectTo: `${wanted}/` };
  return undefined;
}

const matches = (rule: RedirectRule, wanted: string) => ruleMatches(rule, wanted, true);

/** A rule applied: a redirect, or its target file served at the address with the rule's status (`/es/* /es/404.html 404`). */
function apply(site: Site, rule: RedirectRule, response: Parameters<typeof sendFile>[0], headers: Record<string, string>): void {
  if (isRedirect(rule)) return redirect(response, rule.status, rule.to, headers);
  const file = fileAt(site, rule.to);
  if (file) return sendFile(response, rule.status, file, headers);
  sendNotFound(site, response, headers);
}

export const netlify: HostHandler = (site, request, response) => {
  const headerRules = parseHeadersFile(fs.readFileSync(path.join(site.dist, '_headers'), 'utf8'));
  const rules = readRedirectsFile(site.dist);
  const wanted = requestPath(request);
  const headers = headersFor(headerRules, (request.url ?? '/').split('?')[0]!);
  if (wanted === undefined) return sendNotFound(site, response, headers);
  const forced = rules.find((rule) => rule.force && matches(rule, wanted));
  if (forced) return apply(site, forced, response, headers);
  const answer = staticAnswer(site, wanted);
  if (answer && 'file' in answer) return sendFile(response, 200, answer.file, headers);
  if (answer) return redirect(response, 301, answer.redirectTo, headers);
  const rule = rules.find((candidate) => matches(candidate, wanted));
  if (rule) return apply(site, rule, response, headers);
  sendNotFound(site, response, headers);
};
