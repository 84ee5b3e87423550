import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../static-site.ts';

/**
 * The folder a server's root names for a built site: dist/ itself for a site at
 * the root of its domain; for a site under a path (`/edtech-help-site/`), a
 * folder in which that path leads to dist/ (a symbolic link), as an office
 * would copy dist/ into a folder of its web root.
 */
export function webRoot(site: Site, folder: string): string {
  if (site.base === '/') return site.dist;
  const root = path.join(folder, 'www');
  const link = path.join(root, site.base);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(site.dist, link.replace(/\/$/, ''));
  return root;
}
