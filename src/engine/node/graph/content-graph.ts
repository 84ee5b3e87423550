import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Frontmatter } from '../../frontmatter.ts';
import type { HandoutPdf } from '../../pages.ts';
import { languageOfRoute, routeInDefaultLanguage } from '../../languages.ts';
import { documentTitle, type PageLocale } from '../../pages.ts';
import { closestMatch, type ContentProblem } from '../../problems.ts';
import { NOT_FOUND_FILE, notFoundKey, routeFromFile } from '../../routing.ts';
import { publicAddress } from '../../urls.ts';
import { siteConfigSchema, type SiteConfig } from '../../site-config.ts';
import { staffIn, staffSchema, type StaffMember } from '../../staff.ts';
import { schoolEntries, schoolsSchema, type School } from '../../schools.ts';
import type { SearchDocument } from '../../../search/search-data.ts';
import { partKey, readContentFile, type ContentFile, type ContentFileInput } from './content-file.ts';
import { contentFolder, fileReader, realPath, type ContentReader } from './content-reader.ts';
import { gitDates, type GitDates } from './git-dates.ts';
import { headerLine, readYamlFile } from './page-header.ts';
import { pageLocale } from './page-locale.ts';
import type { PlainLanguageReport } from './plain-language/report.ts';
import { oldAddresses, type Alias } from './old-address-aliases.ts';
import { sayInstead, siteLinkProblems, siteTextProblems, staffTitleProblems, uiStringProblems } from './site-checks.ts';
import { frameOrigin } from './rules/url-rules.ts';
import { readSourcesFile, SOURCES_FILE, type SourceList } from './sources-file.ts';
import { schoolProblems } from './school-checks.ts';
import { packetProblems } from './packet-checks.ts';
import { readStringsFiles, STRINGS_FOLDER, type LanguageStrings } from './strings-files.ts';
import { translationState, type TranslationState } from './translation.ts';
import type { YamlSource } from './yaml-source.ts';
import type { ContentContext } from './remark-content.ts';

/**
 * The content graph: everything the build knows about content/, made once per
 * build. Each file is read once (through a ContentReader), each guide parsed and
 * transformed once (content-file.ts), git asked once for every date. The check,
 * the Vite plugin (route table, MDX compile, search index), prerendering and the
 * host files all read this graph; none reads content/ again. Problems are
 * collected, never thrown, so every mistake is reported at once.
 *
 * A content session (`npm run dev`) keeps each file's part between builds and
 * redoes only the files that changed, then joins the parts again, which is cheap.
 */

/** Every `.mdx` file, whether or not its header is valid (content-file.ts). */
export type GraphFile = ContentFile;

/** A file with a valid header: a page of the site. */
export interface GraphPage extends ContentFile {
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
  reading?: PlainLanguageReport;
  /** A translation's state against its original (translation.ts); undefined on a page of the main language. */
  translation?: TranslationState;
  /** Its language's words and site values, and its address in every language (page-locale.ts); made once here. */
  locale: PageLocale;
  /** The browser title (src/engine/pages.ts); made once here. */
  documentTitle: string;
}

export interface ContentGraph {
  contentDir: string;
  site?: SiteConfig;
  staff?: StaffMember[];
  /** content/schools.yaml, checked (school-checks.ts); empty when the file is not there. */
  schools: School[];
  /** sources.yaml: where the guides' facts come from, by id; undefined while it has errors. */
  sources?: SourceList;
  /** Each language's strings file (content/strings/), with site.yaml's values in that language. */
  strings: ReadonlyMap<string, LanguageStrings>;
  /** site.yaml, staff.yaml, schools.yaml, sources.yaml and each language's strings file as parsed, for the line numbers of problems found later. */
  yaml: { site?: YamlSource; staff?: YamlSource; schools?: YamlSource; sources?: YamlSource; strings: ReadonlyMap<string, YamlSource> };
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
  /** The old addresses of pages (site.yaml's `nav` and `oldAddresses`) that differ from their routes. */
  aliases: Alias[];
  /** The origins of the outside pages the site shows in frames (EmbeddedPage): the only ones the security policy lets in (each a FRAME_ORIGIN; anything else is an error on its page). */
  frameOrigins: string[];
  /** The texts of every QR code the pages show: the store links' and each printed handout's own address (qr-code.ts). */
  qrCodes: string[];
  problems: ContentProblem[];
  /** Set when "last updated" dates come from the headers' `reviewed` instead of git: why. */
  datesFallback?: string;
  /** The handouts' PDFs, by the route of the page (or handout in two languages) they print, when `npm run handouts` made them. */
  pdfs?: ReadonlyMap<string, HandoutPdf>;
}

