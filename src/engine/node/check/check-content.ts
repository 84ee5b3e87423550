import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '../../problems.ts';
import { NOT_FOUND_FILE, routeFromFile } from '../../routing.ts';
import { findMdxFiles, headerLine, loadContent, projectRelative, SITE_FILE, STAFF_FILE, type LoadedContent } from '../load-content.ts';
import { templateLeftovers } from '../guide-template.ts';
import { parseYaml } from '../yaml-source.ts';
import type { Readability } from '../plain-language/report.ts';
import { compilePage, type AddressUse, type PageFacts } from './compile-page.ts';
import { imageTargetProblem, linkTargetProblem, type SiteIndex } from './references.ts';

/**
 * `npm run check`: everything an editor can get wrong in content/, reported all
 * at once with file and line. The build runs it first and stops on an error.
 *  - headers, site.yaml and staff.yaml against their schemas (loadContent);
 *  - every page compiled as the build compiles it (remark-content.ts: building
 *    blocks, {site.…}, link: keys, https, alt text, nothing that runs code);
 *  - every link and #anchor of this site, in guides and in site.yaml (each `href:`
 *    and `page:`), leads to a page and a heading or item on it; every picture and
 *    staff photo exists;
 *  - the plain-language check of every page (plain-language.ts): long
 *    sentences and hard words are warnings, a reading grade above 8 an error;
 *  - a warning for each site.yaml address no page links to;
 *  - a warning for each guide not reviewed for more than a year, and for each
 *    line that still holds the new-guide template's example text.
 */
export interface CheckOptions {
  contentDir: string;
  publicDir: string;
  /** The day the review dates are measured from (tests fix it). */
  today?: Date;
}

export type PageReading = Readability & { file: string; words: number };

export interface CheckResult {
  problems: ContentProblem[];
  pagesChecked: number;
  /** Each page's readability and word count (plain-language check), by file. */
  readings: PageReading[];
}

/** Where staff photos live, relative to public/. */
const STAFF_PHOTO_FOLDER = 'images/staff';

function byPlace(a: ContentProblem, b: ContentProblem): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** Keys of site.yaml whose value is an address on this site. */
const SITE_ROUTE_KEYS = ['href', 'page', 'helpPage'];

