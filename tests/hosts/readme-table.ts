import fs from 'node:fs';
import path from 'node:path';

/** The host table in README.md's Deploy section sits between these markers; `npm run hosts` rewrites it. */
const START = '<!-- hosts table: written by npm run hosts -->';
const END = '<!-- end of hosts table -->';
export const README = path.resolve(import.meta.dirname, '../../README.md');

export function readmeTable(): string | undefined {
  const text = fs.readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start === -1 || end === -1 ? undefined : text.slice(start + START.length, end).trim();
}

export function writeReadmeTable(table: string): void {
  const text = fs.readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`README.md has no ${START} … ${END} markers`);
  fs.writeFileSync(README, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
}
