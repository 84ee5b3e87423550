import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import path from 'node:path';
import type { Frontmatter } from '../../frontmatter.ts';
import type { HandoutPdf } from '../../page-types.ts';
import { languageOfRoute, routeInDefaultLanguage } from '../../languages.ts';
import { documentTitle, type PageBodies, type PageLocale } from '../../page-types.ts';
import { closestMatch, type ContentProblem } from '../../problems.ts';
import { NOT_FOUND_FILE, notFoundKey, routeFromFile } from '../../routing.ts';
import { publicAddress } from '../../urls.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS, siteConfigSchema, type SiteConfig } from '../../site-config.ts';
import { staffIn, staffSchema, type StaffMember } from '../../staff.ts';
import { schoolEntries, schoolsSchema, type School } from '../../schools.ts';
import { partKey, type ContentPart, type PartInput } from './content-part.ts';
import { contentFolder, fileReader, realPath, type ContentReader } from './content-reader.ts';
import { gitDates, type GitDates } from './git-dates.ts';
import { makeParts } from './make-parts.ts';
import { plainLanguageProblems } from './page-checks/plain-language.ts';
import { reviewDate } from './page-checks/review-date.ts';
import { headerLine, readYamlFile } from './page-header.ts';
import { pageLocale } from './page-locale.ts';
import { parsePage } from './parse-page.ts';
import { cachedParts, type PartStore } from './part-store.ts';
import type { PlainLanguageReport } from './plain-language/check-page.ts';
import { oldAddresses, type Alias } from './old-address-aliases.ts';
import { NOTICES_FILE, readNotices, type Notice } from './notices-file.ts';
import { siteTextProblems, uiStringProblems } from './site-checks.ts';
import { languageTextProblems } from './language-texts.ts';
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
 * build. Each file is read once (through a ContentReader), each guide parsed,
 * transformed and its body made once (its part, content-part.ts), git asked once for
 * every date. The check, the Vite plugin (search index, QR codes), prerendering
 * (each page's body, pageBodies) and the host files all read this graph; none reads
 * content/ again. Problems are collected, never thrown, so every mistake is
 * reported at once.
 *
 * One way to load it, `loadContentGraph` (a content session's first graph), for
 * the build, the check, `npm run dev`, the editors' tools and the tests: parts
 * are taken from the build cache where it has them (part-store.ts), the others
 * made (make-parts.ts) and kept. A session (`npm run dev`) keeps
 * its parts between graphs and redoes only the files that changed, then joins
 * the parts again, which is cheap.
 */

/** A file with a valid header: a page of the site. */
export interface GraphPage extends ContentPart {
  /** Where the file is on this machine (`npm run dev` and the editors' tools name it so). */
  absoluteFile: string;
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
  /** Set when the graph was asked for the plain-language report (GraphOptions.readings). */
  reading?: PlainLanguageReport;
  /** A translation's state against its original (translation.ts); undefined on a page of the main language. */
  translation?: TranslationState;
  /** Its language's words and site values, and its address in every language (page-locale.ts); made once here. */
  locale: PageLocale;
  /** The browser title (src/engine/page-types.ts); made once here. */
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
  /** notices.yaml's notices that have not ended (notices-file.ts); pages carry theirs (noticesOn). */
  notices: Notice[];
  /** The time the graph was made: a notice has ended, started or not by it. */
  madeAt: Date;
  /** site.yaml, staff.yaml, schools.yaml, sources.yaml and each language's strings file as parsed, for the line numbers of problems found later. */
  yaml: { site?: YamlSource; staff?: YamlSource; schools?: YamlSource; sources?: YamlSource; strings: ReadonlyMap<string, YamlSource> };
  /** Every `.mdx` file's part, whether or not its header is valid. */
  files: ContentPart[];
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
  /** Where parts made before are found and new ones kept: the build cache (part-store.ts) unless a test gives its own. */
  parts?: PartStore;
  /** Whether pages get the plain-language report and its problems: `npm run check` and `npm run dev` ask; a build does not (content-part.ts PartInput.reading). */
  readings?: boolean;
  /** How many threads make parts (make-parts.ts): workThreads (work-threads.ts) unless a test chooses. */
  threads?: number;
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

/** The content graph of content/ as it is now: the one way the build, the check, `npm run dev`, the editors' tools and the tests load it. */
export function loadContentGraph(options: GraphOptions): Promise<ContentGraph> {
  return contentSession(options).graph();
}

/** A content graph kept up to date file by file: `changed(file)` after a save, then `graph()`. */
export interface ContentSession {
  graph(): Promise<ContentGraph>;
  /** A file of content/ was added, changed or deleted (absolute path). */
  changed(absoluteFile: string): void;
}

export function contentSession(options: GraphOptions): ContentSession {
  const contentDir = contentFolder(options.contentDir);
  const reader = options.reader ?? fileReader(contentDir);
  const store = options.parts ?? cachedParts();
  const readings = options.readings ?? false;
  /** Each file's part, as the last graph used it. */
  const kept = new Map<string, ContentPart>();
  let current: Promise<ContentGraph> | undefined;
  let dates: GitDates | undefined;
  /** A part made before from the same input, kept here or in the store; one without the report does not serve a graph that asks for it. */
  const found = (input: PartInput, key: string): ContentPart | undefined => {
    const part = kept.get(input.relativeFile)?.partKey === key ? kept.get(input.relativeFile) : store.get(key);
    return part && (!readings || part.reading !== undefined || !(part.frontmatter && part.facts)) ? part : undefined;
  };
  const make = async (): Promise<ContentGraph> => {
    dates ??= options.dates ?? gitDates(contentDir, options.today);
    const prepared = prepareGraph(contentDir, reader, readings);
    const parts = prepared.inputs.map((input) => found(input, partKey(input)));
    const missing = prepared.inputs.filter((_input, index) => parts[index] === undefined);
    const made = await makeParts(missing, options.threads);
    made.forEach((part) => store.set(part));
    const at = new Map(prepared.inputs.map((input, index) => [input.relativeFile, index]));
    for (const part of made) parts[at.get(part.relativeFile)!] = part;
    kept.clear();
    for (const part of parts) kept.set(part!.relativeFile, part!);
    return joinGraph(prepared, parts as ContentPart[], dates, { today: options.today ?? new Date(), readings });
  };
  return {
    graph: () => (current ??= make()),
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
  /** notices.yaml's text, checked once the routes are known (joinGraph). */
  noticesText?: string;
  inputs: PartInput[];
}

export function prepareGraph(contentDir: string, reader: ContentReader, reading: boolean): PreparedGraph {
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
  if (staff.data && languages) {
    const fields = staff.data.flatMap((member, index) => [
      { data: staff.data, at: [index, 'name'] as [number, string], value: member.name },
      { data: staff.data, at: [index, 'title'] as [number, string], value: member.title, everyLanguage: true },
    ]);
    problems.push(...languageTextProblems(fields, languages.map((language) => language.code), { file: relative(STAFF_FILE), yaml: staff.yaml }));
  }
  const contexts = new Map<string, { context: ContentContext; key: string }>();
  const contextOf = (lang: string) => {
    if (!site.data) return undefined;
    if (!contexts.has(lang)) {
      const context = contentContext({ site: site.data, strings, staff: staff.data, schools: schools.data, mainLang: languages?.[0]?.code }, lang);
      contexts.set(lang, { context, key: createHash('sha256').update(JSON.stringify(context)).digest('hex') });
    }
    return contexts.get(lang);
  };
  const inputs = reader.mdxFiles().map((relativeFile): PartInput => {
    const route = routeFromFile(relativeFile);
    const lang = languages ? languageOfRoute(route, languages).code : '';
    const context = contextOf(lang);
    const isNotFound = languages !== undefined && routeInDefaultLanguage(route, languages) === `/${NOT_FOUND_FILE.replace(/\.mdx$/, '')}`;
    return { relativeFile, file: relative(relativeFile), source: reader.read(relativeFile) ?? '', route, lang, isNotFound, context: context?.context, contextKey: context?.key ?? '', reading };
  });
  if (languages) problems.push(...schoolProblems(schools.data, { file: relative(SCHOOLS_FILE), yaml: schools.yaml }, languages.map((language) => language.code), languages[0]!.code));
  return { contentDir, problems, site, staff, schools, sources, strings, stringsYaml, noticesText: reader.read(NOTICES_FILE), inputs };
}

/** What a page in `lang` is read with: site.yaml's values in its own language ({site.liaison} is "enlace de tecnología" in Spanish) and the staff list with their titles in that language, and the schools with their words in that language. */
function contentContext(graph: { site: SiteConfig; strings: ReadonlyMap<string, LanguageStrings>; staff?: StaffMember[]; schools: School[]; mainLang?: string }, lang: string): ContentContext {
  return { site: graph.strings.get(lang)?.site ?? graph.site, staff: staffIn(graph.staff ?? [], lang, graph.mainLang ?? lang), schools: schoolEntries(graph.schools, lang, graph.mainLang ?? lang) };
}

/**
 * A page's transformed tree, parsed again: the graph keeps none (each part takes
 * what it needs from its tree when it is made). For the tests, which read a
 * page's building blocks as its file gives them.
 */
export function pageTree(graph: ContentGraph, page: GraphPage): Root | undefined {
  return parsePage(page.source, page.file, contentContext({ site: graph.site!, strings: graph.strings, staff: graph.staff, schools: graph.schools, mainLang: graph.site?.languages?.[0]?.code }, page.lang), page.path).tree;
}

/**
 * The graph from the prepared files and their parts (one per input, in the same
 * order), with what depends on more than one file's text: routes, twins,
 * translations, dates, the review period (against `today`) and, when asked
 * for, the plain-language report's problems.
 */
export function joinGraph(prepared: PreparedGraph, parts: readonly ContentPart[], { dates, fallback }: GitDates, { today, readings }: { today: Date; readings: boolean }): ContentGraph {
  const { contentDir, site, staff, schools, sources, strings, stringsYaml } = prepared;
  const problems = [...prepared.problems];
  const relative = (name: string) => projectRelative(contentDir, name);
  const languages = site.data?.languages;
  const files: ContentPart[] = [];
  const drafts: Omit<GraphPage, 'locale' | 'documentTitle'>[] = [];
  const reviewPeriodMonths = site.data?.reviewPeriodMonths ?? DEFAULT_REVIEW_PERIOD_MONTHS;
  prepared.inputs.forEach((input, index) => {
    const part = parts[index]!;
    files.push(part);
    problems.push(...part.problems);
    if (!part.frontmatter || !languages) return;
    const { route, lang, isNotFound } = input;
    const absoluteFile = path.join(contentDir, part.relativeFile);
    const { reading, ...own } = part;
    problems.push(...reviewDate({ file: part.file, source: part.source, frontmatter: part.frontmatter }, { today, reviewPeriodMonths }));
    if (readings) problems.push(...plainLanguageProblems(part));
    drafts.push({ ...own, ...(readings && reading ? { reading } : {}), absoluteFile, lang, path: route, key: isNotFound ? notFoundKey(lang, languages) : route, frontmatter: part.frontmatter, lastUpdated: dates.get(absoluteFile) ?? part.frontmatter.reviewed, twins: {} });
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
    // A translation whose original has its own header or syntax mistake is not a second mistake.
    const originalFile = page.relativeFile.slice(page.lang.length + 1);
    const original = byKey.get(page.twins[main] ?? '');
    const originalBroken = original ? original.facts === undefined && site.data !== undefined : files.some((file) => file.relativeFile === originalFile);
    if (!originalBroken) page.translation = translationState(page, original, problems);
  }

  for (const page of pages) {
    const parent = page.frontmatter.parent;
    if (parent !== undefined && !byPath.has(parent)) {
      const suggestion = closestMatch(parent, [...byPath.keys()]);
      problems.push({ file: page.file, line: headerLine(page.source, 'parent'), severity: 'error', message: `parent: ${parent} is not a page of this site`, hint: suggestion ? `did you mean ${suggestion}?` : 'use the address of an existing page, such as /mfa' });
    }
  }

  // Every page's route, those whose header has a mistake (reported on their own) too: what leads to them is not a second mistake.
  const written = new Set(prepared.inputs.map((input) => input.route));
  problems.push(...packetProblems(pages, byPath, written));

  const siteFile = { file: relative(SITE_FILE), yaml: site.yaml };
  const aliases = site.data ? oldAddresses(site.data, routes, siteFile, problems, written) : [];
  if (site.data && site.yaml) problems.push(...siteTextProblems(site.yaml.data, site.data, siteFile));
  for (const [code, language] of strings) {
    const where = { file: relative(`${STRINGS_FOLDER}/${code}.yaml`), yaml: stringsYaml.get(code) };
    problems.push(...uiStringProblems(language.ui, where));
    const raw = (where.yaml?.data as { site?: unknown } | undefined)?.site;
    if (raw !== undefined) problems.push(...siteTextProblems(raw, language.site, where, ['site']));
  }
  const notices = site.data ? readNotices(prepared.noticesText, { file: relative(NOTICES_FILE), site: site.data, routes, now: today }, problems) : [];
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
    notices,
    madeAt: today,
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

/** Each graph's bodies, gathered once: `npm run dev` renders every request from the graph of the moment. */
const bodiesOf = new WeakMap<ContentGraph, PageBodies>();

/** Every page's body by its key (src/engine/page-types.ts PageBodies): what the server render renders. A page with an error has none. */
export function pageBodies(graph: ContentGraph): PageBodies {
  let bodies = bodiesOf.get(graph);
  if (!bodies) bodiesOf.set(graph, (bodies = Object.fromEntries([...graph.pages, ...graph.notFoundPages].flatMap((page) => (page.body === undefined ? [] : [[page.key, page.body]])))));
  return bodies;
}

export function hasErrors(graph: ContentGraph): boolean {
  return graph.problems.some((problem) => problem.severity === 'error');
}
