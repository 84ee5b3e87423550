import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { projectRoot } from '../project-root.ts';

/**
 * What one build works out that the next can reuse: a page's part of the
 * content graph (its body included). Each is
 * kept on disk (node_modules/.cache/edtech/<kind>/, or $SITE_CACHE) under a key
 * of everything it was made from plus the engine's own code (engineKey), so a
 * changed guide, a changed engine or a new dependency makes it anew, and nothing
 * else does. No key holds the day or a path of this machine, so a cache CI saves
 * serves the next run, wherever it checks the project out. Entries no build has
 * used for two weeks are deleted.
 */
/** Where the cache lives; `SITE_CACHE` names another folder (the benchmark and a test build with an empty one). */
const cacheRoot = () => path.resolve(projectRoot, process.env.SITE_CACHE ?? 'node_modules/.cache/edtech');
const UNUSED_DAYS = 14;

let engine: string | undefined;

/** A fingerprint of the code that makes what is cached: the engine, the building blocks and every dependency. */
export function engineKey(): string {
  if (engine) return engine;
  const hash = createHash('sha256');
  for (const dir of ['src/engine', 'src/blocks']) {
    for (const name of fs.readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(projectRoot, dir, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  // The exact versions of every dependency (a throw-away copy of the project may have only package.json).
  const lockfile = path.join(projectRoot, 'package-lock.json');
  hash.update(fs.readFileSync(fs.existsSync(lockfile) ? lockfile : path.join(projectRoot, 'package.json')));
  return (engine = hash.digest('hex').slice(0, 16));
}

export interface BuildCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export function buildCache(kind: string): BuildCache {
  const dir = path.join(cacheRoot(), kind);
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, createHash('sha256').update(engineKey()).update(key).digest('hex'));
  return {
    get(key) {
      const file = fileOf(key);
      try {
        const value = fs.readFileSync(file, 'utf8');
        const now = new Date();
        fs.utimesSync(file, now, now);
        return value;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      // Written beside, then renamed into place: a build or test reading the same cache meanwhile never reads half an entry.
      const file = fileOf(key);
      const writing = `${file}.${process.pid}-${threadId}`;
      fs.writeFileSync(writing, value);
      fs.renameSync(writing, file);
    },
  };
}

/** Deletes what no build has used for two weeks (the build calls it once). */
export function pruneBuildCache(): void {
  const folder = cacheRoot();
  if (!fs.existsSync(folder)) return;
  const before = Date.now() - UNUSED_DAYS * 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(folder, name);
    const stat = fs.statSync(file);
    if (stat.isFile() && stat.mtimeMs < before) fs.rmSync(file, { force: true });
  }
}
