/**
 * What the browser tests know about the site: read from content/ (tests/site/content.ts),
 * never typed in, so an editor's correct change never fails a test.
 */
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { fill, type UiStringKey } from '../../src/engine/ui-strings.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { allPages, attribute, blockNames, blocksOf, childBlocks, graph, mainLanguage, site, testedPages } from '../site/content.ts';

export { allPages, blockNames, blocksOf, childBlocks, attribute, graph, pageAt, pagesIn, testedPages, treeOf } from '../site/content.ts';

/** site.yaml, in the main language. */
export const SITE = site;

/** The not-found page of each language (content/404.mdx, content/es/404.mdx). */
export const NOT_FOUND_PAGES = graph.notFoundPages;

/** An address no page has, in a language: answered by that language's not-found page. */
export const unknownAddress = (lang: string) => (lang === mainLanguage ? '/no/such/page' : `/${lang}/no/such/page`);

/** The interface's words in the main language (content/strings): for the pages in it, such as the home page. */
export const UI = graph.strings.get(mainLanguage)!.ui;

/** A UI string of a page's language, with its placeholders filled from that language's site values. */
export function uiText(page: GraphPage, key: UiStringKey, values: Record<string, string> = {}): string {
  return fill(page.locale.ui[key], { liaison: page.locale.site.liaison, name: page.locale.site.name, office: page.locale.site.office.name, ...values });
}

/** Pages that use a building block, in file order, optionally only in one language. */
export function pagesWith(block: string, lang?: string): GraphPage[] {
  return allPages.filter((page) => (lang === undefined || page.lang === lang) && blockNames(page).has(block));
}

/** The first page that uses a building block (in the main language unless told), for tests of that block's behaviour. */
export function pageWith(block: string, { lang = mainLanguage, also = [] as string[] } = {}): GraphPage {
  const found = pagesWith(block, lang).find((page) => also.every((other) => blockNames(page).has(other)));
  if (!found) throw new Error(`No page in content/ uses <${block}>${also.length ? ` with ${also.join(', ')}` : ''}: the test of it has nothing to visit.`);
  return found;
}

/** Where a page is served. */
export const address = (page: GraphPage) => pageHref(page.path);

/** Pages with Back (a parent) and Print (printable): instruction pages. */
export const hasBackAndPrint = (page: GraphPage) => page.frontmatter.parent !== undefined && page.frontmatter.printable;

/** The heavy per-page checks' pages (representative + changed; every page with TEST_PAGES=all). */
export const TESTED_PAGES = testedPages();

/** The labels of a page's tab set (the first one unless told), as its file gives them. */
export function tabLabels(page: GraphPage, index = 0): string[] {
  const tabs = blocksOf(page, 'Tabs')[index];
  if (!tabs) throw new Error(`${page.file} has no tab set number ${index + 1}`);
  return childBlocks(tabs, 'Tab').map((tab) => attribute(tab, 'label')!);
}

/** The questions of every FAQ (Accordion) on a page, in order, as its file gives them. */
export const questionsOf = (page: GraphPage): string[] => blocksOf(page, 'AccordionItem').map((item) => attribute(item, 'title')!);

/** The main language's not-found page: its browser title and heading. */
export const NOT_FOUND = { title: graph.notFound!.documentTitle, heading: graph.notFound!.frontmatter.title };

/** The navigation bar, in order (site.yaml). */
export const NAV = SITE.nav;

/** A page's "On this page" entries (as its part of the graph has them). */
export const outlineOf = (page: GraphPage) => page.outline;

/** The titles of a page's ancestors by `parent:`, from the top down (not the home page). */
export function ancestorTitles(page: GraphPage): string[] {
  const titles: string[] = [];
  for (let parent = page.frontmatter.parent; parent && parent !== '/' && parent !== `/${page.lang}`; parent = graph.byPath.get(parent)?.frontmatter.parent) {
    titles.unshift(graph.byPath.get(parent)!.frontmatter.title);
  }
  return titles;
}

/** A pattern for text as it is, its special characters escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A printable English guide with a tab set of three or more tabs and a Spanish twin: the tests of tabs, print and the language link use it. */
export const PRINTED_TABS_PAGE = allPages.find((page) => page.lang === 'en' && blockNames(page).has('Tabs') && tabLabels(page).length >= 3 && page.frontmatter.printable && page.twins.es)!;

/** A guide in a section whose "On this page" has a second tab with a heading in it: that tab, the heading, and the whole outline. */
export function tabbedGuide() {
  const isTab = (entry: { id: string }) => entry.id.startsWith('tab-');
  for (const page of allPages) {
    if (page.lang !== mainLanguage || !page.frontmatter.parent) continue;
    const outline = outlineOf(page);
    const tab = outline.filter(isTab)[1];
    const heading = tab && outline[outline.indexOf(tab) + 1];
    if (tab && heading && !isTab(heading) && heading.depth === 3) return { page, outline, tab, heading, isTab };
  }
  throw new Error('No guide in content/ has a second tab with a heading in it: the tests of links into tabs have nothing to visit.');
}
