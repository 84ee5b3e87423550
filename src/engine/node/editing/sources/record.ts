import { isMap, isScalar, parseDocument, type Node, type Pair } from 'yaml';

/**
 * Records in content/sources.yaml that someone re-read a source: its `read:`
 * day, and the commit or fingerprint they read (as the watch found it a moment
 * before); and what the watch found since (recordFindings). The file is edited in place, value by value, so its comments, blank
 * lines and the way each list is written stay exactly as the editors left them
 * (the YAML library's own writer would redo the layout).
 */
export interface Reading {
  id: string;
  /** YYYY-MM-DD. */
  read: string;
  commit?: string;
  fingerprint?: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

export function recordReadings(text: string, readings: readonly Reading[]): string {
  return editSources(text, readings, (fields, { read, commit, fingerprint }) => [
    setField(text, fields, 'read', read),
    ...(commit !== undefined ? [setField(text, fields, 'commit', commit)] : []),
    ...(fingerprint !== undefined ? [setField(text, fields, 'fingerprint', fingerprint)] : []),
    // Re-read: what the watch found since is checked now, and the guides stop saying so.
    ...removeFields(text, fields, ['changed', 'gone']),
  ]);
}

/** What the watch found of a source since it was read: the day it changed, or the day it was found gone. */
export interface Finding {
  id: string;
  changed?: string;
  gone?: string;
}

/**
 * Records in sources.yaml what the watch found (`changed:` or `gone:` and the
 * day), so the guides that rely on the source tell their readers the office is
 * checking them (PageData.factsChecked). The first day found is kept; a source
 * found gone after it changed keeps `gone:` alone.
 */
export function recordFindings(text: string, findings: readonly Finding[]): string {
  return editSources(text, findings, (fields, { changed, gone }) => {
    const has = (key: string) => fields.some((pair) => isScalar(pair.key) && pair.key.value === key);
    if (gone !== undefined) return has('gone') ? [] : [setField(text, fields, 'gone', gone), ...removeFields(text, fields, ['changed'])];
    if (changed !== undefined && !has('changed') && !has('gone')) return [setField(text, fields, 'changed', changed)];
    return [];
  });
}

function editSources<T extends { id: string }>(text: string, items: readonly T[], editsOf: (fields: Pair<Node, Node>[], item: T) => Edit[]): string {
  const document = parseDocument(text);
  const edits: Edit[] = [];
  for (const item of items) {
    const entry = document.get(item.id, true);
    if (!isMap(entry)) throw new Error(`${item.id} is not a source in sources.yaml`);
    edits.push(...editsOf(entry.items as Pair<Node, Node>[], item));
  }
  // From the end of the file back, so each edit's place is still right.
  return edits.sort((a, b) => b.start - a.start).reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

/** The edits that take whole `key: value` lines out of an entry. */
function removeFields(text: string, fields: Pair<Node, Node>[], keys: readonly string[]): Edit[] {
  return fields
    .filter((pair) => isScalar(pair.key) && keys.includes(String(pair.key.value)))
    .map((pair) => {
      const lineStart = text.lastIndexOf('\n', pair.key.range![0] - 1);
      const lineEnd = text.indexOf('\n', (pair.value ?? pair.key).range![1]);
      return { start: lineStart, end: lineEnd === -1 ? text.length : lineEnd, text: '' };
    });
}

/** The edit that gives `key` its new value: in place when the field is there, else a new line after the entry's last field. */
function setField(text: string, fields: Pair<Node, Node>[], key: string, value: string): Edit {
  const existing = fields.find((pair) => isScalar(pair.key) && pair.key.value === key);
  if (existing?.value?.range) return { start: existing.value.range[0], end: existing.value.range[1], text: value };
  const firstKey = fields[0]!.key.range![0];
  const indent = firstKey - (text.lastIndexOf('\n', firstKey - 1) + 1);
  const last = fields.at(-1)!;
  const lineEnd = text.indexOf('\n', (last.value ?? last.key).range![1]);
  const at = lineEnd === -1 ? text.length : lineEnd;
  return { start: at, end: at, text: `\n${' '.repeat(indent)}${key}: ${value}` };
}
