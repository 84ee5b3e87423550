/**
 * The site's Caddyfile (dist/_server/Caddyfile), for Caddy 2.6 and later.
 * Caddy's `path` matcher ignores case, which would send `/mfa/` to itself for
 * the old address `/MFA/`; redirects therefore go through a `map`, whose
 * inputs match exactly, or, for a moved page's old address, by a regular
 * expression that ignores case. The not-found pages are served in `handle_errors`, with
 * the headers again (an error's answer starts afresh).
 */
import { exactly, movedPattern, rootFolder, type ServerRules } from './rules.ts';

/** A token: as it is when it can be, else in quotes; a regular expression in backquotes, which Caddy reads as they are. */
const quoted = (value: string) => (/^[^\s"'`{}\\]+$/.test(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`);
const raw = (value: string) => `\`${value}\``;

export function caddyfile(rules: ServerRules, host: string, about: readonly string[]): string {
  const headerBlock = (indent: string) => [
    `${indent}header {`,
    ...rules.headers.map(([name, value]) => `${indent}\t${name} ${quoted(value)}`),
    `${indent}}`,
    ...rules.httpsHeaders.map(([name, value]) => `${indent}header @https ${name} ${quoted(value)}`),
  ];
  const [main, ...others] = [...rules.notFound].reverse();
  const notFoundHandler = (name: string, page: string) => [`\t\thandle @${name} {`, `\t\t\trewrite * ${page}`, '\t\t\tfile_server', '\t\t}'];
  const lines = [
    ...about.map((line) => `# ${line}`.trimEnd()),
    `${host} { # EDIT: the site's address: its name (Caddy gets it a certificate), or http://name or :80 for plain HTTP`,
    `\troot * /var/www/edtech-help # EDIT: ${rootFolder(rules)}`,
    '\tencode zstd gzip',
    '\t@https protocol https',
    '\t# The security headers, on every answer.',
    ...headerBlock('\t'),
    ...rules.prefixHeaders.flatMap(({ prefix, headers, file }) => headers.map(([name, value]) => `\theader ${prefix}${file ? '' : '*'} ${name} ${quoted(value)}`)),
    '\theader *.webmanifest Content-Type application/manifest+json',
    '',
    '\t# Files no one should read: the server files, and hidden files such as .htaccess.',
    `\t@hidden path_regexp ${raw(`${rules.hidden.map((folder) => exactly(folder).slice(0, -1)).join('|')}|/\\.`)}`,
    '\terror @hidden 404',
    '',
    '\t# Old addresses and .html forms: one redirect to the page (exact, case-sensitive).',
    '\tmap {path} {edtech_moved} {',
    ...rules.redirects.map(({ from, to }) => `\t\t${quoted(from)} ${quoted(to)}`),
    // A moved page's old address, in any letter case, with or without a slash or .html (`~`: a regular expression).
    ...rules.moved.map(({ from, to }) => `\t\t${raw(`~(?i)${movedPattern(from)}`)} ${quoted(to)}`),
    '\t\tdefault ""',
    '\t}',
    '\t@moved expression `{edtech_moved} != ""`',
    '\tredir @moved {edtech_moved} 301',
    '',
    '\tfile_server',
    '',
    '\t# Each language\'s not-found page, with status 404.',
    '\thandle_errors {',
    ...headerBlock('\t\t'),
    ...others.flatMap(({ prefix, page }, index) => [`\t\t@not_found_${index} {`, '\t\t\texpression {err.status_code} == 404', `\t\t\tpath_regexp ${raw(exactly(prefix).slice(0, -1))}`, '\t\t}', ...notFoundHandler(`not_found_${index}`, page)]),
    '\t\t@not_found expression {err.status_code} == 404',
    ...notFoundHandler('not_found', main!.page),
    '\t}',
    '}',
    '',
  ];
  return lines.join('\n');
}
