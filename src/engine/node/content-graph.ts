import type { Root } from 'mdast';
import path from 'node:path';
import type { Frontmatter } from '../frontmatter.ts';
import { closestMatch, type ContentProblem } from '../problems.ts';
import { languageOfRoute, routeInDefaultLanguage } from '../languages.ts';
import { NOT_FOUND_FILE, notFoundKey, routeFromFile } from '../routing.ts';
import { siteConfigSchema, type SiteConfig } from '../site-config.ts';
import { staffSchema, type StaffMember } from '../staff.ts';
import type { SearchDocument } from '../../search/search-data.ts';
import { fileReader, type ContentReader } from './content-reader.ts';
import { gitDates, type GitDates } from './git-dates.ts';
import { PAGE_CHECKS } from './page-checks/index.ts';
import { pageFacts, type PageFacts } from './page-facts.ts';
import { headerLine, readHeader, readYamlFile } from './page-header.ts';
import { parsePage } from './parse-page.ts';
import { plainLanguageReport, type PlainLanguageReport } from './plain-language/report.ts';
import { searchDocuments } from './search-documents.ts';
import { readStringsFiles, type LanguageStrings } from './strings-files.ts';
import { translationState, type TranslationState } from './translation.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * The content graph: everything the build knows about content/, made once per
 * build. Each file is read once (through a ContentReader), each guide parsed and
 * transformed once, git asked once for every date. The check, the Vite plugin
 * (route table, MDX compile, search index), prerendering and the host files all
 * read this graph; none reads content/ again. Problems are collected, never
 * thrown, so every mistake is reported at once.
 */

/** Every `.mdx` file, whether or not its header is valid. */
export interface GraphFile {
  /** Relative to content/, such as `mfa/mfahelp/index.mdx`. */
  relativeFile: string;
  /** From the project root, such as `content/mfa/mfahelp/index.mdx`: the file problems name. */
  file: string;
  absoluteFile: string;
  source: string;
  /** The MDX syntax tree after remark-content.ts; undefined on a syntax error, or when site.yaml has errors (guides need its values). */
  tree?: Root;
  /** Its anchors and outgoing links, for the checks across pages. */
  facts?: PageFacts;
}

/** A file with a valid header: a page of the site. */
export interface GraphPage extends GraphFile {
  /** Its language's code: `en`, or `es` for a page under content/es/. */
  lang: string;
  /** Canonical route, such as `/mfa/mfahelp`. */
  path: string;
  /** The route, or NOT_FOUND_KEY for the not-found page. */
  key: string;
  frontmatter: Frontmatter;
  /** YYYY-MM-DD of the last commit that changed the file, or `reviewed` when git does not know it. */
  lastUpdated: string;
  /** The same page in every language it exists in (itself included), by language code: their routes. */
  twins: Record<string, string>;
  /** Its search documents; none for the not-found page and bare pages. */
  search: SearchDocument[];
  /** The plain-language check's findings and readability (page-checks/plain-language.ts reports them). */
  reading?: PlainLanguageReport;
  /** A translation's state against its original (translation.ts); undefined on a page of the main language. */
  translation?: TranslationState;
}

export interface ContentGraph {
  contentDir: string;
  site?: SiteConfig;
  staff?: StaffMember[];
  /** Each language's strings file (content/strings/), with site.yaml's values in that language. */
  strings: ReadonlyMap<string, LanguageStrings>;
  /** site.yaml and staff.yaml as parsed, for the line numbers of problems found later. */
  yaml: { site?: YamlSource; staff?: YamlSource };
  files: GraphFile[];
  /** Every page with a route, in file order, every language. */
  pages: GraphPage[];
  /** The not-found page of the main language (content/404.mdx). */
  notFound?: GraphPage;
  /** The not-found page of every language that has one (content/es/404.mdx), the main one first. */
  notFoundPages: GraphPage[];
  byPath: ReadonlyMap<string, GraphPage>;
  /** Every page, the not-found pages too, by key (route, or a language's not-found key): where twins point. */
  byKey: ReadonlyMap<string, GraphPage>;
  byFile: ReadonlyMap<string, GraphPage>;
  problems: ContentProblem[];
  /** Set when "last updated" dates come from the headers' `reviewed` instead of git: why. */
  datesFallback?: string;
}

export interface GraphOptions {
  contentDir: string;
  /** How files are read (tests count the reads). */
  reader?: ContentReader;
  /** The day review dates are measured from (tests fix it). */
  today?: Date;
  /** Last-change dates (tests give their own); by default from git. */
  dates?: GitDates;
}

export const SITE_FILE = 'site.yaml';
export const STAFF_FILE = 'staff.yaml';

export function projectRelative(contentDir: string, file: string): string {
  return `${path.basename(contentDir)}/${file}`;
}

/** site.yaml alone, for a command that needs no page (npm run new); undefined when it has errors. */
export function readSiteConfig(contentDir: string): SiteConfig | undefined {
  return readYamlFile(fileReader(contentDir).read(SITE_FILE), SITE_FILE, projectRelative(contentDir, SITE_FILE), siteConfigSchema, []).data;
}

