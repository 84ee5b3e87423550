import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentPart } from '../../src/engine/node/graph/content-part.ts';
import { contentSession } from '../../src/engine/node/graph/content-graph.ts';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import type { PartStore } from '../../src/engine/node/graph/part-store.ts';

/**
 * `npm run dev` keeps a content session: each file's part is made once, and a
 * save redoes only the saved file's part (and every part when the site values
 * every page is read with change). Parts made are counted by the store they go to.
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/content-ok');
const made: string[] = [];
const dates = { dates: new Map<string, string>() };
const today = new Date('2026-11-20T12:00:00Z');

function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-session-'));
  made.push(dir);
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** An in-memory part store that notes which files' parts were made. */
function store(): PartStore & { made: string[] } {
  const parts = new Map<string, ContentPart>();
  const made: string[] = [];
  return {
    made,
    get: (key) => parts.get(key),
    set: (part) => {
      made.push(part.relativeFile);
      parts.set(part.partKey, part);
    },
  };
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a content session', () => {
  it('redoes only the saved file; the other parts are the same as before', async () => {
    const dir = copy();
    const parts = store();
    const session = contentSession({ contentDir: dir, dates, today, parts });
    const first = await session.graph();
    expect(parts.made.sort()).toEqual(findMdxFiles(dir));
    expect(await session.graph()).toBe(first);

    const guide = first.pages.find((page) => page.frontmatter.parent !== undefined)!;
    fs.writeFileSync(guide.absoluteFile, `${guide.source.trimEnd()}\n\nA sentence added while writing.\n`);
    parts.made.length = 0;
    session.changed(guide.absoluteFile);
    const second = await session.graph();
    expect(parts.made).toEqual([guide.relativeFile]);
    expect(second.byFile.get(guide.absoluteFile)!.source).toContain('A sentence added while writing.');
    for (const file of first.files) if (file.relativeFile !== guide.relativeFile) expect(second.files.find((other) => other.relativeFile === file.relativeFile)).toBe(file);
  });

  it('redoes every part when site.yaml changes the values pages are read with', async () => {
    const dir = copy();
    const parts = store();
    const session = contentSession({ contentDir: dir, dates, today, parts });
    await session.graph();
    const site = path.join(dir, 'site.yaml');
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/^name: (.*)$/m, 'name: $1 Office'));
    parts.made.length = 0;
    session.changed(site);
    await session.graph();
    expect(parts.made.sort()).toEqual(findMdxFiles(dir));
  });

  it('starts from the parts a session or build kept before, making none again', async () => {
    const dir = copy();
    const parts = store();
    const first = await contentSession({ contentDir: dir, dates, today, parts }).graph();
    parts.made.length = 0;
    const again = await contentSession({ contentDir: dir, dates, today, parts }).graph();
    expect(parts.made).toEqual([]);
    expect(again.pages.map((page) => [page.key, page.frontmatter.title])).toEqual(first.pages.map((page) => [page.key, page.frontmatter.title]));
    expect(again.problems).toEqual(first.problems);
  });
});
