import fs from 'node:fs';
import path from 'node:path';

/**
 * The only way the build reads content/: the content graph takes a reader, so
 * a test can count that each file is read once per build.
 */
export interface ContentReader {
  /** Every `.mdx` file, relative to the content folder, with forward slashes, sorted. */
  mdxFiles(): string[];
  /** A file's text, or undefined when there is no such file. */
  read(relativeFile: string): string | undefined;
}

/** Every `.mdx` file below `dir`, relative to it, with forward slashes, sorted. */
export function findMdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function fileReader(contentDir: string): ContentReader {
  return {
    mdxFiles: () => findMdxFiles(contentDir),
    read: (relativeFile) => {
      const file = path.join(contentDir, relativeFile);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    },
  };
}

/** A file's real path (links resolved); as given when it does not exist (a deleted file). */
export function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    const parent = path.dirname(file);
    return parent === file ? file : path.join(realPath(parent), path.basename(file));
  }
}

/**
 * The content folder by its real path, as the graph names its files: Vite
 * names modules by their real path, so a folder reached through a link (a
 * linked node_modules, a temporary folder that is a link, as on macOS) must be
 * named the same way, or its pages are not found in the graph.
 */
export function contentFolder(dir: string): string {
  return realPath(path.resolve(dir));
}
