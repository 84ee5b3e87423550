import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '../../problems.ts';
import { NOT_FOUND_FILE } from '../../routing.ts';
import { buildTopLevelNames } from '../publish/top-level.ts';
import { svgPictureProblems } from './svg-picture.ts';

/**
 * What an edit may add besides guides, checked like guides (by `npm run check`
 * and the build, which stops before anything is copied):
 *  - content/ holds guides (.mdx), the settings files (.yaml) and its README (.md);
 *  - public/ holds pictures, in public/images/: PNG, JPG, WebP, AVIF, and SVG
 *    that is only a picture (svg-picture.ts). Each file must be what its name
 *    says (a `.png` that is a web page is refused).
 * No web page, script or other file, and no symbolic link (a link to a file of
 * the build machine would be published with the site), anywhere in either.
 * Every file in public/ is published as it is, at the site's own address, so a
 * web page or script there would run as the site itself. The site's own files
 * (theme script, no-script styles, icon) are code, in src/head/.
 */

/** Where pictures live, under public/; guides write them as `/images/name.png`. */
export const PICTURE_FOLDER = 'images';
/** The note that tells an editor browsing the folder what goes in it: kept in the repository, never published. */
const FOLDER_NOTE = `${PICTURE_FOLDER}/README.md`;

/** Each picture kind, by its file name's ending, with how its first bytes start. */
const PICTURES: Record<string, { kind: string; is: (head: Buffer) => boolean }> = {
  '.png': { kind: 'PNG', is: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.jpg': { kind: 'JPG', is: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  '.jpeg': { kind: 'JPG', is: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  '.webp': { kind: 'WebP', is: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP' },
  // An ISO file-type box naming AVIF among its brands.
  '.avif': { kind: 'AVIF', is: (head) => head.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(head.toString('latin1', 8, Math.min(head.length, head.readUInt32BE(0)))) },
};
const SVG = '.svg';
const CONTENT_KINDS = ['.mdx', '.yaml', '.md'];
const PICTURE_NAMES = 'PNG, JPG, WebP, AVIF or SVG';

/** Every file (and symbolic link) in `folder` and the folders in it, never following a symbolic link. */
function entries(folder: string, relative = ''): { relative: string; entry: fs.Dirent }[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(path.join(folder, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
    return entry.isDirectory() && !entry.isSymbolicLink() ? entries(folder, name) : [{ relative: name, entry }];
  });
}

const lineAt = (text: string, at: number) => text.slice(0, at).split('\n').length;

function symlinkProblem(file: string): ContentProblem {
  return { file, severity: 'error', message: 'is a shortcut (a symbolic link) to another file, which the site never publishes', hint: 'delete the shortcut and add the file itself' };
}

/** content/: guides, settings and the README only. */
function contentFileProblems(contentDir: string): ContentProblem[] {
  const shown = path.basename(contentDir);
  return entries(contentDir).flatMap(({ relative, entry }): ContentProblem[] => {
    const file = `${shown}/${relative}`;
    if (entry.isSymbolicLink()) return [symlinkProblem(file)];
    if (entry.isFile() && CONTENT_KINDS.includes(path.extname(entry.name))) return [];
    const isPicture = Object.hasOwn(PICTURES, path.extname(entry.name).toLowerCase()) || path.extname(entry.name).toLowerCase() === SVG;
    return [{
      file,
      severity: 'error',
      message: 'only guides (.mdx) and the settings files (.yaml) can be added to content/',
      hint: isPicture ? `move the picture to public/${PICTURE_FOLDER}/ and write /${PICTURE_FOLDER}/${entry.name} in the guide` : 'delete this file: a new page is a guide (.mdx, see content/README.md, "Add a guide"); anything else is for the site\'s developers',
    }];
  });
}

