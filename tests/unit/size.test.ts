import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureRoute, readModuleGraph } from '../../scripts/size.ts';

/** A tiny built site: an entry that imports a shared chunk, a page chunk, and a lazily imported chunk. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));

const files: Record<string, string> = {
  'assets/entry.js': 'import{a}from"./shared.js";const later=()=>import("./lazy.js");console.log(a,later);',
  'assets/shared.js': 'export const a=1;',
  'assets/page.js': 'import"./shared.js";export default 2;',
  'assets/lazy.js': 'export const never = "not loaded on first visit";'.repeat(50),
  'assets/site.css': 'body{margin:0}',
  'theme.js': 'document.documentElement.dataset.theme="dark";',
  'noscript.css': '.x{display:block}'.repeat(100),
  // The build's module graph, as Vite writes it: the lazy chunk is a dynamic import only.
  '.vite/manifest.json': JSON.stringify({
    'src/main.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/lazy.ts'] },
    '_shared.js': { file: 'assets/shared.js' },
    'content/guide.mdx': { file: 'assets/page.js', imports: ['_shared.js'] },
    'src/lazy.ts': { file: 'assets/lazy.js' },
  }),
  'guide/index.html':
    '<html><head><script src="/theme.js"></script><script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/page.js" />' +
    '<link rel="stylesheet" crossorigin href="/assets/site.css"><noscript><link rel="stylesheet" href="/noscript.css" /></noscript></head><body>Hi</body></html>',
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), text);
}
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, name)), { level: 9 }).length;

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the size report', () => {
  it('counts classic scripts, the entry, the preloaded page and their static imports, once each, but no lazy chunk', () => {
    const row = measureRoute(dist, path.join(dist, 'guide/index.html'), readModuleGraph(dist));
    expect(row.route).toBe('/guide');
    expect(row.jsFiles).toBe(4);
    expect(row.js).toBe(gz('theme.js') + gz('assets/entry.js') + gz('assets/shared.js') + gz('assets/page.js'));
  });

  it('counts the stylesheet but not the no-JavaScript one, and the page HTML', () => {
    const row = measureRoute(dist, path.join(dist, 'guide/index.html'), readModuleGraph(dist));
    expect(row.css).toBe(gz('assets/site.css'));
    expect(row.html).toBe(gz('guide/index.html'));
  });
});
