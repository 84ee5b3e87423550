import { z } from 'zod';
import type { ContentProblem } from '../../problems.ts';
import { readYamlFile } from './page-header.ts';
import type { FactsChecked } from '../../page-types.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * content/sources.yaml: where the vendors' facts in the guides come from, each
 * source by its id. A source is a file or folder of a public GitHub repository
 * (`repo:` and `path:`, with the `commit:` that was read) or a web page (`url:`,
 * with the `fingerprint:` of its text when it was read). Guides cite sources by
 * id in their header (`sources: [id, …]`); a translation cites what its original
 * cites, and may add its own. `npm run check` checks the citations
 * (checks/source-citations.ts); `npm run sources` asks each source whether it
 * changed since it was read (editing/sources/). Editors' documentation:
 * content/README.md, "Sources of the facts".
 */
export const SOURCES_FILE = 'sources.yaml';

/** A source's id: lowercase words joined by `-`, as guides cite it. */
export const SOURCE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const sourceSchema = z
  .object({
    /** What the guides take from it, in a few words. */
    about: z.string().trim().min(10, 'must say in a few words what the guides take from it'),
    /** A repository on GitHub, `owner/name`. */
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository written owner/name, such as MicrosoftDocs/entra-docs').optional(),
    /** A file or folder in it, from the repository's top folder. */
    path: z.string().regex(/^[^/\s][^\s]*$/, 'must be a path from the top of the repository, without a leading / and without spaces, such as docs/index.md').optional(),
    /** The branch to watch; the repository's default branch when left out. */
    branch: z.string().trim().min(1).optional(),
    /** Words of the lines the guides rely on, in a large file: only a change to a line holding them counts. */
    lines: z.array(z.string().trim().min(3, 'must be at least 3 characters')).min(1).optional(),
    /** A web page's address. */
    url: z.url({ protocol: /^https$/, error: 'must be a full address starting with https://' }).optional(),
    /** The part of the page its fingerprint is made of (a CSS selector), when the whole main text changes too often. */
    selector: z.string().trim().min(1).optional(),
    /** The day someone last read it and checked the guides against it. */
    read: z.iso.date('must be a date written as YYYY-MM-DD'),
    /** The repository's latest commit touching the path when it was read (npm run sources -- --reviewed writes it). */
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'must be a full commit id: 40 characters 0-9 and a-f').optional(),
    /** The page's fingerprint when it was read (npm run sources -- --reviewed writes it). */
    fingerprint: z.string().regex(/^[0-9a-f]{12}$/, 'must be the 12-character fingerprint npm run sources prints').optional(),
    /** The day the source changed since it was read (npm run sources writes it; --reviewed takes it away): its guides say the office is checking them. */
    changed: z.iso.date('must be a date written as YYYY-MM-DD').optional(),
    /** The day the watch found the source gone (renamed, moved or deleted), as for changed:. */
    gone: z.iso.date('must be a date written as YYYY-MM-DD').optional(),
  })
  .strict()
  .superRefine((source, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (source.changed !== undefined && source.gone !== undefined) issue('gone', 'and changed: cannot both be given: keep gone:, the later finding');
    const isRepository = source.repo !== undefined || source.path !== undefined;
    if (isRepository && source.url !== undefined) issue('url', 'a source is either a repository path (repo: and path:) or a web page (url:), not both');
    else if (isRepository) {
      if (source.repo === undefined) issue('repo', 'is required with path:');
      if (source.path === undefined) issue('path', 'is required with repo:');
      if (source.fingerprint !== undefined) issue('fingerprint', 'is for a web page; a repository path records its commit:');
      if (source.selector !== undefined) issue('selector', 'is for a web page; a repository path can watch some of its lines with lines:');
    } else if (source.url !== undefined) {
      for (const field of ['commit', 'branch', 'lines'] as const) if (source[field] !== undefined) issue(field, 'is for a repository path (repo: and path:), not a web page');
    } else issue('url', 'is required: give url: for a web page, or repo: and path: for a file in a repository');
  });

export const sourcesSchema = z.record(z.string().regex(SOURCE_ID), sourceSchema, {
  error: (issue) => (issue.code === 'invalid_key' ? 'the id must be lowercase letters, digits and single dashes, such as entra-sms-voice-retirement' : undefined),
});

export type Source = z.output<typeof sourceSchema>;
export type SourceList = Record<string, Source>;

/** A source in a repository: the fields the watch needs. */
export type RepositorySource = Source & { repo: string; path: string };
/** A source that is a web page. */
export type PageSource = Source & { url: string };

export function isRepositorySource(source: Source): source is RepositorySource {
  return source.repo !== undefined && source.path !== undefined;
}

/** sources.yaml read and checked; an absent file is an empty list (a school system that cites nothing). */
export function readSourcesFile(text: string | undefined, file: string, problems: ContentProblem[]): { data?: SourceList; yaml?: YamlSource } {
  if (text === undefined) return { data: {} };
  // An empty file (or only comments) reads as null: no sources yet.
  if (text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) return { data: {} };
  return readYamlFile(text, SOURCES_FILE, file, sourcesSchema, problems);
}

/** What the watch and the check need of a page: its file, address, language, twins and header. */
export interface CitingPage {
  file: string;
  path: string;
  lang: string;
  twins: Record<string, string>;
  frontmatter: { title: string; sources?: string[] };
}

/**
 * The sources each page relies on: its own `sources:` and, on a translation,
 * its original's (the twin in the main language), so an editor cites once.
 */
export function citedSources<P extends CitingPage>(page: P, byKey: ReadonlyMap<string, P>, mainLanguage: string): string[] {
  const original = page.lang === mainLanguage ? undefined : byKey.get(page.twins[mainLanguage] ?? '');
  return [...new Set([...(original?.frontmatter.sources ?? []), ...(page.frontmatter.sources ?? [])])];
}

/** A guide's sources as its readers are told of them (PageData.factsChecked): the first and last `read:` day, and the first change recorded since. */
export function factsChecked(ids: readonly string[], sources: SourceList | undefined): FactsChecked | undefined {
  const cited = ids.map((id) => sources?.[id]).filter((source): source is Source => source !== undefined);
  if (cited.length === 0) return undefined;
  const days = cited.map((source) => source.read).sort();
  const events = cited
    .flatMap((source) => (source.gone !== undefined ? [{ date: source.gone, gone: true, read: source.read }] : source.changed !== undefined ? [{ date: source.changed, gone: false, read: source.read }] : []))
    // A change recorded before the source was last read is already checked.
    .filter((event) => event.date >= event.read)
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = events[0];
  return { from: days[0]!, to: days.at(-1)!, ...(first ? { since: { date: first.date, gone: first.gone } } : {}) };
}

/** Every page that relies on each source, in page order (both languages). */
export function pagesBySource<P extends CitingPage>(pages: readonly P[], byKey: ReadonlyMap<string, P>, mainLanguage: string): Map<string, P[]> {
  const citing = new Map<string, P[]>();
  for (const page of pages) for (const id of citedSources(page, byKey, mainLanguage)) citing.set(id, [...(citing.get(id) ?? []), page]);
  return citing;
}