/** One file of public/: a picture in public/images/, and what its name says it is. */
function publicFileProblems(publicDir: string, relative: string, entry: fs.Dirent): ContentProblem[] {
  const file = `${path.basename(publicDir)}/${relative}`;
  if (entry.isSymbolicLink()) return [symlinkProblem(file)];
  if (relative === FOLDER_NOTE && entry.isFile()) return [];
  const extension = path.extname(entry.name).toLowerCase();
  const picture = Object.hasOwn(PICTURES, extension) ? PICTURES[extension] : undefined;
  if (!entry.isFile() || (!picture && extension !== SVG)) {
    return [{
      file,
      severity: 'error',
      message: `only pictures (${PICTURE_NAMES}) can be added to public/; this is another kind of file`,
      hint: 'delete it: a web page or a script here would run as the site itself. A new page is a guide in content/ (content/README.md, "Add a guide"); anything else is for the site\'s developers',
    }];
  }
  if (!relative.startsWith(`${PICTURE_FOLDER}/`)) {
    return [{ file, severity: 'error', message: `pictures go in public/${PICTURE_FOLDER}/`, hint: `move it to public/${PICTURE_FOLDER}/ and write /${PICTURE_FOLDER}/${path.basename(relative)} in the guide` }];
  }
  const absolute = path.join(publicDir, relative);
  if (picture) {
    const head = Buffer.alloc(64);
    const descriptor = fs.openSync(absolute, 'r');
    const read = (() => {
      try {
        return fs.readSync(descriptor, head, 0, head.length, 0);
      } finally {
        fs.closeSync(descriptor);
      }
    })();
    if (read >= 12 && picture.is(head.subarray(0, read))) return [];
    return [{ file, severity: 'error', message: `is not a ${picture.kind} picture, as its name says: it holds another kind of file`, hint: `open it in a picture program, save it as ${picture.kind} (or PNG), and add that file instead` }];
  }
  const text = fs.readFileSync(absolute, 'utf8');
  return svgPictureProblems(text).map((problem) => ({
    file,
    line: lineAt(text, problem.at),
    severity: 'error' as const,
    message: `this SVG ${problem.message}`,
    hint: 'save the picture as PNG instead; or, from a drawing program, as plain SVG with no scripts, links or embedded files (Inkscape: "Plain SVG"; Illustrator: Export As, SVG)',
  }));
}

/** A page's or folder's name in content/: its part of the page's address. */
const PAGE_NAME = /^[a-z0-9_-]+$/;

/**
 * The names of guides and their folders: small letters, digits, - and _ only (a
 * name with dots reads like a server's, `parent-portal.example.net`), and never
 * a name the build writes at the top of dist/ (top-level.ts).
 */
function pageNameProblems(contentDir: string, publicDir: string): ContentProblem[] {
  const shown = path.basename(contentDir);
  const reserved = buildTopLevelNames(publicDir);
  const said = new Set<string>();
  return entries(contentDir).flatMap(({ relative, entry }): ContentProblem[] => {
    if (!entry.isFile() || path.extname(entry.name) !== '.mdx' || relative === NOT_FOUND_FILE) return [];
    const segments = relative.replace(/\.mdx$/, '').split('/');
    const problems: ContentProblem[] = [];
    const top = segments[0]!;
    const topName = `${shown}/${top}${segments.length === 1 ? '.mdx' : '/'}`;
    if (reserved.includes(top.toLowerCase()) && !said.has(topName)) {
      said.add(topName);
      problems.push({ file: topName, severity: 'error', message: `"${top}" is a name the site itself uses at the top of its addresses, so a page cannot have it`, hint: `rename it; these names are taken: ${reserved.join(', ')}` });
    }
    segments.forEach((segment, index) => {
      const named = `${shown}/${segments.slice(0, index + 1).join('/')}${index === segments.length - 1 ? '.mdx' : '/'}`;
      if (PAGE_NAME.test(segment) || said.has(named)) return;
      said.add(named);
      const better = segment.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'a-name';
      problems.push({ file: named, severity: 'error', message: `the name "${segment}" can only use small letters, digits, - and _`, hint: `rename it, such as to ${better}${index === segments.length - 1 ? '.mdx' : ''}: the name is part of the page's address` });
    });
    return problems;
  });
}

/** Every file of content/ and public/ an edit could add that the site must not publish. */
export function siteFileProblems(contentDir: string, publicDir: string): ContentProblem[] {
  return [...contentFileProblems(contentDir), ...pageNameProblems(contentDir, publicDir), ...entries(publicDir).flatMap(({ relative, entry }) => publicFileProblems(publicDir, relative, entry))];
}

/** The files of public/ the build publishes: the pictures in public/images/, as regular files (never what a symbolic link points to). */
export function publishedPictures(publicDir: string): string[] {
  return entries(publicDir)
    .filter(({ relative, entry }) => entry.isFile() && !entry.isSymbolicLink() && relative.startsWith(`${PICTURE_FOLDER}/`) && relative !== FOLDER_NOTE)
    .map(({ relative }) => relative);
}
