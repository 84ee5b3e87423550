import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../project-root.ts';

/**
 * The files every page's <head> names besides the loader and the stylesheet,
 * named here one by one: they are the site's code (src/head/), so public/ can
 * hold pictures and nothing else (checks/site-files.ts).
 *  - theme.js: the reader's light or dark choice, before the first paint (a
 *    classic script, and a file: the policy forbids inline script);
 *  - noscript.css: what the page looks like without JavaScript;
 *  - favicon.svg: the icon.
 * index.html names each by its source with `vite-ignore` (Vite's own HTML
 * handling would bundle the no-script styles into every page's stylesheet and
 * cannot bundle a classic script); this plugin writes in the address each is
 * served at: in `npm run dev` the source itself, in the build a file under
 * assets/ named by its content's hash, so it is cached for a year like every
 * other asset. The icon also keeps the address /favicon.svg, where browsers and
 * the web manifest (host-files.ts) ask for it.
 */
const SOURCE_FOLDER = 'src/head';
const HEAD_FILES = ['theme.js', 'noscript.css', 'favicon.svg'];
/** Files served at a fixed address as well, which something outside the page asks for by name. */
export const FIXED_ADDRESS = ['favicon.svg'];

interface HeadFile {
  /** `/src/head/theme.js`, as index.html names it. */
  source: string;
  content: Buffer;
  /** `assets/theme-1a2b3c4d.js`: the built file. */
  built: string;
}

function readHeadFiles(): HeadFile[] {
  return HEAD_FILES.map((name) => {
    const content = fs.readFileSync(path.join(projectRoot, SOURCE_FOLDER, name));
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
    const extension = path.extname(name);
    return { source: `/${SOURCE_FOLDER}/${name}`, content, built: `assets/${path.basename(name, extension)}-${hash}${extension}` };
  });
}

export function headFilesPlugin(): Plugin {
  let files: HeadFile[] = [];
  let base = '/';
  let building = false;
  return {
    name: 'edtech:head-files',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
      files = readHeadFiles();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return files.reduce((page, file) => page.replaceAll(`"${file.source}"`, `"${base}${building ? file.built : file.source.slice(1)}"`), html);
      },
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.built, source: file.content });
        const name = path.basename(file.source);
        if (FIXED_ADDRESS.includes(name)) this.emitFile({ type: 'asset', fileName: name, source: file.content });
      }
    },
  };
}
