import fs from 'node:fs';
import path from 'node:path';

/** One line of a `_redirects` file: `/from /to 301` (Netlify also writes `301!` to force it). */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** The built `_redirects` file as Netlify and Cloudflare Pages read it: one rule a line, `#` comments. */
export function readRedirectsFile(dist: string): RedirectRule[] {
  const file = path.join(dist, '_redirects');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', code = '301'] = line.split(/\s+/);
      return { from, to, status: Number(code.replace('!', '')), force: code.endsWith('!') };
    });
}

/**
 * Whether a rule's source matches a path: exactly, or by its prefix when it ends
 * in a splat (`/es/*`). `alsoWithSlash`: Netlify matches `/x` and `/x/` alike.
 */
export function ruleMatches(rule: RedirectRule, wanted: string, alsoWithSlash: boolean): boolean {
  if (rule.from.endsWith('*')) return wanted.startsWith(rule.from.slice(0, -1));
  return rule.from === wanted || (alsoWithSlash && (`${rule.from}/` === wanted || rule.from === `${wanted}/`));
}

/** Whether a rule sends the reader elsewhere (3xx), rather than serving its target at the address (200, 404). */
export const isRedirect = (rule: RedirectRule) => rule.status >= 300 && rule.status < 400;
