import fs from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import { parseMdx } from '../../src/engine/node/graph/mdx-parser.ts';
import { withoutComments } from '../../src/engine/node/graph/parse-page.ts';

/** Every page of content/, as the build reads it (editors' notes blanked). */
const contentDir = path.resolve(import.meta.dirname, '../../content');
const pages = findMdxFiles(contentDir).map((name) => ({ name, text: withoutComments(fs.readFileSync(path.join(contentDir, name), 'utf8')) }));

const read = (text: string, literalAutolinks?: boolean) => parseMdx(new VFile({ path: 'guide.mdx', value: text }), literalAutolinks);
/** The tree remark-gfm makes in full, with literal autolinks. */
const full = (text: string) => read(text, true);

/** GFM's other parts, each as editors may write them. */
const OTHER_GFM = `---
title: Sample
---

| Step | What to press |
| :--- | ---: |
| 1 | **Next** |

- [ ] Not done
- [x] Done

This is ~~struck~~ and ~~~also~~~ struck.[^note]

[^note]: A footnote.

<Callout>Inside a block: wwwx and http-less words.</Callout>
`;

describe('the guides’ parser (mdx-parser.ts)', () => {
  // One test a page: each has the time a page needs on a busy machine, and a failure names its page.
  it('finds the pages of content/', () => {
    expect(pages.length).toBeGreaterThan(0);
  });
  it.each(pages)('reads $name as remark-gfm does in full', ({ name, text }) => {
    expect(read(text), name).toEqual(full(text));
  });

  it('reads tables, task lists, strikethrough and footnotes the same without literal autolinks', () => {
    const tree = read(OTHER_GFM, false);
    expect(tree).toEqual(full(OTHER_GFM));
    const types = JSON.stringify(tree);
    for (const type of ['"table"', '"delete"', '"footnoteReference"', '"footnoteDefinition"', '"checked":true']) expect(types).toContain(type);
  });

  it('leaves literal autolinks out only when asked (the part that makes a page without them fast)', () => {
    const text = 'Go to www.example.org.';
    expect(JSON.stringify(read(text, false))).not.toContain('"link"');
    expect(JSON.stringify(read(text, true))).toContain('"link"');
  });

  it.each([
    'Go to www.example.org.',
    'GO TO WWW.EXAMPLE.ORG.',
    'Open https://example.org/help now.',
    'Open HTTP://example.org.',
    'Write to help@example.org.',
    'Write to help&#64;example.org.',
    'Write to help&commat;example.org.',
    'Write to mailto:help@example.org.',
  ])('finds every literal autolink the full parser finds: %s', (text) => {
    const tree = read(text);
    expect(JSON.stringify(tree)).toContain('"link"');
    expect(tree).toEqual(full(text));
  });
});
