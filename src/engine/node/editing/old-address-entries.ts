import { parse } from 'yaml';
import { canonicalPath } from '../../routing.ts';
import { isEntryProblem, pathOf, readOldAddress } from '../../old-addresses.ts';

/**
 * Records in site.yaml's `oldAddresses` that a page moved (npm run move), as an
 * editor would write it, line by line, leaving every other line and comment
 * of the file as it is:
 *  - an entry that names the page (`- /MFA/MFA_Hardware`) now says where it leads: `- /MFA/MFA_Hardware: /new`;
 *  - an entry that led to the page (`- /old: /page`) leads to its new address;
 *  - an entry that names the new address is taken out: that is a page again;
 *  - the page's own address is added (`- /page: /new`), unless an entry already names it.
 */
export class OldAddressesError extends Error {}

interface Item {
  /** Index of its line in the file. */
  index: number;
  from: string;
  to?: string;
  indent: string;
}

/** The lines of the `oldAddresses:` block: where it starts and ends, and its items. */
function block(lines: string[]): { key: number; end: number; items: Item[] } | undefined {
  const key = lines.findIndex((line) => /^oldAddresses:/.test(line));
  if (key === -1) return undefined;
  const rest = lines[key]!.replace(/^oldAddresses:/, '').replace(/#.*$/, '').trim();
  if (rest === '[]') return { key, end: key + 1, items: [] };
  if (rest !== '') throw new OldAddressesError('oldAddresses: in content/site.yaml is not written as a list with one address per line. Write it like the example in content/README.md, "Move or rename a guide", then run the command again.');
  let end = key + 1;
  const items: Item[] = [];
  while (end < lines.length && (/^\s/.test(lines[end]!) || lines[end]!.trim() === '' || lines[end]!.startsWith('#'))) {
    // A comment starts with # after a space; `/page#section` is an address.
    const item = /^(\s*)-\s+(.*?)(?:\s+#.*)?\s*$/.exec(lines[end]!);
    if (item) {
      const entry = readOldAddress(parse(item[2]!));
      if (isEntryProblem(entry)) throw new OldAddressesError(`oldAddresses in content/site.yaml has a mistake on line ${end + 1} (${entry.message}). Fix it (npm run check says how), then run the command again.`);
      items.push({ index: end, indent: item[1]!, ...entry });
    }
    end++;
  }
  // Blank lines and comments after the last item belong to what follows.
  while (end > key + 1 && (lines[end - 1]!.trim() === '' || lines[end - 1]!.startsWith('#'))) end--;
  return { key, end, items };
}

export function recordMove(siteYaml: string, from: string, to: string): { source: string; notes: string[] } {
  const lines = siteYaml.split('\n');
  const found = block(lines);
  const notes: string[] = [];
  const entry = (indent: string, old: string, target: string) => `${indent}- ${old}: ${target}`;
  if (!found) {
    const links = lines.findIndex((line) => /^links:/.test(line));
    const at = links === -1 ? lines.length : links;
    lines.splice(at, 0, '# Addresses people saved, printed or scanned, and where each leads now (npm run move adds them).', 'oldAddresses:', entry('  ', from, to), '');
    notes.push(`content/site.yaml: added oldAddresses: with - ${from}: ${to}`);
    return { source: lines.join('\n'), notes };
  }
  // `oldAddresses: []` becomes a list the new line can join.
  lines[found.key] = lines[found.key]!.replace(/\[\]/, '').trimEnd();
  const removed: number[] = [];
  let named = false;
  for (const item of found.items) {
    if (canonicalPath(item.from) === to) {
      removed.push(item.index);
      notes.push(`content/site.yaml: took out the old address ${item.from}: ${to} is a page again`);
    } else if (item.to === undefined && canonicalPath(item.from) === from) {
      lines[item.index] = entry(item.indent, item.from, to);
      notes.push(`content/site.yaml: ${item.from} now leads to ${to}`);
      named = true;
    } else if (item.to !== undefined && pathOf(item.to) === from) {
      const hash = /#.*$/.exec(item.to)?.[0] ?? '';
      lines[item.index] = entry(item.indent, item.from, `${to}${hash}`);
      notes.push(`content/site.yaml: ${item.from} now leads to ${to}${hash} (it led to ${item.to})`);
      named ||= canonicalPath(item.from) === from;
    }
  }
  if (!named) {
    lines.splice(found.end, 0, entry(found.items[0]?.indent ?? '  ', from, to));
    notes.push(`content/site.yaml: added - ${from}: ${to} under oldAddresses:, so bookmarks, printed copies and QR codes of ${from} keep working`);
  }
  for (const index of removed.sort((a, b) => b - a)) lines.splice(index, 1);
  return { source: lines.join('\n'), notes };
}
