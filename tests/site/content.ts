/**
 * What the tests know about the site, read from content/ through the same
 * content graph the build uses. Tests compare what a page shows with what its
 * file says, so an editor's correct change (a question, a card, a staff member,
 * a new title, a new guide) never fails a test: no count, title or address of
 * today's content is typed into a test.
 *
 * The heavy per-page browser checks (axe, print) run on `testedPages()`: a
 * representative set that covers every kind of page and block, plus the pages
 * a change touches. TEST_PAGES=all runs them on every page (the deploy workflow and
 * a pull request's Content job do).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { loadContentGraph, pageTree, SCHOOLS_FILE, STAFF_FILE, type ContentGraph, type GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { NOTICES_FILE } from '../../src/engine/node/graph/notices-file.ts';
import { SOURCES_FILE } from '../../src/engine/node/graph/sources-file.ts';
import type { JsxElement } from '../../src/blocks/block.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const contentDir = path.join(projectRoot, 'content');

let loaded: ContentGraph | undefined;

/** The content graph of content/ (from the build cache after a build, so quick). */
export async function contentGraph(): Promise<ContentGraph> {
  loaded ??= await loadContentGraph({ contentDir });
  return loaded;
}

/** The graph a test file reads at its top (Playwright and Vitest both allow top-level await). */
export const graph = await contentGraph();
/** site.yaml, checked. */
export const site = graph.site!;

/** Every page with an address, every language. */
export const allPages: readonly GraphPage[] = graph.pages;
export const mainLanguage = 'en';
export const pagesIn = (lang: string) => allPages.filter((page) => page.lang === lang);
export const pageAt = (route: string): GraphPage => {
  const page = graph.byPath.get(route);
  if (!page) throw new Error(`No page at ${route} in content/`);
  return page;
};

const trees = new WeakMap<GraphPage, Root | undefined>();
/** A page's transformed tree, as the build parsed it (parsed again: the graph keeps none); undefined on a syntax error. */
export function treeOf(page: GraphPage): Root | undefined {
  if (!trees.has(page)) trees.set(page, pageTree(graph, page));
  return trees.get(page);
}