export interface GraphOptions {
  contentDir: string;
  /** How files are read (tests count the reads). */
  reader?: ContentReader;
  /** The day review dates are measured from (tests fix it). */
  today?: Date;
  /** Last-change dates (tests give their own); by default from git. */
  dates?: GitDates;
  /** Where a session finds parts made before it started, and keeps those it makes (content-parts.ts cachedParts). */
  parts?: PartStore;
}

/** Parts kept by their key (partKey), such as the build cache's. */
export interface PartStore {
  get(key: string): ContentFile | undefined;
  set(part: ContentFile): void;
}

export const SITE_FILE = 'site.yaml';
export const STAFF_FILE = 'staff.yaml';
/** Optional: a school system without it has no list of schools. */
export const SCHOOLS_FILE = 'schools.yaml';

export function projectRelative(contentDir: string, file: string): string {
  return `${path.basename(contentDir)}/${file}`;
}

/** site.yaml alone, for a command that needs no page (npm run new); undefined when it has errors. */
export function readSiteConfig(contentDir: string): SiteConfig | undefined {
  return readYamlFile(fileReader(contentDir).read(SITE_FILE), SITE_FILE, projectRelative(contentDir, SITE_FILE), siteConfigSchema, []).data;
}

export function buildContentGraph(options: GraphOptions): ContentGraph {
  return contentSession(options).graph();
}

/** A content graph kept up to date file by file: `changed(file)` after a save, then `graph()`. */
export interface ContentSession {
  graph(): ContentGraph;
  /** A file of content/ was added, changed or deleted (absolute path). */
  changed(absoluteFile: string): void;
}

export function contentSession(options: GraphOptions): ContentSession {
  const contentDir = contentFolder(options.contentDir);
  const reader = options.reader ?? fileReader(contentDir);
  /** Each file's part, with the key of what it was made from (partKey). */
  const kept = new Map<string, { key: string; part: ContentFile }>();
  let current: ContentGraph | undefined;
  let dates: GitDates | undefined;
  const made = (input: ContentFileInput) => {
    const part = readContentFile(input);
    options.parts?.set(part);
    return part;
  };
  return {
    graph() {
      if (current) return current;
      dates ??= options.dates ?? gitDates(contentDir, options.today);
      const prepared = prepareGraph(contentDir, reader, options.today ?? new Date());
      const parts = prepared.inputs.map((input) => {
        const key = partKey(input);
        const part = kept.get(input.relativeFile)?.key === key ? kept.get(input.relativeFile)!.part : (options.parts?.get(key) ?? made(input));
        kept.set(input.relativeFile, { key, part });
        return part;
      });
      for (const file of kept.keys()) if (!prepared.inputs.some((input) => input.relativeFile === file)) kept.delete(file);
      return (current = joinGraph(prepared, parts, dates));
    },
    changed(changedFile) {
      const absoluteFile = realPath(changedFile);
      if (!absoluteFile.startsWith(contentDir + path.sep)) return;
      current = undefined;
      // A saved file changed today (git-dates.ts says the same of every file not committed yet); the other dates stay right.
      if (dates && !options.dates) dates.dates.set(absoluteFile, (options.today ?? new Date()).toISOString().slice(0, 10));
    },
  };
}

/** site.yaml, staff.yaml and the strings files, read and checked, and what each `.mdx` file's part is made from. */
export interface PreparedGraph {
  contentDir: string;
  problems: ContentProblem[];
  site: { data?: SiteConfig; yaml?: YamlSource };
  staff: { data?: StaffMember[]; yaml?: YamlSource };
  schools: { data: School[]; yaml?: YamlSource };
  sources: { data?: SourceList; yaml?: YamlSource };
  strings: Map<string, LanguageStrings>;
  stringsYaml: Map<string, YamlSource>;
  inputs: ContentFileInput[];
}

