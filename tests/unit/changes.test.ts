import { describe, expect, it } from 'vitest';
import { comparePages, readPage, wordDiff } from '../../scripts/changes.ts';

const page = (title: string, body: string, printable = false) =>
  `<html><body data-page="/x"><header>Menu</header><main><h1>${title}</h1>${printable ? '<button data-control="print">Print</button>' : ''}${body}</main><footer>2026</footer></body></html>`;

describe('npm run changes: what a change does to the pages', () => {
  it('reads a page\'s title, headings and words, not its chrome, and keeps words of two blocks apart', () => {
    const read = readPage(page('Set up', '<h2>Before</h2><p>One.</p><p>Two.</p>', true));
    expect(read).toEqual({ title: 'Set up', headings: ['Before'], words: ['Set', 'up', 'Print', 'Before', 'One.', 'Two.'], printable: true });
  });

  it('says in words what changed: title, sections, and the words taken out and put in', () => {
    const before = new Map([
      ['/a', readPage(page('Old title', '<h2>Steps</h2><p>Select Save for later.</p>'))],
      ['/gone', readPage(page('Gone', '<p>Bye.</p>'))],
      ['/same', readPage(page('Same', '<p>Same.</p>'))],
    ]);
    const after = new Map([
      ['/a', readPage(page('New title', '<h2>Steps</h2><h2>Help</h2><p>Select Save.</p>'))],
      ['/new', readPage(page('New', '<h2>One</h2>', true))],
      ['/same', readPage(page('Same', '<p>Same.</p>'))],
    ]);
    const changes = comparePages(before, after);
    expect(changes.map((change) => [change.route, change.kind])).toEqual([
      ['/a', 'changed'],
      ['/gone', 'removed'],
      ['/new', 'added'],
    ]);
    expect(changes[0]!.notes).toEqual(expect.arrayContaining(['Title: "Old title" → "New title".', 'Section added: "Help".']));
    expect(changes[0]!.notes.join(' ')).toContain('"Save for later." → "Save."');
    expect(changes[2]!.printable).toBe(true);
  });

  it('finds the smallest word changes', () => {
    expect(wordDiff('a b c d'.split(' '), 'a x c d e'.split(' '))).toEqual([
      { removed: 'b', added: 'x' },
      { removed: '', added: 'e' },
    ]);
    expect(wordDiff(['same'], ['same'])).toEqual([]);
  });
});
