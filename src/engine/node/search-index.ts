import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import MiniSearch from 'minisearch';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { tabPanelId } from '../../components/tab-id.ts';
import { INDEX_OPTIONS } from '../../search/index-options.ts';
import { guideOf, termFileKey, type DocumentFile, type IndexedDocument, type NoResultsHelp, type SearchContent, type SearchDocument, type SearchMeta, type TermEntry } from '../../search/search-data.ts';
import { siteValue, type SiteConfig } from '../site-config.ts';
import type { StaffMember } from '../staff.ts';
import { isJsx, type JsxElement } from './check/component-rules.ts';
import type { LoadedContent, PageSource } from './load-content.ts';
import { remarkContent } from './remark-content.ts';

/**
 * Builds the search index from content/: the guides are parsed with the same
 * remark plugins as the MDX compiler (so `{site.…}` values, heading ids and
 * answer ids are exactly those of the built pages) and cut into documents:
 * the guide's top (text before its first heading, plus its keywords), one per
 * h2/h3 section, one per tab panel and one per accordion answer.
 */

/** Markdown nodes inside a line of text; every other node with children is a block. */
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** Attributes whose words a reader sees on the page (a callout's or card's title, an app's name). */
const VISIBLE_ATTRIBUTES = ['title', 'app'];

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? plainText(node.children as RootContent[]) : ''))
    .join('');
}

/** A document while it is being filled; `parts` are joined once the guide is done. */
interface Draft {
  url: string;
  section: string;
  keywords: string;
  parts: string[];
}

/** Cuts one parsed guide into documents. */
function documentsOfTree(tree: Root, page: { path: string; title: string; keywords?: readonly string[] }): SearchDocument[] {
  const top: Draft = { url: page.path, section: '', keywords: (page.keywords ?? []).join(', '), parts: [] };
  const drafts: Draft[] = [top];
  const start = (section: string, id: string | undefined): Draft => {
    const draft: Draft = { url: id ? `${page.path}#${id}` : page.path, section, keywords: '', parts: [] };
    drafts.push(draft);
    return draft;
  };

  /**
   * Writes the words of `nodes` into `draft` and returns the document writing
   * continues in: a heading starts a new one, up to the end of the tab or
   * answer it stands in. (An MDX heading written as <h2 id="…"> is inline,
   * inside a paragraph, so the new document is handed back up.)
   */
  const walk = (nodes: readonly RootContent[], draft: Draft): Draft => {
    let current = draft;
    const tabs = nodes.filter((node) => isJsx(node) && node.name === 'Tab');
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth <= 3) {
        const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
        current = start(plainText(node.children), id);
        continue;
      }
      if (node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
      if ('value' in node && typeof node.value === 'string') {
        current.parts.push(node.value);
        continue;
      }
      if (!isJsx(node)) {
        if ('children' in node) current = walk(node.children as RootContent[], current);
        // Blocks separate words: "Step one" and "Step two" are not "Step oneStep two".
        if (!INLINE.has(node.type)) current.parts.push('\n');
        continue;
      }
      const name = node.name ?? '';
      if (/^h[1-3]$/.test(name)) {
        current = start(plainText(node.children), attribute(node, 'id'));
        continue;
      }
      if (name === 'Tab') {
        const label = attribute(node, 'label') ?? '';
        walk(node.children, start(label, tabPanelId(label, tabs.indexOf(node))));
        continue;
      }
      if (name === 'AccordionItem') {
        walk(node.children, start(attribute(node, 'title') ?? '', attribute(node, 'id')));
        continue;
      }
      if (name === 'StaffDirectory') {
        const staff = JSON.parse(attribute(node, 'staff') ?? '[]') as StaffMember[];
        current.parts.push(...staff.map((member) => `\n${member.name}, ${member.title}`));
        continue;
      }
      for (const visible of VISIBLE_ATTRIBUTES) {
        const value = attribute(node, visible);
        if (value) current.parts.push(`\n${value}\n`);
      }
      current = walk(node.children, current);
      if (node.type === 'mdxJsxFlowElement') current.parts.push('\n');
    }
    return current;
  };
  walk(tree.children, top);

  return drafts.map(({ parts, ...draft }) => ({
    ...draft,
    guide: page.title,
    text: parts.join('').replace(/\s+/g, ' ').trim(),
  }));
}

