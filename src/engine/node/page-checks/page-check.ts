import type { Root } from 'mdast';
import type { Frontmatter } from '../../frontmatter.ts';
import type { ContentProblem } from '../../problems.ts';

/** What a page check sees of one page: its text, its header and its transformed tree. */
export interface CheckedPage {
  /** From the project root, such as `content/mfa/index.mdx`: the file problems name. */
  file: string;
  source: string;
  frontmatter: Frontmatter;
  /** Undefined when the page has an MDX syntax error (already reported). */
  tree?: Root;
}

export interface PageCheckContext {
  /** The day dates are measured from (tests fix it). */
  today: Date;
}

/** One rule about a single page, run while the content graph is built. Problems name file:line:column. */
export type PageCheck = (page: CheckedPage, context: PageCheckContext) => ContentProblem[];
