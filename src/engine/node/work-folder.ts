import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './project-root.ts';

/**
 * A folder in the system's temporary folder for files the project builds or
 * runs from (a copy of content/, the server bundle), with the project's
 * node_modules linked in, so that what is compiled there finds React. Never
 * inside node_modules: that folder may be a link to an install shared by
 * several checkouts, where two of them would write over each other. With
 * `name`, always the same folder for this project (a build that must be the
 * same each time); otherwise a new one. Delete it with fs.rmSync (the link
 * goes, not what it points to).
 */
export function workFolder(prefix: string, name?: string): string {
  const folder = name === undefined
    ? fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    : path.join(os.tmpdir(), `${prefix}${crypto.createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)}-${name}`);
  fs.mkdirSync(folder, { recursive: true });
  linkModules(folder);
  return folder;
}

/** Links the project's node_modules into `folder` (again, after a tool emptied it). */
export function linkModules(folder: string): void {
  const link = path.join(folder, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(projectRoot, 'node_modules'), link, 'dir');
}