/** The guides search covers: every page but the not-found page and bare pages such as /blue. */
function searchablePages(content: LoadedContent): PageSource[] {
  return content.pages.filter((page) => page.frontmatter.layout !== 'bare');
}

/** Parses one guide with the build's remark plugins and returns its transformed tree. */
function parseGuide(page: PageSource, site: SiteConfig, staff: readonly StaffMember[]): Root {
  const file = new VFile({ path: page.absoluteFile, value: fs.readFileSync(page.absoluteFile, 'utf8') });
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    // addressOf: no page address, so no print footer is added to what is indexed.
    .use(remarkContent, () => ({ site, staff, addressOf: () => undefined }));
  return processor.runSync(processor.parse(file), file) as Root;
}

/** Replaces `{site.x}` in the site configuration's own texts, as guides do. */
function resolveSiteValues(text: string, site: SiteConfig): string {
  return text.replace(/\{site\.([\w.]+)\}/g, (whole, dotted: string) => {
    const value = siteValue(site, dotted);
    if (value === undefined) throw new Error(`content/site.yaml search: ${whole} is not a text value in site.yaml`);
    return value;
  });
}

function noResultsHelp(content: LoadedContent): NoResultsHelp | undefined {
  const site = content.site!;
  const help = site.search?.noResults;
  if (!help) return undefined;
  const routes = new Set(content.pages.map((page) => page.path));
  for (const link of [...help.tasks, help.contactLink]) {
    const path = link.href.split('#')[0]!.toLowerCase();
    if (!routes.has(path)) throw new Error(`content/site.yaml search.noResults: ${link.href} is not a page of this site`);
  }
  return {
    message: resolveSiteValues(help.message, site),
    tasks: help.tasks.map((task) => ({ ...task, label: resolveSiteValues(task.label, site) })),
    contact: resolveSiteValues(help.contact, site),
    contactLink: { ...help.contactLink, label: resolveSiteValues(help.contactLink.label, site) },
  };
}

/** Everything the search needs, from validated content (loadContent without errors). */
export function buildSearchContent(content: LoadedContent): SearchContent {
  const site = content.site!;
  const documents = searchablePages(content).flatMap((page) =>
    documentsOfTree(parseGuide(page, site, content.staff ?? []), { path: page.path, title: page.frontmatter.title, keywords: page.frontmatter.keywords }),
  );
  return { documents, synonyms: site.search?.synonyms ?? [], noResults: noResultsHelp(content) };
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
export function searchAssets(search: SearchContent, base: string): SearchAssets {
  const files = new Map<string, string>();
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const write = (name: string, data: unknown): string => {
    const json = JSON.stringify(data);
    const file = `assets/search/${name}-${hash(json)}.json`;
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
  const documentFiles = numbered.map(({ url, guide, section, text }): DocumentFile => ({ url, guide, section, text }));
  const folder = `assets/search/documents-${hash(JSON.stringify(documentFiles))}/`;
  documentFiles.forEach((document, id) => files.set(`${folder}${id}.json`, JSON.stringify(document)));

  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(numbered);
  const { index: entries, ...table } = index.toJSON();
  const terms = Object.fromEntries([...groupBy<TermEntry>(entries, ([term]) => termFileKey(term))].map(([key, list]) => [key, write(`terms-${key.codePointAt(0)!.toString(36)}`, list)]));

  const meta: SearchMeta = { index: table, terms, documents: `${base}${folder}`, guideStarts, synonyms: search.synonyms, noResults: search.noResults };
  return { files, metaUrl: write('index', meta) };
}
