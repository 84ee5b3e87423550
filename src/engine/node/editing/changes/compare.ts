import { diffArrays } from 'diff';
import type { PageContent } from './page-content.ts';

/** Beyond this many differences between two lists, the diff stops and says "all of it" (a rewritten page, not an edit). */
const MAX_EDITS = 2_000;

/**
 * What was taken out and put in, as runs: jsdiff's array diff (Myers's
 * algorithm), each run of removals and additions between two unchanged stretches.
 * Past MAX_EDITS differences (a page rewritten), one run holds all of both.
 */
export function diffRuns<T>(before: T[], after: T[]): { removed: T[]; added: T[] }[] {
  const parts = diffArrays(before, after, { maxEditLength: MAX_EDITS });
  if (!parts) return [{ removed: before, added: after }];
  const runs: { removed: T[]; added: T[] }[] = [];
  let current: { removed: T[]; added: T[] } | undefined;
  for (const part of parts) {
    if (!part.added && !part.removed) {
      current = undefined;
      continue;
    }
    if (!current) runs.push((current = { removed: [], added: [] }));
    (part.added ? current.added : current.removed).push(...part.value);
  }
  return runs;
}

/** Words taken out and put in, as runs: a word diff, at most `limit` runs, each cut to `maxWords` words. */
export function wordDiff(before: string[], after: string[], limit = 6, maxWords = 30): { removed: string; added: string }[] {
  const cut = (words: string[]) => (words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' '));
  return diffRuns(before, after)
    .slice(0, limit)
    .map((run) => ({ removed: cut(run.removed), added: cut(run.added) }));
}

/** How many blocks of text (paragraphs, steps, list items) were changed, added and removed. */
export function blockCounts(before: string[], after: string[]): { changed: number; added: number; removed: number } {
  const counts = { changed: 0, added: 0, removed: 0 };
  for (const run of diffRuns(before, after)) {
    // Blocks taken out where others were put in were rewritten; the rest are new or gone.
    const paired = Math.min(run.removed.length, run.added.length);
    counts.changed += paired;
    counts.added += run.added.length - paired;
    counts.removed += run.removed.length - paired;
  }
  return counts;
}

export interface PageChange {
  route: string;
  kind: 'changed' | 'added' | 'removed';
  /** What changed, in words. */
  notes: string[];
  printable: boolean;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const listed = (items: string[]) => items.map((item) => `"${item}"`).join(', ');

/** The tabs and questions whose blocks were changed, added or removed, in page order: a reviewer opens those first. */
function changedPlaces(before: PageContent, after: PageContent): string[] {
  const placed = (content: PageContent) => content.blocks.map((text, index) => `${content.places[index] ?? ''}\u0001${text}`);
  const places = diffRuns(placed(before), placed(after)).flatMap((run) => [...run.removed, ...run.added].map((item) => item.split('\u0001')[0]!));
  return [...new Set(places.filter(Boolean))];
}

/** The pages whose content differs between two builds, with what changed in words. */
export function comparePages(before: Map<string, PageContent>, after: Map<string, PageContent>): PageChange[] {
  const changes: PageChange[] = [];
  for (const [route, page] of after) {
    const old = before.get(route);
    if (!old) {
      changes.push({ route, kind: 'added', notes: [`New page: "${page.title}", ${plural(page.headings.length, 'section')}, ${plural(page.blocks.length, 'paragraph or step', 'paragraphs or steps')}.`], printable: page.printable });
      continue;
    }
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
    if (old.title === page.title && same(old.words, page.words) && same(old.links, page.links) && same(old.images, page.images)) continue;
    const notes: string[] = [];
    if (old.title !== page.title) notes.push(`Title: "${old.title}" → "${page.title}".`);
    const headingsAdded = page.headings.filter((heading) => !old.headings.includes(heading));
    const headingsRemoved = old.headings.filter((heading) => !page.headings.includes(heading));
    if (headingsAdded.length) notes.push(`${headingsAdded.length === 1 ? 'Section' : 'Sections'} added: ${listed(headingsAdded)}.`);
    if (headingsRemoved.length) notes.push(`${headingsRemoved.length === 1 ? 'Section' : 'Sections'} removed: ${listed(headingsRemoved)}.`);
    const blocks = blockCounts(old.blocks, page.blocks);
    const parts = [blocks.changed && `${blocks.changed} changed`, blocks.added && `${blocks.added} added`, blocks.removed && `${blocks.removed} removed`].filter(Boolean);
    if (parts.length) notes.push(`Paragraphs, steps and list items: ${parts.join(', ')}.`);
    const places = changedPlaces(old, page);
    if (places.length) notes.push(`Changed in ${places.length === 1 ? places[0] : `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`}.`);
    const linksAdded = [...new Set(page.links.filter((link) => !old.links.includes(link)))];
    const linksRemoved = [...new Set(old.links.filter((link) => !page.links.includes(link)))];
    if (linksAdded.length) notes.push(`${linksAdded.length === 1 ? 'Link' : 'Links'} added to: ${linksAdded.join(', ')}.`);
    if (linksRemoved.length) notes.push(`${linksRemoved.length === 1 ? 'Link' : 'Links'} removed to: ${linksRemoved.join(', ')}.`);
    const imagesAdded = page.images.filter((image) => !old.images.includes(image));
    const imagesRemoved = old.images.filter((image) => !page.images.includes(image));
    if (imagesAdded.length) notes.push(`${imagesAdded.length === 1 ? 'Picture' : 'Pictures'} added: ${imagesAdded.join(', ')}.`);
    if (imagesRemoved.length) notes.push(`${imagesRemoved.length === 1 ? 'Picture' : 'Pictures'} removed: ${imagesRemoved.join(', ')}.`);
    for (const run of wordDiff(old.words, page.words)) {
      if (run.removed && run.added) notes.push(`Words: "${run.removed}" → "${run.added}"`);
      else if (run.added) notes.push(`Words added: "${run.added}"`);
      else notes.push(`Words removed: "${run.removed}"`);
    }
    changes.push({ route, kind: 'changed', notes, printable: page.printable });
  }
  for (const [route, page] of before) if (!after.has(route)) changes.push({ route, kind: 'removed', notes: [`Page removed: "${page.title}".`], printable: false });
  return changes.sort((x, y) => x.route.localeCompare(y.route));
}