/** The building blocks (MDX elements) of a page, in document order, by name; `within` limits it to one element's inside. */
export function blocksOf(page: GraphPage, name: string, within?: JsxElement): JsxElement[] {
  const found: JsxElement[] = [];
  const tree = (within ?? treeOf(page)) as Root | undefined;
  if (!tree) return found;
  visit(tree, (node) => {
    const element = node as JsxElement;
    if ((element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') && element.name === name && element !== within) {
      found.push(element);
    }
  });
  return found;
}

/** The element children of a block with this name (a Tabs' Tab elements). */
export const childBlocks = (element: JsxElement, name: string): JsxElement[] =>
  (element.children as RootContent[]).filter(
    (child): child is JsxElement => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === name,
  );

/** A string attribute's value, as the author wrote it. */
export function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const names = new WeakMap<GraphPage, Set<string>>();
/**
 * The names of every building block a page uses: from the facts the build kept (no parse), else from its tree
 * (a page with a syntax error). Worked out once a page: the choice of pages asks often.
 */
export function blockNames(page: GraphPage): Set<string> {
  let found = names.get(page);
  if (!found) {
    found = new Set<string>(page.facts?.blocks);
    const tree = page.facts ? undefined : treeOf(page);
    if (tree) {
      visit(tree, (node) => {
        const element = node as JsxElement;
        if ((element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') && element.name) found!.add(element.name);
      });
    }
    names.set(page, found);
  }
  return found;
}

/** What makes a page a different kind of page for the browser checks. */
function features(page: GraphPage): string[] {
  const header = page.frontmatter;
  return [
    `lang:${page.lang}`,
    `layout:${header.layout}`,
    ...(header.printable ? ['printable'] : []),
    ...(header.parent ? ['has-parent'] : ['no-parent']),
    ...(page.translation ? [`translation:${page.translation.status}`] : []),
    ...(page.path === '/' || page.path === `/${page.lang}` ? ['home'] : []),
    ...[...blockNames(page)].map((name) => `block:${name}`),
    ...[...blockNames(page)].map((name) => `block:${name}:${page.lang}`),
  ];
}

/**
 * The fewest pages (greedily) that between them show every feature any page
 * has: each language, layout, printable or not, each building block (in each
 * language). A new kind of page joins the set by itself.
 */
export function representativePages(pages: readonly GraphPage[] = allPages): GraphPage[] {
  const uncovered = new Set(pages.flatMap(features));
  const chosen: GraphPage[] = [];
  while (uncovered.size > 0) {
    let best: GraphPage | undefined;
    let bestGain = 0;
    for (const page of pages) {
      if (chosen.includes(page)) continue;
      const gain = features(page).filter((feature) => uncovered.has(feature)).length;
      if (gain > bestGain) [best, bestGain] = [page, gain];
    }
    if (!best) break;
    chosen.push(best);
    for (const feature of features(best)) uncovered.delete(feature);
  }
  return chosen.sort((a, b) => allPages.indexOf(a) - allPages.indexOf(b));
}

/** A file's text at the base of the change, or undefined when it is not there. */
function atBase(file: string, base: string): string | undefined {
  try {
    return execFileSync('git', ['show', `${base}:${file}`], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/**
 * The pages a change to a data file of content/ shows on, beyond the
 * representative set (which already shows every kind of page and block in each
 * language, so a change to site.yaml or the strings, which every page shows
 * alike, is seen there): a notice's pages and sections; the blocks that show
 * the schools or the staff; the guides that cite a source. A file the tests
 * know nothing of: every page.
 */
function pagesShowing(file: string, base: string): readonly GraphPage[] {
  const name = path.posix.relative('content', file);
  const withBlock = (...blocks: string[]) => allPages.filter((page) => blocks.some((block) => blockNames(page).has(block)));
  if (name === 'site.yaml' || /^strings\/[^/]+\.yaml$/.test(name) || name === 'README.md') return [];
  if (name === NOTICES_FILE) {
    // The notices added, changed or removed, as written: a notice on every page shows on the representative set.
    const notices = (text: string) => ((parse(text) as { pages?: string[] | 'all'; sections?: string[] }[] | null) ?? []).map((notice) => ({ notice, text: JSON.stringify(notice) }));
    const before = notices(atBase(file, base) ?? '[]');
    const now = notices(fs.readFileSync(path.join(projectRoot, file), 'utf8'));
    const changed = [...now.filter(({ text }) => !before.some((old) => old.text === text)), ...before.filter(({ text }) => !now.some((current) => current.text === text))].map(({ notice }) => notice);
    const shows = (route: string) => changed.some(({ pages, sections }) => (Array.isArray(pages) && pages.includes(route)) || (sections ?? []).some((section) => route === section || route.startsWith(`${section}/`)));
    return allPages.filter((page) => [page.path, ...Object.values(page.twins)].some(shows));
  }
  if (name === SCHOOLS_FILE) return withBlock('SchoolList', 'PacketBuilder');
  if (name === STAFF_FILE) return withBlock('StaffDirectory');
  if (name === SOURCES_FILE) {
    const entries = (text: string) => new Map(Object.entries((parse(text) as Record<string, unknown> | null) ?? {}).map(([id, entry]) => [id, JSON.stringify(entry)]));
    const before = entries(atBase(file, base) ?? '');
    const now = entries(fs.readFileSync(path.join(projectRoot, file), 'utf8'));
    const changed = new Set([...now.keys(), ...before.keys()].filter((id) => now.get(id) !== before.get(id)));
    return allPages.filter((page) => (page.frontmatter.sources ?? []).some((id) => changed.has(id)));
  }
  return file.endsWith('.mdx') ? [] : allPages;
}

/**
 * The pages whose files changed against TEST_BASE (default: origin/main when it
 * exists), with their translations and originals, and the pages a changed data
 * file shows on (pagesShowing). Empty when git cannot tell.
 */
export function changedPages(): GraphPage[] {
  const base = process.env.TEST_BASE ?? 'origin/main';
  let files: string[];
  try {
    const changed = execFileSync('git', ['diff', '--name-only', '-z', base, '--', 'content'], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const untracked = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '-z', '--', 'content'], { cwd: projectRoot, encoding: 'utf8' });
    files = `${changed}${untracked}`.split('\0').filter(Boolean);
  } catch {
    return [];
  }
  const touched = new Set(files.map((file) => path.join(projectRoot, file)));
  const pages = [...allPages.filter((page) => touched.has(page.absoluteFile)), ...files.flatMap((file) => pagesShowing(file, base))];
  const withTwins = pages.flatMap((page) => Object.values(page.twins).map((route) => graph.byKey.get(route)).filter((twin): twin is GraphPage => twin !== undefined));
  return [...new Set([...pages, ...withTwins])];
}

/** The pages the heavy browser checks visit: every page with TEST_PAGES=all, else the representative set and the changed pages. */
export function testedPages(): GraphPage[] {
  if (process.env.TEST_PAGES === 'all') return [...allPages];
  const chosen = new Set([...representativePages(), ...changedPages()]);
  return allPages.filter((page) => chosen.has(page));
}
