import fs from 'node:fs';
import path from 'node:path';
import { describePath, type ContentProblem } from '../../problems.ts';
import { routeInLanguage } from '../../languages.ts';
import { NOT_FOUND_FILE, routeFromFile } from '../../routing.ts';
import { projectRelative, SITE_FILE, STAFF_FILE, type ContentGraph } from '../graph/content-graph.ts';
import { STRINGS_FOLDER } from '../graph/strings-files.ts';
import type { PageFacts } from '../graph/page-facts.ts';
import type { Readability } from '../graph/plain-language/check-page.ts';
import { imageTargetProblem, linkTargetProblem, type SiteIndex } from './link-targets.ts';
import { authoringWarnings } from './authoring-checks.ts';
import { siteFileProblems } from './site-files.ts';
import { movedPages } from './moved-pages.ts';
import { sourceCitationProblems } from './source-citations.ts';

/**
 * `npm run check` (and the first step of `npm run build`): everything an editor
 * can get wrong in content/, reported all at once with file and line. It is the
 * content graph's own problems (headers, site.yaml and staff.yaml against their
 * schemas, every guide's building blocks, addresses and code, the page checks of
 * page-checks/), plus the checks across pages: every link and #anchor of this
 * site, in guides and in site.yaml (each `href:` and `page:`), leads to a page
 * and a heading or item on it; every picture and staff photo exists; every
 * outside address in site.yaml is used by some page (a warning); every
 * source a guide cites is in sources.yaml (source-citations.ts); content/ and
 * public/ hold only what an edit may add (site-files.ts: guides, settings,
 * pictures; no page, script or symbolic link); and the authoring guide's rules
 * (authoring-checks.ts, warnings).
 */
/** One page's readability, for the report under the problems. */
export type PageReading = Readability & { file: string; words: number };