export function prepareGraph(contentDir: string, reader: ContentReader, today: Date): PreparedGraph {
  const problems: ContentProblem[] = [];
  const relative = (name: string) => projectRelative(contentDir, name);
  const site = readYamlFile(reader.read(SITE_FILE), SITE_FILE, relative(SITE_FILE), siteConfigSchema, problems);
  const staff = readYamlFile(reader.read(STAFF_FILE), STAFF_FILE, relative(STAFF_FILE), staffSchema, problems);
  const schoolsText = reader.read(SCHOOLS_FILE);
  const schoolsRead = schoolsText === undefined ? {} : readYamlFile(schoolsText, SCHOOLS_FILE, relative(SCHOOLS_FILE), schoolsSchema, problems);
  const schools = { data: schoolsRead.data ?? [], yaml: schoolsRead.yaml };
  const sources = readSourcesFile(reader.read(SOURCES_FILE), relative(SOURCES_FILE), problems);
  const languages = site.data?.languages;
  const stringsYaml = new Map<string, YamlSource>();
  const strings = site.data && languages ? readStringsFiles(reader, languages, site.data, relative, problems, stringsYaml) : new Map<string, LanguageStrings>();
  if (staff.data && languages) problems.push(...staffTitleProblems(staff.data, languages, { file: relative(STAFF_FILE), yaml: staff.yaml }));
  // Each page is read with site.yaml's values in its own language ({site.liaison} is "enlace de tecnología" in Spanish).
  const contexts = new Map<string, { context: ContentContext; key: string }>();
  const contextOf = (lang: string) => {
    if (!site.data) return undefined;
    if (!contexts.has(lang)) {
      const context = { site: strings.get(lang)?.site ?? site.data, staff: staffIn(staff.data ?? [], lang), schools: schoolEntries(schools.data, lang, languages?.[0]?.code ?? lang) };
      contexts.set(lang, { context, key: createHash('sha256').update(JSON.stringify(context)).digest('hex') });
    }
    return contexts.get(lang);
  };
  const inputs = reader.mdxFiles().map((relativeFile): ContentFileInput => {
    const route = routeFromFile(relativeFile);
    const lang = languages ? languageOfRoute(route, languages).code : '';
    const context = contextOf(lang);
    const isNotFound = languages !== undefined && routeInDefaultLanguage(route, languages) === `/${NOT_FOUND_FILE.replace(/\.mdx$/, '')}`;
    return { relativeFile, file: relative(relativeFile), absoluteFile: path.join(contentDir, relativeFile), source: reader.read(relativeFile) ?? '', route, lang, isNotFound, context: context?.context, contextKey: context?.key ?? '', today };
  });
  if (languages) problems.push(...schoolProblems(schools.data, { file: relative(SCHOOLS_FILE), yaml: schools.yaml }, languages.map((language) => language.code), languages[0]!.code));
  return { contentDir, problems, site, staff, schools, sources, strings, stringsYaml, inputs };
}

