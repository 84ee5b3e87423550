import type { Root } from 'mdast';
import type { Frontmatter } from '../../../frontmatter.ts';
import type { ContentProblem } from '../../../problems.ts';

/** What a page check sees of one page: its text, its language, its header and its transformed tree. */
export interface CheckedPage {
  /** From the project root, such as `content/mfa/index.mdx`: the file problems name. */
  file: string;
  source: string;
  /** Its language's code, and the site's main language's. */
  lang: string;
  mainLanguage: string;
  frontmatter: Frontmatter;
  tree: Root;
}

/**
 * One rule about a single page, from its own text alone, run while its part of
 * the content graph is made (../content-part.ts). Problems name file:line:column.
 */
export type PageCheck = (page: CheckedPage) => ContentProblem[];
