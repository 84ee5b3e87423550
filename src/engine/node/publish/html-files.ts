import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file of a built site, as absolute paths, sorted. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The pages among them: not the static redirect pages (src/engine/node/publish/redirect-pages.ts), which load nothing. */
export function pageFiles(dir: string): string[] {
  return htmlFiles(dir).filter((file) => fs.readFileSync(file, 'utf8').includes('<body data-page='));
}
