/**
 * The site's nginx server block (dist/_server/nginx.conf), after h5bp's
 * server-configs-nginx: nginx does not pass a server's `add_header` lines on to
 * a location that has one of its own, so every such location repeats them
 * (`/assets/` adds the long cache). Redirects are exact locations (`location =`),
 * which match case-sensitively and never a page's own address; a moved page's
 * old address is a regular expression that ignores case (`location ~*`, tried
 * before the plain prefix locations), which matches no page's address either.
 */
import { movedPattern, rootFolder, type Header, type ServerRules } from './rules.ts';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
/** The variable that holds an HTTPS-only header's value: `$edtech_strict_transport_security`. */
const variable = (header: string) => `$edtech_${header.toLowerCase().replace(/-/g, '_')}`;
/** An address as nginx reads it: as it is when it can be, else in quotes. */
const address = (value: string) => (/^[\w./~%-]+$/.test(value) ? value : quoted(value));

function headerLines(rules: ServerRules, indent: string): string[] {
  return [
    ...rules.headers.map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`),
    ...rules.httpsHeaders.map(([name]) => `${indent}add_header ${name} ${variable(name)} always;`),
  ];
}

export function nginxConf(rules: ServerRules, host: string, about: readonly string[]): string {
  const cache = (headers: readonly Header[]) => headers.map(([name, value]) => `        add_header ${name} ${quoted(value)};`);
  const [main, ...others] = [...rules.notFound].reverse();
  const lines = [
    ...about.map((line) => `# ${line}`.trimEnd()),
    'server {',
    '    listen 80;                          # EDIT: the port (and address); HTTPS: docs/deploy.md',
    `    server_name ${host};    # EDIT: the site's name on your network`,
    `    root /var/www/edtech-help;          # EDIT: ${rootFolder(rules)}`,
    '',
    '    index index.html;',
    '    autoindex off;',
    '    charset utf-8;',
    '    # Redirects name the path only, so they stay right behind a proxy or on another port.',
    '    absolute_redirect off;',
    '    gzip on;',
    '    gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml application/xml text/plain;',
    '',
    '    # Headers for HTTPS only: empty over plain HTTP, and nginx sends no header whose value is empty.',
    ...rules.httpsHeaders.flatMap(([name, value]) => [`    set ${variable(name)} "";`, `    if ($https = on) { set ${variable(name)} ${quoted(value)}; }`]),
    '    # The security headers, on every answer (errors too). Repeated below in each location with add_header of its own.',
    ...headerLines(rules, '    '),
    '',
    `    error_page 404 ${main!.page};`,
    `    location ${main!.prefix} {`,
    '        try_files $uri $uri/ =404;',
    '    }',
    ...others.flatMap(({ prefix, page }) => [`    location ${prefix} {`, '        try_files $uri $uri/ =404;', `        error_page 404 ${page};`, '    }']),
    // Hashed files only: the folder itself is not a page.
    ...rules.prefixHeaders.flatMap(({ prefix, headers, file }) => [`    location ${file ? '= ' : ''}${prefix} {`, '        try_files $uri =404;', ...cache(headers), ...headerLines(rules, '        '), '    }']),
    '    # Files no one should read: the server files, and hidden files such as .htaccess.',
    ...rules.hidden.map((folder) => `    location ^~ ${folder} { return 404; }`),
    '    location ~ /\\. { return 404; }',
    '    location ~ \\.webmanifest$ {',
    '        types { }',
    '        default_type application/manifest+json;',
    '    }',
    '',
    '    # Old addresses and .html forms: one redirect to the page.',
    ...rules.redirects.map(({ from, to }) => `    location = ${address(from)} { return 301 ${address(to)}; }`),
    '    # A moved page\'s old address, in any letter case, with or without a slash or .html.',
    // In quotes for its braces-free parentheses; nginx keeps a backslash before any character but a quote as it is, and a URL path holds no quote.
    ...rules.moved.map(({ from, to }) => `    location ~* "${movedPattern(from)}" { return 301 ${address(to)}; }`),
    '}',
    '',
  ];
  return lines.join('\n');
}
