import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { indexOptions } from '../../../search/index-options.ts';
import { termProcessor, tokenize } from '../../../search/terms.ts';
import { hrefInLanguage } from '../../languages.ts';
import { guideOf, termFileKey, type DocumentFile, type IndexedDocument, type NoResultsHelp, type SearchContent, type SearchMeta, type TermEntry } from '../../../search/search-data.ts';
import { siteValue, type SiteConfig } from '../../site-config.ts';
import type { ContentGraph } from '../graph/content-graph.ts';

/**
 * The search index, from the content graph: each page's documents were cut from
 * its transformed tree when the graph was built (search-documents.ts); here
 * they are joined with site.yaml's search settings and written as files.
 */

/** Replaces `{site.x}` in the site configuration's own texts, as guides do (the content graph has checked each one: site-checks.ts). */
function resolveSiteValues(text: string, site: SiteConfig): string {
  return text.replace(/\{site\.([\w.]+)\}/g, (whole, dotted: string) => siteValue(site, dotted) ?? whole);
}

function noResultsHelp(graph: ContentGraph, lang: string): NoResultsHelp | undefined {
  const site = graph.strings.get(lang)?.site ?? graph.site!;
  const help = site.search?.noResults;
  if (!help) return undefined;
  // Each address is a page (npm run check); shown in the reader's language where the page is.
  const local = (href: string) => hrefInLanguage(href, lang, site.languages, (route) => graph.byPath.has(route));
  return {
    message: resolveSiteValues(help.message, site),
    tasks: help.tasks.map((task) => ({ href: local(task.href), label: resolveSiteValues(task.label, site) })),
    contact: resolveSiteValues(help.contact, site),
    contactLink: { href: local(help.contactLink.href), label: resolveSiteValues(help.contactLink.label, site) },
  };
}

/** Everything the search of one language needs, from a content graph without errors: its pages, its synonyms, its no-results help. */
export function buildSearchContent(graph: ContentGraph, lang = graph.site!.languages[0]!.code): SearchContent {
  const strings = graph.strings.get(lang);
  const synonyms = lang === graph.site!.languages[0]!.code ? (graph.site!.search?.synonyms ?? []) : (strings?.synonyms ?? []);
  const pages = graph.pages.filter((page) => page.lang === lang);
  // A page another names as its parent lists guides, as the home page does; the home page and a packet repeat the guides they list.
  const parents = new Set(pages.flatMap((page) => (page.frontmatter.parent ? [page.frontmatter.parent] : [])));
  const listings = pages
    .filter((page) => page.search.length > 0 && (parents.has(page.path) || page.path === page.locale.site.homePage || page.frontmatter.packet))
    .map((page) => ({ url: page.search[0]!.url, title: page.frontmatter.title, ...(page.path === page.locale.site.homePage || page.frontmatter.packet ? { repeats: true as const } : {}) }));
  return { documents: pages.flatMap((page) => page.search), listings, synonyms, noResults: noResultsHelp(graph, lang) };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(item);
  }
  return groups;
}

/** The files of the search, by path in the output folder, and the address of the one a search starts from. */
export interface SearchAssets {
  files: Map<string, string>;
  metaUrl: string;
}

/**
 * Writes the index as files (see src/search/search-data.ts for why it is cut
 * this way). Every name carries a hash of its content (the document files, of
 * their folder's), so hosts may cache them for ever and a new build never
 * mixes with an old one.
 */
export function searchAssets(search: SearchContent, base: string, lang: string): SearchAssets {
  const files = new Map<string, string>();
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const write = (name: string, data: unknown): string => {
    const json = JSON.stringify(data);
    const file = `assets/search/${lang}-${name}-${hash(json)}.json`;
    files.set(file, json);
    return `${base}${file}`;
  };

  // Each guide's documents get consecutive ids, so a document's guide is known from its id.
  const numbered: IndexedDocument[] = [];
  const guideStarts: number[] = [];
  for (const documents of groupBy(search.documents, (document) => guideOf(document.url)).values()) {
    guideStarts.push(numbered.length);
    for (const document of documents) numbered.push({ ...document, id: numbered.length });
  }
  // One file per document, named by its id in a folder named by all of them.
  const keywordsOf = new Map(search.documents.filter((document) => document.keywords !== '').map((document) => [guideOf(document.url), document.keywords.split(', ')]));
  const documentFiles = numbered.map(({ url, guide, section, text }): DocumentFile => {
    const keywords = keywordsOf.get(guideOf(url));
    return keywords ? { url, guide, section, text, keywords } : { url, guide, section, text };
  });
  const folder = `assets/search/${lang}-documents-${hash(JSON.stringify(documentFiles))}/`;
  documentFiles.forEach((document, id) => files.set(`${folder}${id}.json`, JSON.stringify(document)));

  const index = new MiniSearch(indexOptions(lang));
  index.addAll(numbered);
  const { index: entries, ...table } = index.toJSON();
  const terms = Object.fromEntries([...groupBy<TermEntry>(entries, ([term]) => termFileKey(term))].map(([key, list]) => [key, write(`terms-${key.codePointAt(0)!.toString(36)}`, list)]));

  const processTerm = termProcessor(lang);
  const guideNumbers = new Map([...groupBy(search.documents, (document) => guideOf(document.url)).keys()].map((url, number) => [url, number]));
  const listings = Object.fromEntries(
    search.listings.flatMap(({ url, title }) => {
      const number = guideNumbers.get(guideOf(url));
      return number === undefined ? [] : [[number, tokenize(title).flatMap((word) => processTerm(word) ?? [])]];
    }),
  );
  const repeating = search.listings.filter((listing) => listing.repeats).flatMap(({ url }) => guideNumbers.get(guideOf(url)) ?? []);
  const listingAnswers = numbered.filter((document) => document.answer && Object.hasOwn(listings, guideNumbers.get(guideOf(document.url))!)).map((document) => document.id);
  const cards = numbered.filter((document) => document.card).map((document) => document.id);
  const meta: SearchMeta = {
    index: table,
    terms,
    documents: `${base}${folder}`,
    guideStarts,
    listings,
    ...(listingAnswers.length > 0 ? { listingAnswers } : {}),
    ...(cards.length > 0 ? { cards } : {}),
    ...(repeating.length > 0 ? { repeating } : {}),
    synonyms: search.synonyms,
    noResults: search.noResults,
  };
  return { files, metaUrl: write('index', meta) };
}