export interface CheckResult {
  problems: ContentProblem[];
  pagesChecked: number;
  /** Each page's readability and word count (plain-language check). */
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

/** Every address of this site in site.yaml, and in each strings file's `site:` part (which may give a language its own). */
function siteRouteProblems(graph: ContentGraph, site: SiteIndex): ContentProblem[] {
  const noIds: PageFacts = { ids: new Set(), links: [], images: [], frames: [], titles: [], blocks: [] };
  const sources = [
    { file: projectRelative(graph.contentDir, SITE_FILE), yaml: graph.yaml.site, values: graph.site, prefix: [] as string[] },
    ...[...graph.yaml.strings].map(([code, yaml]) => ({ file: projectRelative(graph.contentDir, `${STRINGS_FOLDER}/${code}.yaml`), yaml, values: (yaml.data as { site?: unknown } | undefined)?.site, prefix: ['site'] })),
  ];
  return sources.flatMap(({ file, yaml, values, prefix }) =>
    siteAddresses(values).flatMap(({ where, href }) => {
      const found = linkTargetProblem(href, noIds, site);
      return found ? [{ file, line: yaml?.lineOf([...prefix, ...where]), severity: 'error' as const, message: `${describePath([...prefix, ...where], prefix.length > 0 ? { [prefix[0]!]: values } : values)}: ${found.message}`, hint: found.hint }] : [];
    }),
  );
}

/** With offline reading on, the offline page (`offline.page`) in every language: a reader with no connection sees it in the language of the page asked for. */
function offlinePageProblems(graph: ContentGraph): ContentProblem[] {
  const { offline, languages = [] } = graph.site ?? {};
  if (!offline?.enabled || !graph.byPath.has(offline.page)) return []; // a missing page in the main language: siteRouteProblems says so
  return languages.slice(1).flatMap(({ code, name }) => {
    const route = routeInLanguage(offline.page, code, languages);
    if (graph.byPath.has(route)) return [];
    return [{ file: projectRelative(graph.contentDir, SITE_FILE), line: graph.yaml.site?.lineOf(['offline', 'page']), severity: 'error' as const, message: `offline.page: the offline page has no translation in ${name} (${route})`, hint: `add content${route}.mdx, the offline page in ${name}, or set offline: enabled: no` }];
  });
}

function staffPhotoProblems(graph: ContentGraph, publicDir: string): ContentProblem[] {
  const file = projectRelative(graph.contentDir, STAFF_FILE);
  return (graph.staff ?? []).flatMap((member, index) => {
    if (member.img === undefined || fs.existsSync(path.join(publicDir, STAFF_PHOTO_FOLDER, member.img))) return [];
    return [{
      file,
      line: graph.yaml.staff?.lineOf([index, 'img']),
      severity: 'error' as const,
      message: `${describePath([index, 'img'], graph.staff)}: there is no photo public/${STAFF_PHOTO_FOLDER}/${member.img}`,
      hint: `add the photo to public/${STAFF_PHOTO_FOLDER}/, or fix the file name (capital letters matter)`,
    }];
  });
}

/**
 * A warning for each outside address in site.yaml that no page links to: it is
 * either dead weight or a link a guide forgot. (An address is used when a page
 * links to it, through its link: key or typed out.)
 */
function unusedAddressProblems(graph: ContentGraph): ContentProblem[] {
  const file = projectRelative(graph.contentDir, SITE_FILE);
  const used = new Set(graph.files.flatMap(({ facts }) => facts?.links.map((link) => link.url) ?? []));
  return Object.entries(graph.site?.links ?? {})
    .filter(([, url]) => !used.has(url))
    .map(([key]) => ({
      file,
      line: graph.yaml.site?.lineOf(['links', key]),
      severity: 'warning' as const,
      message: `links.${key} is used by no page`,
      hint: `link to it from a guide with link:${key}, or delete it from site.yaml`,
    }));
}

/** Links, #anchors and pictures of every guide, against the other pages' facts. */
function referenceProblems(graph: ContentGraph, site: SiteIndex): ContentProblem[] {
  return graph.files.flatMap(({ file, facts }) => {
    if (!facts) return [];
    const where = (use: { line: number; column: number }) => ({ file, line: use.line, column: use.column, severity: 'error' as const });
    return [
      ...facts.links.flatMap((link) => {
        const found = linkTargetProblem(link.url, facts, site);
        return found ? [{ ...where(link), ...found }] : [];
      }),
      ...facts.images.flatMap((image) => {
        const found = imageTargetProblem(image.url, site);
        return found ? [{ ...where(image), ...found }] : [];
      }),
    ];
  });
}

/**
 * A translation whose original moved by hand is "a translation of no page": its
 * hint says where the original went and where the translation goes (moved-pages.ts).
 */
function movedOriginalHints(graph: ContentGraph, problems: ContentProblem[], site: SiteIndex): ContentProblem[] {
  const [main] = site.languages;
  return problems.map((problem) => {
    if (!problem.message.startsWith('is a translation of no page')) return problem;
    const relative = problem.file.slice(problem.file.indexOf('/') + 1);
    const lang = relative.split('/')[0]!;
    const original = graph.byPath.get(site.moved().get(routeFromFile(relative.slice(lang.length + 1))) ?? '');
    if (!original || original.lang !== main) return problem;
    const target = `${path.basename(graph.contentDir)}/${lang}/${original.relativeFile}`;
    return { ...problem, hint: `its original moved to ${original.path} (${original.file}): move this file to ${target} as well (npm run move moves a page and its translations together)` };
  });
}

export function checkContent(graph: ContentGraph, options: { publicDir: string }): CheckResult {
  const publicDir = path.resolve(options.publicDir);
  const files = siteFileProblems(graph.contentDir, publicDir);
  if (!graph.site) {
    const notChecked: ContentProblem = {
      file: projectRelative(graph.contentDir, SITE_FILE),
      severity: 'error',
      message: 'the guides were not checked, because site.yaml has errors',
      hint: 'fix the problems in site.yaml above, then run npm run check again',
    };
    return { problems: [...graph.problems, ...files, notChecked].sort(byPlace), pagesChecked: 0, readings: [] };
  }
  // Every file with a route, valid header or not: a link to a page with a header mistake is not a second mistake.
  const routed = graph.files.filter((file) => file.relativeFile !== NOT_FOUND_FILE);
  let moved: ReadonlyMap<string, string> | undefined;
  const site: SiteIndex = {
    routes: new Map(routed.map((file) => [routeFromFile(file.relativeFile), file.facts])),
    publicDir,
    languages: graph.site.languages.map((language) => language.code),
    moved: () => (moved ??= movedPages(graph.contentDir)),
  };
  const problems = [...movedOriginalHints(graph, graph.problems, site), ...files, ...referenceProblems(graph, site), ...siteRouteProblems(graph, site), ...offlinePageProblems(graph), ...unusedAddressProblems(graph), ...staffPhotoProblems(graph, publicDir), ...sourceCitationProblems(graph), ...authoringWarnings(graph)];
  const readings = [...graph.pages, ...(graph.notFound ? [graph.notFound] : [])].flatMap(({ file, reading }) => (reading?.readability ? [{ file, ...reading.readability, words: reading.words }] : []));
  return { problems: problems.sort(byPlace), pagesChecked: graph.files.length, readings };
}
