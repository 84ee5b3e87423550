/**
 * The `_headers` file (Netlify, Cloudflare Pages): a path pattern (`/*`,
 * `/assets/*`) on its own line, then indented `Name: value` lines. The host
 * emulators read the built file, as those hosts do, so the headers are tested as deployed.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers every matching rule sets for `requestPath`, later rules winning. */
export function headersFor(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(requestPath)) for (const [name, value] of rule.headers) headers[name] = value;
  return headers;
}
