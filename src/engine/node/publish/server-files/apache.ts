/**
 * The site's `.htaccess` for Apache 2.4, which Apache reads where it is (the
 * folder dist/ was copied into) when that folder has `AllowOverride All`.
 * Each part that needs a module sits in `<IfModule>`, so a server without that
 * module skips the part rather than failing: Debian's defaults have no
 * mod_headers (then the pages' own `<meta>` policy still applies). Redirects use
 * mod_alias (on by default everywhere), so nothing needs mod_rewrite; they are
 * exact and case-sensitive (`RedirectMatch`), so none can answer a page's own
 * address, but for a moved page's old address, which no page has in any case
 * (`(?i)`).
 */
import { exactly, movedPattern, type ServerRules } from './rules.ts';

/** A directive's argument: as it is when it can be, else in quotes (Apache reads `\\` and `\"` there as `\` and `"`). */
const quoted = (value: string) => (/^[^\s"'<>]+$/.test(value) && !value.includes('\\\\') ? value : `"${value.replace(/["\\]/g, '\\$&')}"`);

export function htaccess(rules: ServerRules, about: readonly string[]): string {
  const [main, ...others] = [...rules.notFound].reverse();
  const underPrefix = (prefix: string, file = false) => `<If "%{REQUEST_URI} =~ m#${file ? exactly(prefix) : exactly(prefix).slice(0, -1)}#">`;
  const lines = [
    ...about.map((line) => `# ${line}`.trimEnd()),
    '# Never list a folder; a folder is its index.html; no guessing of files by name.',
    'Options -Indexes -MultiViews',
    'DirectoryIndex index.html',
    'AddDefaultCharset utf-8',
    '',
    '# Each language\'s not-found page, with status 404.',
    `ErrorDocument 404 ${main!.page}`,
    ...others.flatMap(({ prefix, page }) => [underPrefix(prefix), `  ErrorDocument 404 ${page}`, '</If>']),
    '',
    '<IfModule mod_mime.c>',
    '  AddType application/manifest+json .webmanifest',
    '</IfModule>',
    '',
    '<IfModule mod_alias.c>',
    '  # Files no one should read: the server files, and hidden files.',
    ...rules.hidden.map((folder) => `  RedirectMatch 404 ${quoted(`${exactly(folder).slice(0, -1)}`)}`),
    `  RedirectMatch 404 ${quoted('/\\.')}`,
    '  # Old addresses and .html forms: one redirect to the page.',
    ...rules.redirects.map(({ from, to }) => `  RedirectMatch 301 ${quoted(exactly(from))} ${quoted(to)}`),
    '  # A moved page\'s old address, in any letter case, with or without a slash or .html.',
    ...rules.moved.map(({ from, to }) => `  RedirectMatch 301 ${quoted(`(?i)${movedPattern(from)}`)} ${quoted(to)}`),
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...rules.headers.map(([name, value]) => `  Header always set ${name} ${quoted(value)}`),
    ...rules.httpsHeaders.map(([name, value]) => `  Header always set ${name} ${quoted(value)} "expr=%{HTTPS} == 'on'"`),
    ...rules.prefixHeaders.flatMap(({ prefix, headers, file }) => [`  ${underPrefix(prefix, file)}`, ...headers.map(([name, value]) => `    Header set ${name} ${quoted(value)}`), '  </If>']),
    '</IfModule>',
    '',
  ];
  return lines.join('\n');
}
