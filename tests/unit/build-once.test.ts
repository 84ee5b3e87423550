import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';
import { readSiteConfig } from '../../src/engine/node/graph/content-graph.ts';
import { fileReader } from '../../src/engine/node/graph/content-reader.ts';
import { SOURCES_FILE } from '../../src/engine/node/graph/sources-file.ts';

/** Counts every page the MDX compiler (@mdx-js/rollup) compiles, by its file. */
const compiles = vi.hoisted(() => new Map<string, number>());
vi.mock('@mdx-js/rollup', async (importOriginal) => {
  const { default: mdx } = await importOriginal<typeof import('@mdx-js/rollup')>();
  return {
    default: (...args: Parameters<typeof mdx>) => {
      const plugin = mdx(...args);
      const transform = plugin.transform.bind(plugin);
      plugin.transform = async (value: string, id: string) => {
        const result = await transform(value, id);
        if (result) compiles.set(id.split('?')[0]!, (compiles.get(id.split('?')[0]!) ?? 0) + 1);
        return result;
      };
      return plugin;
    },
  };
});

/** Counts every page part made (parsed, checked and scored: content-file.ts), by its file. */
const parts = vi.hoisted(() => new Map<string, number>());
vi.mock('../../src/engine/node/graph/content-file.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/engine/node/graph/content-file.ts')>();
  return {
    ...original,
    readContentFile: (input: Parameters<typeof original.readContentFile>[0]) => {
      parts.set(input.relativeFile, (parts.get(input.relativeFile) ?? 0) + 1);
      return original.readContentFile(input);
    },
  };
});

const contentDir = path.resolve(import.meta.dirname, '../../content');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
const outDir = path.join(work, 'dist');
// An empty build cache of its own: the first build makes everything, the second reuses it.
vi.stubEnv('SITE_CACHE', path.join(work, 'cache'));
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every file of a built site, with its text. */
const builtFiles = (dir: string) => Object.fromEntries(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile()).sort().map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));

describe('npm run build', { timeout: 180_000 }, () => {
  it('reads each file of content/ once, and compiles each guide once, for the check, both bundles, search and prerendering', async () => {
    const files = fileReader(contentDir);
    const reads = new Map<string, number>();
    const reader = {
      mdxFiles: () => files.mdxFiles(),
      read: (file: string) => {
        reads.set(file, (reads.get(file) ?? 0) + 1);
        return files.read(file);
      },
    };
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await buildSite({ contentDir, outDir, quiet: true, reader });

    const guides = files.mdxFiles();
    expect(guides.length).toBeGreaterThan(20);
    const stringsFiles = readSiteConfig(contentDir)!.languages.map((language) => `strings/${language.code}.yaml`);
    expect(Object.fromEntries(reads)).toEqual(Object.fromEntries([...guides, 'site.yaml', 'staff.yaml', 'schools.yaml', SOURCES_FILE, ...stringsFiles].map((file) => [file, 1])));
    expect(Object.fromEntries(compiles)).toEqual(Object.fromEntries(guides.map((file) => [path.join(contentDir, file), 1])));
    expect(Object.fromEntries(parts)).toEqual(Object.fromEntries(guides.map((file) => [file, 1])));
    expect(fs.existsSync(path.join(outDir, 'mfa/index.html'))).toBe(true);
  });

  it('builds again from its cache without parsing or compiling any guide, and writes the very same site', async () => {
    const first = builtFiles(outDir);
    compiles.clear();
    parts.clear();
    await buildSite({ contentDir, outDir, quiet: true });
    expect(Object.fromEntries(compiles)).toEqual({});
    expect(Object.fromEntries(parts)).toEqual({});
    expect(builtFiles(outDir)).toEqual(first);
  });
});
