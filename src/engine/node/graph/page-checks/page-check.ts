import type { Root } from 'mdast';
import type { Frontmatter } from '../../../frontmatter.ts';
import type { ContentProblem } from '../../../problems.ts';
import type { PlainLanguageReport } from '../plain-language/report.ts';

/** What a page check sees of one page: its text, its header and its transformed tree. */
export interface CheckedPage {
  /** From the project root, such as `content/mfa/index.mdx`: the file problems name. */
  file: string;
  source: string;
  frontmatter: Frontmatter;
  /** Undefined when the page has an MDX syntax error (already reported). */
  tree?: Root;
  /** The plain-language report of its tree. */
  reading?: PlainLanguageReport;
}

export interface PageCheckContext {
  /** The day dates are measured from (tests fix it). */
  today: Date;
  /** How often a guide must be checked again (site.yaml `reviewPeriodMonths`). */
  reviewPeriodMonths: number;
}

/** One rule about a single page, run while the content graph is built. Problems name file:line:column. */
export type PageCheck = (page: CheckedPage, context: PageCheckContext) => ContentProblem[];
