import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { ContentProblem } from '../problems.ts';
import { remarkContent, RULE_SOURCE, type ContentContext } from './remark-content.ts';

/**
 * Parses one guide the way @mdx-js/mdx does (remark-parse with MDX, frontmatter
 * and GFM) and transforms it with remark-content.ts, once. The MDX compiler
 * (compile-page.ts) and the search index start from this tree.
 */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).freeze();

const MDX_HINT = 'check that every <Block> has a matching </Block>, and write &lt; for a < sign and &#123; for a { sign';

/** A syntax error: MDX stops at the first one. Its place is on the error, or, for a tag left open at the end, only in the text: "… for `<Callout>` (8:1-8:10)". */
function syntaxProblem(error: unknown, file: string): ContentProblem {
  const syntax = error as { line?: number; column?: number; reason?: string; message: string };
  const reason = syntax.reason ?? syntax.message;
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  return {
    file,
    line: syntax.line ?? Number(inText?.[1] ?? 1),
    column: syntax.column ?? Number(inText?.[2] ?? 1),
    severity: 'error',
    message: `MDX: ${syntax.line === undefined && inText ? reason.slice(0, inText.index) : reason}`,
    hint: MDX_HINT,
  };
}

/** The transformed tree (undefined on a syntax error) and every problem found in the body. */
export function parsePage(source: string, absoluteFile: string, file: string, context: ContentContext): { tree?: Root; qrCodes: string[]; problems: ContentProblem[] } {
  const vfile = new VFile({ path: absoluteFile, value: source });
  let tree: Root;
  try {
    tree = parser.parse(vfile);
  } catch (error) {
    return { qrCodes: [], problems: [syntaxProblem(error, file)] };
  }
  remarkContent(context)(tree, vfile);
  const problems = vfile.messages
    .filter((message) => message.source === RULE_SOURCE)
    .map((message): ContentProblem => ({ file, line: message.line ?? 1, column: message.column ?? 1, severity: 'error', message: message.reason, hint: message.note }));
  return { tree, qrCodes: vfile.data.qrCodes ?? [], problems };
}
