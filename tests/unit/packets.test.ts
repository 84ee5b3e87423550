import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph, pageBodies } from '../../src/engine/node/graph/content-graph.ts';
import { pageData } from '../../src/engine/node/render/page-data.ts';
import { renderPage } from '../../src/entry-server.tsx';
import { handoutOf, type RenderedSections } from '../../src/handouts/render.tsx';
import { handoutBody, prefixIds, shiftHeadings } from '../../src/shared/handout-compose.ts';
import { guidesAfterABlankPage, handoutJobs, pdfFileOf } from '../../src/engine/node/publish/handout-pdfs.ts';
import { graph } from '../site/content.ts';

/**
 * Family packets as an editor writes them (a copy of the fixture site,
 * tests/fixtures/check-ok, with a packet of its own), and how a guide's body
 * becomes one section of a handout (src/shared/handout-compose.ts, src/handouts/render.tsx).
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-11-22T12:00:00Z');

const packet = (guides: string, extra = '') => `---
title: Starter packet
description: A packet of the content check's fixture site, for the unit tests.
parent: /enrollment
printable: true
owner: Tests
reviewed: 2026-11-01
${extra}packet:
  for: For families who are new to the fixture site.
  guides:
${guides}
---

Follow the guides in this order.
`;

/** The problems `npm run check` reports in the packet's file, as `line message | hint`. */
async function packetProblems(source: string, files: Record<string, string> = {}): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'packets-'));
  try {
    fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
    fs.writeFileSync(path.join(root, 'content/enrollment/starter.mdx'), source);
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, 'content', file), text);
    const found = await loadContentGraph({ contentDir: path.join(root, 'content'), today });
    return checkContent(found, { publicDir: path.join(root, 'public') })
      .problems.filter((problem) => problem.file === 'content/enrollment/starter.mdx' || problem.file.endsWith('/both.mdx'))
      .filter((problem) => !problem.message.startsWith('no page links'))
      .map((problem) => `${problem.line} ${problem.message} | ${problem.hint ?? ''}`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

// Each case builds a content graph: a minute, as the machine's load needs.
describe('a packet as an editor writes it', { timeout: 60_000 }, () => {
  it('lists guides that print: no problem', async () => {
    expect(await packetProblems(packet('    - /enrollment/returning_instructions'))).toEqual([]);
  });

  it('a guide that is not a page, one that does not print, one listed twice, and a packet in a packet: each at its line, with the fix', async () => {
    expect(await packetProblems(packet('    - /enrollment/returning_instructons'))).toEqual(['11 packet.guides: /enrollment/returning_instructons is not a page of this site | did you mean /enrollment/returning_instructions?']);
    expect(await packetProblems(packet('    - /enrollment/returning_instructions\n    - /enrollment'))).toEqual([
      "12 packet.guides: /enrollment does not print: its header has no printable: true | list a step-by-step guide, or add printable: true to that guide's header",
    ]);
    expect(await packetProblems(packet('    - /enrollment/returning_instructions\n    - /enrollment/returning_instructions'))).toEqual(['12 packet.guides: /enrollment/returning_instructions is listed twice | list each guide once, where it comes in the packet']);
    expect(await packetProblems(packet('    - /enrollment/starter'))).toEqual(['11 packet.guides: /enrollment/starter is a packet itself | list the guides of that packet instead']);
  });

  it('a guide whose own header has an error is left to that file\'s message: one mistake, one message', async () => {
    const broken = fs.readFileSync(path.join(fixtures, 'check-ok/content/enrollment/returning_instructions.mdx'), 'utf8').replace('title: ', 'titel: ');
    expect(await packetProblems(packet('    - /enrollment/returning_instructions'), { 'enrollment/returning_instructions.mdx': broken })).toEqual([]);
  });

  it('a packet without guides, or a misspelled field, is a header problem', async () => {
    expect(await packetProblems(packet('    []').replace('  guides:\n    []', '  guides: []'))).toEqual([expect.stringMatching(/^10 packet.guides: must list at least one guide/)]);
    expect(await packetProblems(packet('    - /enrollment/returning_instructions').replace('  for:', '  fro:'))).toEqual([
      expect.stringMatching(/^9 packet.for: is required but missing/),
      expect.stringMatching(/^9 packet.fro: unknown field \| did you mean "for"\?/),
    ]);
  });

  it('no page may take the address of a handout in two languages', async () => {
    expect(await packetProblems(packet('    - /enrollment/returning_instructions'), { 'enrollment/both.mdx': packet('    - /enrollment/returning_instructions').replace('title: Starter packet', 'title: Both') })).toEqual([
      expect.stringMatching(/^1 the address \/enrollment\/both is kept for a handout in two languages \|/),
    ]);
  });
});

describe('a guide\'s body as a section of a handout', () => {
  const body = '<div class="section-heading"><h2 id="steps"><a href="#steps">Steps</a></h2><button data-copy-id="steps"></button></div><h3 id="a">A</h3><label for="x">X</label><div role="tab" aria-controls="p1 p2" aria-labelledby="t1"></div><a href="/mfa/">MFA</a><a href="https://example.org/#top">out</a><img class="qr-code" src="/qr/1.svg" alt="QR"><img loading="lazy" src="/qr/2.svg" alt="QR">';

  it('gives every id and every reference to one the section\'s prefix, and leaves other addresses alone', async () => {
    const prefixed = prefixIds(body, 'g2-');
    expect(prefixed).toContain('id="g2-steps"');
    expect(prefixed).toContain('href="#g2-steps"');
    expect(prefixed).toContain('data-copy-id="g2-steps"');
    expect(prefixed).toContain('for="g2-x"');
    expect(prefixed).toContain('aria-controls="g2-p1 g2-p2"');
    expect(prefixed).toContain('aria-labelledby="g2-t1"');
    expect(prefixed).toContain('href="/mfa/"');
    expect(prefixed).toContain('href="https://example.org/#top"');
  });

  it('moves headings one level down, and loads every picture with the page, so that each prints (Chromium prints a lazy one never in view as a blank box)', async () => {
    expect(shiftHeadings('<h2 id="a">A</h2><h3>B</h3><h5>C</h5><header>x</header>')).toBe('<h3 id="a">A</h3><h4>B</h4><h6>C</h6><header>x</header>');
    const section = handoutBody(body, 'g1-');
    expect(section.match(/<img\b/g)).toHaveLength(2);
    expect(section).not.toContain('loading=');
    expect(section.match(/<img\b[^>]* fetchpriority="low">/g)).toHaveLength(2);
    expect(section).not.toMatch(/<h2\b/);
  });

  it('is what the guide\'s own page shows: kept from each printable guide\'s page, it is what rendering the guide alone makes', () => {
    const bodies = pageBodies(graph);
    const guides = graph.pages.filter((page) => page.frontmatter.printable && !page.frontmatter.packet);
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) {
      const data = pageData(guide, graph);
      const kept: RenderedSections = new Map();
      renderPage(guide.path, data, bodies, undefined, kept);
      expect(kept.size, `${guide.path}: its page holds its body`).toBe(1);
      const section = (rendered?: RenderedSections) => handoutOf({ both: false, guides: [data] }, bodies, rendered)!.sections[0]!.html;
      expect(section(kept), guide.path).toBe(section());
    }
  });

  it('prints a widget only some pages hold without starting it', async () => {
    const list = '<div class="school-list" id="schools" data-widget="school-list" data-props="{&quot;text&quot;:{&quot;none&quot;:&quot;No school&quot;}}"><input id="school-filter-input"></div>';
    expect(handoutBody(list, 'g1-')).toBe('<div class="school-list" id="g1-schools"><input id="g1-school-filter-input"></div>');
  });
});