export function buildContentGraph(options: GraphOptions): ContentGraph {
  const contentDir = path.resolve(options.contentDir);
  const reader = options.reader ?? fileReader(contentDir);
  const today = options.today ?? new Date();
  const problems: ContentProblem[] = [];
  const relative = (name: string) => projectRelative(contentDir, name);

  const site = readYamlFile(reader.read(SITE_FILE), SITE_FILE, relative(SITE_FILE), siteConfigSchema, problems);
  const staff = readYamlFile(reader.read(STAFF_FILE), STAFF_FILE, relative(STAFF_FILE), staffSchema, problems);
  const { dates, fallback } = options.dates ?? gitDates(contentDir);
  const languages = site.data?.languages;
  const strings = site.data && languages ? readStringsFiles(reader, languages, site.data, relative, problems) : new Map<string, LanguageStrings>();
  // Each page is read with site.yaml's values in its own language ({site.liaison} is "enlace de tecnología" in Spanish).
  const contextOf = (lang: string) => site.data && { site: strings.get(lang)?.site ?? site.data, staff: staff.data ?? [] };

  const files: GraphFile[] = [];
  const pages: GraphPage[] = [];
  const notFoundPages: GraphPage[] = [];
  const byPath = new Map<string, GraphPage>();
  for (const relativeFile of reader.mdxFiles()) {
    const absoluteFile = path.join(contentDir, relativeFile);
    const file = relative(relativeFile);
    const source = reader.read(relativeFile) ?? '';
    const route = routeFromFile(relativeFile);
    const lang = languages ? languageOfRoute(route, languages).code : '';
    const context = contextOf(lang);
    const parsed = context ? parsePage(source, absoluteFile, file, context) : { problems: [] };
    problems.push(...parsed.problems);
    const graphFile: GraphFile = { relativeFile, file, absoluteFile, source, tree: parsed.tree, facts: parsed.tree && pageFacts(parsed.tree) };
    files.push(graphFile);

    const frontmatter = readHeader(source, file, problems);
    if (!frontmatter || !languages) continue;
    const isNotFound = routeInDefaultLanguage(route, languages) === `/${NOT_FOUND_FILE.replace(/\.mdx$/, '')}`;
    const page: GraphPage = {
      ...graphFile,
      lang,
      path: route,
      key: isNotFound ? notFoundKey(lang, languages) : route,
      frontmatter,
      lastUpdated: dates.get(absoluteFile) ?? frontmatter.reviewed,
      twins: {},
      search: parsed.tree && !isNotFound && frontmatter.layout !== 'bare' ? searchDocuments(parsed.tree, { path: route, title: frontmatter.title, keywords: frontmatter.keywords }) : [],
      reading: parsed.tree && plainLanguageReport(parsed.tree, source, { lang, technical: frontmatter.readingLevel === 'technical', headerLine: headerLine(source, frontmatter.readingLevel ? 'readingLevel' : 'title') }),
    };
    for (const check of PAGE_CHECKS) problems.push(...check(page, { today }));
    if (isNotFound) {
      notFoundPages.push(page);
      continue;
    }
    const clash = byPath.get(route);
    if (clash) {
      problems.push({ file, line: 1, severity: 'error', message: `has the same address ${route} as ${clash.file}`, hint: 'rename one of the two files (addresses ignore upper and lower case)' });
      continue;
    }
    byPath.set(route, page);
    pages.push(page);
  }
  const notFound = notFoundPages.find((page) => page.lang === languages?.[0]?.code);
  if (languages && !notFound && !problems.some((problem) => problem.file.endsWith(NOT_FOUND_FILE))) {
    problems.push({ file: relative(NOT_FOUND_FILE), severity: 'error', message: 'the not-found page is missing', hint: 'restore content/404.mdx' });
  }
  // Twins: the same page in each language, found by its route without the language prefix.
  const family = new Map<string, Record<string, string>>();
  for (const page of [...pages, ...notFoundPages]) {
    const base = routeInDefaultLanguage(page.path, languages ?? []);
    const twins = family.get(base) ?? {};
    twins[page.lang] = page.key;
    family.set(base, twins);
    page.twins = twins;
  }
  const byKey = new Map([...pages, ...notFoundPages].map((page) => [page.key, page]));
  for (const page of [...pages, ...notFoundPages]) {
    const main = languages?.[0]?.code;
    if (page.lang === main) {
      if (page.frontmatter.translation) problems.push({ file: page.file, line: headerLine(page.source, 'translation'), severity: 'error', message: 'translation: is only for a translated page', hint: 'delete the translation: field from a page in the main language' });
      continue;
    }
    // A translation whose original has its own header mistake is not a second mistake.
    const originalFile = page.relativeFile.slice(page.lang.length + 1);
    const originalBroken = !byKey.has(page.twins[main ?? ''] ?? '') && files.some((file) => file.relativeFile === originalFile);
    if (!originalBroken) page.translation = translationState(page, byKey.get(page.twins[main ?? ''] ?? ''), problems);
  }

  for (const page of pages) {
    const parent = page.frontmatter.parent;
    if (parent !== undefined && !byPath.has(parent)) {
      const suggestion = closestMatch(parent, [...byPath.keys()]);
      problems.push({ file: page.file, line: headerLine(page.source, 'parent'), severity: 'error', message: `parent: ${parent} is not a page of this site`, hint: suggestion ? `did you mean ${suggestion}?` : 'use the address of an existing page, such as /mfa' });
    }
  }
  const byFile = new Map([...pages, ...notFoundPages].map((page) => [page.absoluteFile, page]));
  return { contentDir, site: site.data, staff: staff.data, strings, yaml: { site: site.yaml, staff: staff.yaml }, files, pages, notFound, notFoundPages, byPath, byKey, byFile, problems, datesFallback: fallback };
}

export function hasErrors(graph: ContentGraph): boolean {
  return graph.problems.some((problem) => problem.severity === 'error');
}
