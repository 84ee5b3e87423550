import { isMap, isScalar, parseDocument, type Node, type Pair } from 'yaml';

/**
 * Records in content/sources.yaml that someone re-read a source: its `read:`
 * day, and the commit or fingerprint they read (as the watch found it a moment
 * before). The file is edited in place, value by value, so its comments, blank
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
  const document = parseDocument(text);
  const edits: Edit[] = [];
  for (const { id, read, commit, fingerprint } of readings) {
    const entry = document.get(id, true);
    if (!isMap(entry)) throw new Error(`${id} is not a source in sources.yaml`);
    const fields = entry.items as Pair<Node, Node>[];
    edits.push(setField(text, fields, 'read', read));
    if (commit !== undefined) edits.push(setField(text, fields, 'commit', commit));
    if (fingerprint !== undefined) edits.push(setField(text, fields, 'fingerprint', fingerprint));
  }
  // From the end of the file back, so each edit's place is still right.
  return edits.sort((a, b) => b.start - a.start).reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
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