describe('npm run handouts prints every handout of content/', () => {
  const jobs = handoutJobs(graph);
  const keys = jobs.map((job) => job.key);

  it('each printable page, and each printable page with a twin in two languages (packets too), from the built site\'s own pages', async () => {
    for (const page of graph.pages.filter((candidate) => candidate.frontmatter.printable)) expect(keys).toContain(page.path);
    const packets = graph.pages.filter((page) => page.frontmatter.packet);
    expect(packets.length).toBeGreaterThan(0);
    for (const page of packets) expect(jobs.find((job) => job.key === `${page.path}/both`)?.address).toBe(`${page.path}/both`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys.map(pdfFileOf)).size).toBe(keys.length);
  });
});

describe('the office\'s PDF to print on both sides', () => {
  /** The pages the guides start on once the blank pages are in: each blank page moves every later guide one page on. */
  const startsWithBlanks = (starts: number[]) => {
    const blanks = guidesAfterABlankPage(starts);
    return starts.map((start, index) => start + blanks.filter((blank) => blank <= index).length);
  };

  it('puts a blank page before each guide that would start on the back of a sheet, and only there', () => {
    // A cover of one page, then guides of 4, 3, 4 and 6 pages; then a cover and guides of one page each.
    expect(guidesAfterABlankPage([2, 6, 9, 13, 19])).toEqual([0, 2]);
    expect(startsWithBlanks([2, 6, 9, 13, 19])).toEqual([3, 7, 11, 15, 21]);
    expect(guidesAfterABlankPage([2, 3, 4])).toEqual([0, 1, 2]);
    expect(startsWithBlanks([2, 3, 4])).toEqual([3, 5, 7]);
    // A guide in two languages whose first guide ends on an odd page: its twin would start on a back.
    expect(guidesAfterABlankPage([1, 6])).toEqual([1]);
    // Already on fronts: none.
    expect(guidesAfterABlankPage([1, 3, 7])).toEqual([]);
  });

  it('starts every guide on an odd page, whatever the lengths', () => {
    for (let seed = 1; seed <= 200; seed++) {
      let start = 1 + (seed % 3);
      const starts = Array.from({ length: 1 + (seed % 7) }, (_, index) => (start += index === 0 ? 0 : 1 + ((seed * (index + 3)) % 5)));
      const moved = startsWithBlanks(starts);
      expect(moved.every((page) => page % 2 === 1), `${starts.join(' ')} -> ${moved.join(' ')}`).toBe(true);
      // Each blank page is needed: without it, its guide would start on an even page.
      const blanks = guidesAfterABlankPage(starts);
      for (const [count, index] of blanks.entries()) expect((starts[index]! + count) % 2, `${starts.join(' ')}: the blank before guide ${index + 1}`).toBe(0);
    }
  });
});
