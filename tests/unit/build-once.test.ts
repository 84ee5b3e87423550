import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../scripts/build.ts';
import { readSiteConfig } from '../../src/engine/node/content-graph.ts';
import { fileReader } from '../../src/engine/node/content-reader.ts';

/** Counts every run of the MDX compiler's pipeline, by the file it compiles. */
const compiles = vi.hoisted(() => new Map<string, number>());
vi.mock('@mdx-js/mdx', async (importOriginal) => {
  const mdx = await importOriginal<typeof import('@mdx-js/mdx')>();
  return {
    ...mdx,
    createProcessor: (...args: Parameters<typeof mdx.createProcessor>) => {
      const processor = mdx.createProcessor(...args);
      const run = processor.run.bind(processor);
      processor.run = ((tree: never, file: { path: string }) => {
        compiles.set(file.path, (compiles.get(file.path) ?? 0) + 1);
        return run(tree, file as never);
      }) as never;
      return processor;
    },
  };
});

const contentDir = path.resolve(import.meta.dirname, '../../content');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

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
    expect(Object.fromEntries(reads)).toEqual(Object.fromEntries([...guides, 'site.yaml', 'staff.yaml', ...stringsFiles].map((file) => [file, 1])));
    expect(Object.fromEntries(compiles)).toEqual(Object.fromEntries(guides.map((file) => [path.join(contentDir, file), 1])));
    expect(fs.existsSync(path.join(outDir, 'mfa/index.html'))).toBe(true);
  });
});