/** The graph from the prepared files and their parts (one per input, in the same order). */
export function joinGraph(prepared: PreparedGraph, parts: readonly ContentFile[], { dates, fallback }: GitDates): ContentGraph {
  const { contentDir, site, staff, schools, sources, strings, stringsYaml } = prepared;
  const problems = [...prepared.problems];
  const relative = (name: string) => projectRelative(contentDir, name);
  const languages = site.data?.languages;
  const files: GraphFile[] = [];
  const drafts: Omit<GraphPage, 'locale' | 'documentTitle'>[] = [];
  prepared.inputs.forEach((input, index) => {
    const part = parts[index]!;
    files.push(part);
    problems.push(...part.problems);
    if (!part.frontmatter || !languages) return;
    const { route, lang, isNotFound } = input;
    drafts.push({ ...part, lang, path: route, key: isNotFound ? notFoundKey(lang, languages) : route, frontmatter: part.frontmatter, lastUpdated: dates.get(part.absoluteFile) ?? part.frontmatter.reviewed, twins: {} });
  });

  const byPath = new Map<string, GraphPage>();
  const pages: GraphPage[] = [];
  const notFoundPages: GraphPage[] = [];
  const all: GraphPage[] = [];
  // Twins: the same page in each language, found by its route without the language prefix.
  const family = new Map<string, Record<string, string>>();
  const routes = new Set<string>();
  for (const draft of drafts) {
    const isNotFound = draft.key !== draft.path;
    if (!isNotFound && routes.has(draft.path)) {
      const clash = drafts.find((other) => other.path === draft.path)!;
      problems.push({ file: draft.file, line: 1, severity: 'error', message: `has the same address ${draft.path} as ${clash.file}`, hint: 'rename one of the two files (addresses ignore upper and lower case)' });
      continue;
    }
    if (!isNotFound) routes.add(draft.path);
    const base = routeInDefaultLanguage(draft.path, languages ?? []);
    const twins = family.get(base) ?? {};
    twins[draft.lang] = draft.key;
    family.set(base, twins);
    // Locale and title come once the twins and routes are all known, below.
    const page = Object.assign(draft, { twins }) as GraphPage;
    all.push(page);
    if (isNotFound) notFoundPages.push(page);
    else {
      byPath.set(page.path, page);
      pages.push(page);
    }
  }
  const notFound = notFoundPages.find((page) => page.lang === languages?.[0]?.code);
  if (languages && !notFound && !problems.some((problem) => problem.file.endsWith(NOT_FOUND_FILE))) {
    problems.push({ file: relative(NOT_FOUND_FILE), severity: 'error', message: 'the not-found page is missing', hint: 'restore content/404.mdx' });
  }
  const byKey = new Map(all.map((page) => [page.key, page]));
  const main = languages?.[0]?.code ?? '';
  // With no usable strings file at all, pages have no words around them: the strings files' own problems say why.
  for (const page of strings.size > 0 ? all : []) {
    // Pages exist only when site.yaml is valid: they need its languages.
    page.locale = pageLocale(page, { languages: languages!, strings, routes });
    page.documentTitle = documentTitle({ path: page.key, title: page.frontmatter.title, locale: page.locale });
    if (page.lang === main) {
      if (page.frontmatter.translation) problems.push({ file: page.file, line: headerLine(page.source, 'translation'), severity: 'error', message: 'translation: is only for a translated page', hint: 'delete the translation: field from a page in the main language' });
      continue;
    }
    // A translation whose original has its own header mistake is not a second mistake.
    const originalFile = page.relativeFile.slice(page.lang.length + 1);
    const originalBroken = !byKey.has(page.twins[main] ?? '') && files.some((file) => file.relativeFile === originalFile);
    if (!originalBroken) page.translation = translationState(page, byKey.get(page.twins[main] ?? ''), problems);
  }

  for (const page of pages) {
    const parent = page.frontmatter.parent;
    if (parent !== undefined && !byPath.has(parent)) {
      const suggestion = closestMatch(parent, [...byPath.keys()]);
      problems.push({ file: page.file, line: headerLine(page.source, 'parent'), severity: 'error', message: `parent: ${parent} is not a page of this site`, hint: suggestion ? `did you mean ${suggestion}?` : 'use the address of an existing page, such as /mfa' });
    }
  }

  problems.push(...packetProblems(pages, byPath, new Set(prepared.inputs.map((input) => input.route))));

  const siteFile = { file: relative(SITE_FILE), yaml: site.yaml };
  const aliases = site.data ? oldAddresses(site.data, routes, siteFile, problems) : [];
  const siteLinks = site.yaml ? siteLinkProblems(site.yaml.data, siteFile) : [];
  if (site.data && site.yaml) problems.push(...siteTextProblems(site.yaml.data, site.data, siteFile));
  for (const [code, language] of strings) {
    const where = { file: relative(`${STRINGS_FOLDER}/${code}.yaml`), yaml: stringsYaml.get(code) };
    problems.push(...uiStringProblems(language.ui, where));
    const raw = (where.yaml?.data as { site?: unknown } | undefined)?.site;
    if (raw !== undefined) problems.push(...siteTextProblems(raw, language.site, where, ['site']));
    if (raw !== undefined) siteLinks.push(...siteLinkProblems(raw, where, ['site']));
  }
  sayInstead(problems, siteLinks);
  const frameOrigins = [...new Set(files.flatMap((file) => file.facts?.frames.flatMap((frame) => frameOrigin(frame.url) ?? []) ?? []))].sort();
  const handouts = site.data ? pages.map((page) => publicAddress(site.data!.siteUrl, page.path)) : [];
  const qrCodes = [...new Set([...files.flatMap((file) => file.qrCodes), ...handouts])].sort();

  const byFile = new Map(all.map((page) => [page.absoluteFile, page]));
  return {
    contentDir,
    site: site.data,
    staff: staff.data,
    schools: schools.data,
    sources: sources.data,
    strings,
    yaml: { site: site.yaml, staff: staff.yaml, schools: schools.yaml, sources: sources.yaml, strings: stringsYaml },
    files,
    pages,
    notFound,
    notFoundPages,
    byPath,
    byKey,
    byFile,
    aliases,
    frameOrigins,
    qrCodes,
    problems,
    datesFallback: fallback,
  };
}

export function hasErrors(graph: ContentGraph): boolean {
  return graph.problems.some((problem) => problem.severity === 'error');
}
