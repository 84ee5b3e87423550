import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { frontmatterSchema, type Frontmatter } from '../frontmatter.ts';
import { closestMatch, problemsFromZod, type ContentProblem } from '../problems.ts';
import { NOT_FOUND_FILE, routeFromFile } from '../routing.ts';
import { siteConfigSchema, type SiteConfig } from '../site-config.ts';
import { staffSchema, type StaffMember } from '../staff.ts';
import { parseYaml } from './yaml-source.ts';

/** One MDX page as the build sees it. */
export interface PageSource {
  /** Canonical route, such as `/mfa/mfahelp`. */
  path: string;
  /** Path from the project root, such as `content/mfa/mfahelp/index.mdx`. */
  file: string;
  absoluteFile: string;
  frontmatter: Frontmatter;
  /** YYYY-MM-DD of the last commit that changed the file, or `reviewed` when git does not know it. */
  lastUpdated: string;
}

export interface LoadedContent {
  contentDir: string;
  site?: SiteConfig;
  staff?: StaffMember[];
  pages: PageSource[];
  notFound?: PageSource;
  problems: ContentProblem[];
}

export const SITE_FILE = 'site.yaml';
export const STAFF_FILE = 'staff.yaml';

/** Every `.mdx` file below `dir`, relative to it, with forward slashes, sorted. */
export function findMdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Splits `---` frontmatter from the body; the YAML's first line number is returned for error lines. */
export function splitFrontmatter(source: string): { yaml: string; yamlFirstLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\s*(\r?\n|$)/.exec(source);
  return match ? { yaml: match[1] ?? '', yamlFirstLine: 2 } : undefined;
}

/** The line of a page's source on which a header field stands, or 1 when it has none. */
export function headerLine(source: string, field: string): number {
  const split = splitFrontmatter(source);
  return (split && parseYaml(split.yaml, split.yamlFirstLine).lineOf([field])) ?? 1;
}

export function projectRelative(contentDir: string, file: string): string {
  return `${path.basename(contentDir)}/${file}`;
}

function readYamlFile<T>(contentDir: string, name: string, schema: z.ZodType<T>, problems: ContentProblem[]): T | undefined {
  const file = projectRelative(contentDir, name);
  const absolute = path.join(contentDir, name);
  if (!fs.existsSync(absolute)) {
    problems.push({ file, severity: 'error', message: `${name} is missing`, hint: 'restore it from the repository history' });
    return undefined;
  }
  const yaml = parseYaml(fs.readFileSync(absolute, 'utf8'));
  for (const error of yaml.syntaxErrors) {
    problems.push({ file, line: error.line, column: error.column, severity: 'error', message: `YAML: ${error.message}`, hint: 'check the indentation and that each "key: value" is on its own line' });
  }
  if (yaml.syntaxErrors.length > 0) return undefined;
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  problems.push(...problemsFromZod(result.error, yaml.data, schema, file, (where) => yaml.lineOf(where as (string | number)[])));
  return undefined;
}

/** Last commit date of every file under `contentDir`, from one `git log` call. */
function gitDates(contentDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', '.'], {
      cwd: contentDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir, encoding: 'utf8' }).trim();
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !dates.has(line)) dates.set(path.join(root, line), date);
    }
  } catch {
    // Not a git checkout (a downloaded archive): fall back to each page's `reviewed` date.
  }
  return dates;
}

function readPage(contentDir: string, relativeFile: string, dates: Map<string, string>, problems: ContentProblem[]): PageSource | undefined {
  const absoluteFile = path.join(contentDir, relativeFile);
  const file = projectRelative(contentDir, relativeFile);
  const source = fs.readFileSync(absoluteFile, 'utf8');
  const split = splitFrontmatter(source);
  if (!split) {
    problems.push({ file, line: 1, severity: 'error', message: 'the page has no header', hint: 'start the file with a --- line, the fields (title, description, owner, reviewed), and another --- line' });
    return undefined;
  }
  const yaml = parseYaml(split.yaml, split.yamlFirstLine);
  for (const error of yaml.syntaxErrors) {
    problems.push({ file, line: error.line, column: error.column, severity: 'error', message: `header: ${error.message}`, hint: 'each header line is "field: value"; put quotes around a value that contains a colon' });
  }
  if (yaml.syntaxErrors.length > 0) return undefined;
  const data = yaml.data ?? {};
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    problems.push(...problemsFromZod(result.error, data, frontmatterSchema, file, (where) => yaml.lineOf(where as (string | number)[]) ?? 1));
    return undefined;
  }
  return {
    path: routeFromFile(relativeFile),
    file,
    absoluteFile,
    frontmatter: result.data,
    lastUpdated: dates.get(absoluteFile) ?? result.data.reviewed,
  };
}

/**
 * Reads and validates everything in content/: the site configuration, the staff
 * directory and every page's header. Problems are collected, never thrown, so
 * that every mistake is reported at once. Links between pages, site.yaml's routes
 * and files in public/ are checked by `npm run check` (./check/check-content.ts).
 */
export function loadContent(contentDir: string): LoadedContent {
  const problems: ContentProblem[] = [];
  const site = readYamlFile(contentDir, SITE_FILE, siteConfigSchema, problems);
  const staff = readYamlFile(contentDir, STAFF_FILE, staffSchema, problems);
  const dates = gitDates(contentDir);

  const pages: PageSource[] = [];
  let notFound: PageSource | undefined;
  const byRoute = new Map<string, PageSource>();
  for (const relativeFile of findMdxFiles(contentDir)) {
    const page = readPage(contentDir, relativeFile, dates, problems);
    if (!page) continue;
    if (relativeFile === NOT_FOUND_FILE) {
      notFound = page;
      continue;
    }
    const clash = byRoute.get(page.path);
    if (clash) {
      problems.push({ file: page.file, line: 1, severity: 'error', message: `has the same address ${page.path} as ${clash.file}`, hint: 'rename one of the two files (addresses ignore upper and lower case)' });
      continue;
    }
    byRoute.set(page.path, page);
    pages.push(page);
  }
  if (!notFound && !problems.some((problem) => problem.file.endsWith(NOT_FOUND_FILE))) {
    problems.push({ file: projectRelative(contentDir, NOT_FOUND_FILE), severity: 'error', message: 'the not-found page is missing', hint: 'restore content/404.mdx' });
  }

  for (const page of pages) {
    const parent = page.frontmatter.parent;
    if (parent !== undefined && !byRoute.has(parent)) {
      const line = headerLine(fs.readFileSync(page.absoluteFile, 'utf8'), 'parent');
      const suggestion = closestMatch(parent, [...byRoute.keys()]);
      problems.push({ file: page.file, line, severity: 'error', message: `parent: ${parent} is not a page of this site`, hint: suggestion ? `did you mean ${suggestion}?` : 'use the address of an existing page, such as /mfa' });
    }
  }
  return { contentDir, site, staff, pages, notFound, problems };
}
