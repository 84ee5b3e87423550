import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/**
 * Vite's manifest of the client build: every chunk, keyed by its source (a page
 * by its path from the project root), with the chunks it imports. `npm run size`
 * reads it for what a page loads, and what the search loads later.
 *
 * It names the project's source files, so it never ships: the build moves it
 * out of the built site (Vite writes it as `.vite/manifest.json` there) into
 * the build cache, under the built folder's path (manifestFile).
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

/** Where Vite writes the manifest, inside the folder it builds. */
export const VITE_MANIFEST = '.vite/manifest.json';

/** Where the manifest of the site built into `distDir` is kept: node_modules/.cache/edtech-manifests/, one file per built folder. */
export function manifestFile(distDir: string): string {
  const resolved = path.resolve(distDir);
  const key = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
  return path.join(projectRoot, 'node_modules', '.cache', 'edtech-manifests', `${path.basename(resolved)}-${key}.json`);
}

/** Moves Vite's manifest out of the folder being built (`buildDir`) to where `npm run size` looks for the site that will be `distDir`. */
export function keepManifest(buildDir: string, distDir: string): void {
  const target = manifestFile(distDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(path.join(buildDir, VITE_MANIFEST), target);
  fs.rmSync(path.join(buildDir, path.dirname(VITE_MANIFEST)), { recursive: true, force: true });
}

export function readManifest(distDir: string): Manifest {
  const file = manifestFile(distDir);
  if (!fs.existsSync(file)) throw new Error(`No build manifest for ${distDir} (looked for ${file}): build the site into that folder first (npm run build).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files of a chunk and of every chunk it imports statically, however deep (not `import()`). */
export function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}
