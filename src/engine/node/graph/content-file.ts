import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import type { Frontmatter } from '../../frontmatter.ts';
import type { ContentProblem } from '../../problems.ts';
import type { SearchDocument } from '../../../search/search-data.ts';
import { PAGE_CHECKS } from './page-checks/index.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '../../site-config.ts';
import { pageFacts, type PageFacts } from './page-facts.ts';
import { headerLine, readHeader } from './page-header.ts';
import { parsePage } from './parse-page.ts';
import { plainLanguageReport, type PlainLanguageReport } from './plain-language/report.ts';
import type { ContentContext } from './remark-content.ts';
import { searchDocuments } from './search-documents.ts';

/**
 * What one `.mdx` file gives, from its own text and its language's site values
 * alone: its header, its transformed tree, its links and anchors, its search
 * text, its reading level and the problems found in it. Nothing here looks at
 * another page, so a change to one file redoes only its own part (content-graph.ts).
 */
export interface ContentFile {
  /** The fingerprint of what it was made from (partKey). */
  fingerprint: string;
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
  /** Its header, when it is valid. */
  frontmatter?: Frontmatter;
  /** Its search documents; none for the not-found page and bare pages. */
  search: SearchDocument[];
  /** The plain-language check's findings and readability (page-checks/plain-language.ts reports them). */
  reading?: PlainLanguageReport;
  /** The texts of the QR codes it shows (qr-code.ts). */
  qrCodes: string[];
  /** The problems of this file alone: syntax, header, building blocks, the page checks. */
  problems: ContentProblem[];
}

export interface ContentFileInput {
  relativeFile: string;
  file: string;
  absoluteFile: string;
  source: string;
  /** Its route, such as `/mfa/mfahelp`. */
  route: string;
  lang: string;
  /** The not-found page has no search text. */
  isNotFound: boolean;
  /** site.yaml's values in the page's language and the staff list; undefined while site.yaml has errors. */
  context?: ContentContext;
  /** A fingerprint of `context` (content-graph.ts partKey). */
  contextKey: string;
  /** The day review dates are measured from. */
  today: Date;
}

/**
 * What a part is made from, as a fingerprint: a part is reused (kept in a
 * session, content-graph.ts, or in the build's cache, content-parts.ts) only
 * while its text, its place, its language's site values and the day are the same.
 */
export function partKey(input: ContentFileInput): string {
  const { relativeFile, file, absoluteFile, route, lang, isNotFound, source, contextKey, today } = input;
  return createHash('sha256')
    .update(JSON.stringify([relativeFile, file, absoluteFile, route, lang, isNotFound, contextKey, today.toISOString().slice(0, 10), source]))
    .digest('hex');
}

export function readContentFile(input: ContentFileInput): ContentFile {
  const { relativeFile, file, absoluteFile, source, route, lang, context } = input;
  const problems: ContentProblem[] = [];
  const parsed = context ? parsePage(source, absoluteFile, file, context, route) : { qrCodes: [], problems: [] };
  problems.push(...parsed.problems);
  const { tree } = parsed;
  const frontmatter = readHeader(source, file, problems);
  const result: ContentFile = { fingerprint: partKey(input), relativeFile, file, absoluteFile, source, tree, facts: tree && pageFacts(tree), frontmatter, search: [], qrCodes: parsed.qrCodes, problems };
  if (!frontmatter || !context) return result;
  if (tree && !input.isNotFound && frontmatter.layout !== 'bare') result.search = searchDocuments(tree, { path: route, title: frontmatter.title, keywords: frontmatter.keywords });
  result.reading = tree && plainLanguageReport(tree, source, { lang, technical: frontmatter.readingLevel === 'technical', headerLine: () => headerLine(source, frontmatter.readingLevel ? 'readingLevel' : 'title') });
  for (const check of PAGE_CHECKS) problems.push(...check({ file, source, frontmatter, tree, reading: result.reading }, { today: input.today, reviewPeriodMonths: input.context?.site.reviewPeriodMonths ?? DEFAULT_REVIEW_PERIOD_MONTHS }));
  return result;
}
