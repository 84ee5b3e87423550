/**
 * An `index.html` in every folder of dist/ that has none, so that no server
 * ever lists a folder (Apache's and Python's defaults list `/MFA/` or
 * `/assets/` otherwise) and an old address reaches its page on a server that
 * looks for a folder first and has no settings of the site's (nginx, Apache,
 * `python -m http.server`): `/MFA` -> `/MFA/` -> `MFA/index.html`.
 *
 * Each folder gets a byte-for-byte copy of the page whose address it is when
 * its name is that address in other capitals (an old address, `MFA/` for
 * `/mfa`: its canonical link names `/mfa/`), else the not-found page of its
 * language. A copy, never a page that sends the reader on: on a server that
 * ignores case (IIS, or dist/ copied to a Mac or Windows), `MFA/index.html`
 * *is* `mfa/index.html`, and two identical files can only replace each other
 * harmlessly, where a refresh page would replace the page and loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServedSite } from '../../served-site.ts';
import { pageFile } from '../../urls.ts';

export function writeFolderIndexes(distDir: string, site: ServedSite): void {
  const pages = new Map(site.routes.map((route) => [pageFile(route).toLowerCase(), pageFile(route)]));
  const folders = fs.readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const entry of folders) {
    const folder = path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const index = `${folder}/index.html`;
    if (fs.existsSync(path.join(distDir, index))) continue;
    const notFound = site.notFound[folder.split('/')[0]!] ?? site.notFound['']!;
    fs.copyFileSync(path.join(distDir, pages.get(index.toLowerCase()) ?? notFound), path.join(distDir, index));
  }
}