/** Every address of this site in site.yaml (`href:`, `page:`, `helpPage:`), with where it stands. */
function siteAddresses(value: unknown, where: (string | number)[] = []): { where: (string | number)[]; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => siteAddresses(item, [...where, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    SITE_ROUTE_KEYS.includes(key) && typeof item === 'string' && item.startsWith('/') ? [{ where: [...where, key], href: item }] : siteAddresses(item, [...where, key]),
  );
}

function siteRouteProblems(content: LoadedContent, site: SiteIndex): ContentProblem[] {
  const file = projectRelative(content.contentDir, SITE_FILE);
  const yaml = parseYaml(fs.readFileSync(path.join(content.contentDir, SITE_FILE), 'utf8'));
  const noIds: PageFacts = { ids: new Set(), links: [], images: [] };
  return siteAddresses(content.site).flatMap(({ where, href }) => {
    const found = linkTargetProblem(href, noIds, site);
    return found ? [{ file, line: yaml.lineOf(where), severity: 'error' as const, message: `${where.join('.')}: ${found.message}`, hint: found.hint }] : [];
  });
}

/**
 * A warning for each outside address in site.yaml that no page links to: it is
 * either dead weight or a link a guide forgot. (An address is used when a page
 * links to it, through its link: key or typed out.)
 */
function unusedAddressProblems(content: LoadedContent, used: AddressUse[]): ContentProblem[] {
  const file = projectRelative(content.contentDir, SITE_FILE);
  const yaml = parseYaml(fs.readFileSync(path.join(content.contentDir, SITE_FILE), 'utf8'));
  const usedUrls = new Set(used.map((use) => use.url));
  return Object.entries(content.site?.links ?? {})
    .filter(([, url]) => !usedUrls.has(url))
    .map(([key]) => ({
      file,
      line: yaml.lineOf(['links', key]),
      severity: 'warning' as const,
      message: `links.${key} is used by no page`,
      hint: `link to it from a guide with link:${key}, or delete it from site.yaml`,
    }));
}

function staffPhotoProblems(content: LoadedContent, publicDir: string): ContentProblem[] {
  const file = projectRelative(content.contentDir, STAFF_FILE);
  const yaml = parseYaml(fs.readFileSync(path.join(content.contentDir, STAFF_FILE), 'utf8'));
  return (content.staff ?? []).flatMap((member, index) => {
    if (member.img === undefined || fs.existsSync(path.join(publicDir, STAFF_PHOTO_FOLDER, member.img))) return [];
    return [{
      file,
      line: yaml.lineOf([index, 'img']),
      severity: 'error' as const,
      message: `${index}.img: there is no photo public/${STAFF_PHOTO_FOLDER}/${member.img}`,
      hint: `add the photo to public/${STAFF_PHOTO_FOLDER}/, or fix the file name (capital letters matter)`,
    }];
  });
}

function reviewProblems(content: LoadedContent, today: Date): ContentProblem[] {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const cutoff = yearAgo.toISOString().slice(0, 10);
  const todayText = today.toISOString().slice(0, 10);
  return [...content.pages, ...(content.notFound ? [content.notFound] : [])]
    .filter((page) => page.frontmatter.reviewed < cutoff)
    .map((page) => ({
      file: page.file,
      line: headerLine(fs.readFileSync(page.absoluteFile, 'utf8'), 'reviewed'),
      severity: 'warning' as const,
      message: `reviewed: ${page.frontmatter.reviewed} is more than a year ago`,
      hint: `check that every step still matches what readers see, then change it to reviewed: ${todayText}`,
    }));
}

function templateProblems(content: LoadedContent): ContentProblem[] {
  return [...content.pages, ...(content.notFound ? [content.notFound] : [])].flatMap((page) =>
    templateLeftovers(fs.readFileSync(page.absoluteFile, 'utf8')).map(({ line, sentence }) => ({
      file: page.file,
      line,
      severity: 'warning' as const,
      message: `still has the template's example text "${sentence}"`,
      hint: 'replace it with this guide\'s own words before the guide is published',
    })),
  );
}

export async function checkContent(options: CheckOptions): Promise<CheckResult> {
  const contentDir = path.resolve(options.contentDir);
  const publicDir = path.resolve(options.publicDir);
  const content = loadContent(contentDir);
  const problems = [...content.problems];
  const files = findMdxFiles(contentDir);

  if (!content.site) {
    problems.push({
      file: projectRelative(contentDir, SITE_FILE),
      severity: 'error',
      message: 'the guides were not checked, because site.yaml has errors',
      hint: 'fix the problems in site.yaml above, then run npm run check again',
    });
    return { problems: problems.sort(byPlace), pagesChecked: 0, readings: [] };
  }

  const context = { site: content.site, staff: content.staff ?? [], addressOf: () => undefined };
  const headers = new Map([...content.pages, ...(content.notFound ? [content.notFound] : [])].map((page) => [page.file, page.frontmatter]));
  const compiled = await Promise.all(
    files.map(async (relativeFile) => {
      const file = projectRelative(contentDir, relativeFile);
      const technical = headers.get(file)?.readingLevel === 'technical';
      return { relativeFile, file, ...(await compilePage(path.join(contentDir, relativeFile), file, context, { technical })) };
    }),
  );

  const site: SiteIndex = { routes: new Map<string, PageFacts | undefined>(), publicDir };
  for (const page of compiled) {
    if (page.relativeFile !== NOT_FOUND_FILE) site.routes.set(routeFromFile(page.relativeFile), page.facts);
  }
  for (const page of compiled) {
    problems.push(...page.problems);
    if (!page.facts) continue;
    for (const link of page.facts.links) {
      const found = linkTargetProblem(link.url, page.facts, site);
      if (found) problems.push({ file: page.file, line: link.line, column: link.column, severity: 'error', message: found.message, hint: found.hint });
    }
    for (const image of page.facts.images) {
      const found = imageTargetProblem(image.url, site);
      if (found) problems.push({ file: page.file, line: image.line, column: image.column, severity: 'error', message: found.message, hint: found.hint });
    }
  }
  problems.push(
    ...siteRouteProblems(content, site),
    ...unusedAddressProblems(content, compiled.flatMap((page) => page.facts?.links ?? [])),
    ...staffPhotoProblems(content, publicDir),
    ...reviewProblems(content, options.today ?? new Date()),
    ...templateProblems(content),
  );
  const readings = compiled.flatMap((page) => (page.facts?.reading ? [{ file: page.file, ...page.facts.reading }] : []));
  return { problems: problems.sort(byPlace), pagesChecked: files.length, readings };
}
