import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Site } from '../static-site.ts';

/**
 * The folder a server's root names for a built site: dist/ itself for a site at
 * the root of its domain; for a site under a path (`/edtech-help-site/`), a
 * folder in which that path leads to dist/ (a symbolic link), as an office
 * would copy dist/ into a folder of its web root.
 *
 * A server started as root hands requests to its workers (www-data), which
 * must be able to read every folder on the way to the files. A checkout in a
 * private folder (root's home is 0700, and so is any home with umask 077) is
 * not, so the servers then serve a copy that anyone may read.
 */
export function webRoot(site: Site, folder: string): string {
  const dist = readableDist(site.dist);
  if (site.base === '/') return dist;
  const root = path.join(folder, 'www');
  const link = path.join(root, site.base);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(dist, link.replace(/\/$/, ''));
  return root;
}

const copies = new Map<string, string>();
process.once('exit', () => {
  for (const copy of copies.values()) fs.rmSync(path.dirname(copy), { recursive: true, force: true });
});

/** dist/ when every user may reach and read it, else a copy of it in the temporary folder that every user may (made once per process). */
function readableDist(dist: string): string {
  if (readableByAll(dist)) return dist;
  let copy = copies.get(dist);
  if (!copy) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-served-'));
    copy = path.join(folder, 'dist');
    fs.cpSync(dist, copy, { recursive: true });
    for (const entry of [folder, copy, ...fs.readdirSync(copy, { recursive: true, encoding: 'utf8' }).map((name) => path.join(copy!, name))]) {
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o755 : 0o644);
    }
    copies.set(dist, copy);
  }
  return copy;
}

/** Whether others (neither owner nor group) may enter every folder from / to dist/ and read dist/'s files. */
function readableByAll(dist: string): boolean {
  const real = fs.realpathSync(dist);
  if ((fs.statSync(real).mode & 0o004) === 0) return false;
  for (let folder = real; ; folder = path.dirname(folder)) {
    if ((fs.statSync(folder).mode & 0o001) === 0) return false;
    if (folder === path.dirname(folder)) break;
  }
  return fs.readdirSync(real, { recursive: true, encoding: 'utf8' }).every((name) => (fs.statSync(path.join(real, name)).mode & 0o004) !== 0);
}
