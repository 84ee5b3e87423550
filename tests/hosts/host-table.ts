import fs from 'node:fs';
import path from 'node:path';

/** The host table in docs/deploy.md sits between these markers; `npm run hosts` rewrites it. */
const START = '<!-- hosts table: written by npm run hosts -->';
const END = '<!-- end of hosts table -->';
export const DEPLOY_DOC = path.resolve(import.meta.dirname, '../../docs/deploy.md');

export function readHostTable(): string | undefined {
  const text = fs.readFileSync(DEPLOY_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start === -1 || end === -1 ? undefined : text.slice(start + START.length, end).trim();
}

export function writeHostTable(table: string): void {
  const text = fs.readFileSync(DEPLOY_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/deploy.md has no ${START} … ${END} markers`);
  fs.writeFileSync(DEPLOY_DOC, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
}
