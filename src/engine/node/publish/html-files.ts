import fs from 'node:fs';
import path from 'node:path';
import { pageFile } from '../../urls.ts';

/** Every HTML file of a built site, as absolute paths, sorted (files only: a page's `.html` form is a folder, redirect-pages.ts htmlFormFile). */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The pages among them, each once: not the static redirect pages
 * (src/engine/node/publish/redirect-pages.ts), which load nothing, nor the copies that stand in
 * folders of other addresses (src/engine/node/publish/folder-indexes.ts): a folder's
 * `index.html` whose page (`data-page`) is not that folder's.
 */
export function pageFiles(dir: string): string[] {
  return htmlFiles(dir).filter((file) => {
    const key = /<body data-page="([^"]*)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (key === undefined) return false;
    const relative = path.relative(dir, file).split(path.sep).join('/');
    return !/(^|\/)index\.html$/.test(relative) || (key.startsWith('/') && pageFile(key) === relative);
  });
}
