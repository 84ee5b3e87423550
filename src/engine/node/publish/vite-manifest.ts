import fs from 'node:fs';
import path from 'node:path';

/**
 * Vite's manifest of the client build (dist/.vite/manifest.json): every chunk,
 * keyed by its source (a page by its path from the project root), with the
 * chunks it imports. `npm run size` reads it for what a
 * page loads, and what the search loads later.
 */
export interface ManifestChunk {
  file: string;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  /** Keys of the chunks it imports with `import()`. */
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = '.vite/manifest.json';

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as Manifest;
}

/** The files of a chunk and of every chunk it imports statically, however deep (not `import()`). */
export function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}
