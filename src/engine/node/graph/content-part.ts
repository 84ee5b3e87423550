import { createHash } from 'node:crypto';
import type { Frontmatter } from '../../frontmatter.ts';
import type { OutlineEntry } from '../../page-types.ts';
import type { ContentProblem } from '../../problems.ts';
import type { SearchDocument } from '../../../search/search-data.ts';
import { compilePage } from './compile-page.ts';
import { PAGE_CHECKS } from './page-checks/index.ts';
import { pageFacts, type PageFacts } from './page-facts.ts';
import { headerLine, readHeader } from './page-header.ts';
import { pageOutline } from './page-outline.ts';
import { parsePage } from './parse-page.ts';
import { plainLanguageReport, type PlainLanguageReport } from './plain-language/check-page.ts';
import { markEnglishLabels } from './screen-labels.ts';
import type { ContentContext } from './remark-content.ts';
import { searchDocuments } from './search-documents.ts';

/**
 * A content part: what one `.mdx` file gives, from its own text, its place and
 * its language's site values alone. The file is parsed once, transformed once,
 * and everything the rest of the build needs is taken from that one tree here:
 * its header, its links and anchors, its outline, its search text, the problems
 * found in it, and its body as an HTML tree (compile-page.ts). The parsed tree
 * itself is not kept. Nothing here looks at another page or at the day, so a
 * part is made again only when its key (partKey) changes: in `npm run dev` only
 * the saved file's, in a build only the files the build cache has no part for.
 */
export interface ContentPart {
  /** What it was made from, as one key (partKey): the same key, the same part. */
  partKey: string;
  /** Relative to content/, such as `mfa/mfahelp/index.mdx`. */
  relativeFile: string;
  /** From the project root, such as `content/mfa/mfahelp/index.mdx`: the file problems name. */
  file: string;
  source: string;
  /** Its header, when it is valid. */
  frontmatter?: Frontmatter;
  /** Its anchors, links and titles, for the checks across pages; undefined on a syntax error, or while site.yaml has errors (guides need its values). */
  facts?: PageFacts;
  /** The guide's sections, for "On this page" (page-outline.ts). */
  outline: OutlineEntry[];
  /** Its search documents; none for the not-found page and bare pages. */
  search: SearchDocument[];
  /** The texts of the QR codes it shows (qr-code.ts). */
  qrCodes: string[];
  /** The page's body as an HTML tree in JSON (compile-page.ts), which the server render renders; undefined when the file has an error. */
  body?: string;
  /** The plain-language report (readability, long sentences, plainer words): made only when asked for (PartInput.reading). */
  reading?: PlainLanguageReport;
  /** The problems of this file alone: syntax, header, building blocks, the page checks (page-checks/). */
  problems: ContentProblem[];
}

/** What a part is made from. */
export interface PartInput {
  relativeFile: string;
  file: string;
  source: string;
  /** Its route, such as `/mfa/mfahelp`. */
  route: string;
  lang: string;
  /** The not-found page has no search text. */
  isNotFound: boolean;
  /** site.yaml's values in the page's language and the staff list; undefined while site.yaml has errors. */
  context?: ContentContext;
  /** A fingerprint of `context` (content-graph.ts prepareGraph). */
  contextKey: string;
  /**
   * Whether to make the plain-language report too: `npm run check` and `npm run dev`
   * ask for it; a build does not (it is a fifth of a page's work, and the content
   * check before every pull request's build has it). Not part of the key: a part
   * with a report serves a build too.
   */
  reading: boolean;
}

/** What a part is made from, as one key: the same text, place and site values make the same part. */
export function partKey(input: PartInput): string {
  const { relativeFile, file, route, lang, isNotFound, contextKey, source } = input;
  return createHash('sha256').update(JSON.stringify([relativeFile, file, route, lang, isNotFound, contextKey, source])).digest('hex');
}

export function makePart(input: PartInput): ContentPart {
  const { relativeFile, file, source, route, lang, context } = input;
  const parsed = context ? parsePage(source, file, context, route) : { qrCodes: [], problems: [] };
  const problems = [...parsed.problems];
  const { tree } = parsed;
  // A translated page's English screen labels are marked as English, so a screen reader says them as the screen shows them.
  if (tree && context && lang !== context.site.languages[0]?.code) markEnglishLabels(tree);
  const frontmatter = readHeader(source, file, problems);
  const part: ContentPart = { partKey: partKey(input), relativeFile, file, source, frontmatter, facts: tree && pageFacts(tree), outline: tree ? pageOutline(tree) : [], search: [], qrCodes: parsed.qrCodes, problems };
  if (!frontmatter || !context || !tree) return part;
  if (!input.isNotFound && frontmatter.layout !== 'bare') part.search = searchDocuments(tree, { path: route, title: frontmatter.title, keywords: frontmatter.keywords });
  if (input.reading) part.reading = plainLanguageReport(tree, source, { lang, technical: frontmatter.readingLevel === 'technical', headerLine: () => headerLine(source, frontmatter.readingLevel ? 'readingLevel' : 'title') });
  const mainLanguage = context.site.languages[0]?.code ?? lang;
  for (const check of PAGE_CHECKS) problems.push(...check({ file, source, lang, mainLanguage, frontmatter, tree }));
  // Last: the body changes the tree. A page with an error has none (the build stops; `npm run dev` shows its problems).
  if (!problems.some((problem) => problem.severity === 'error')) part.body = compilePage(tree);
  return part;
}
