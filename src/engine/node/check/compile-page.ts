import { compile } from '@mdx-js/mdx';
import type { Root, RootContent } from 'mdast';
import fs from 'node:fs';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { URL_ATTRIBUTES } from '../../authoring.ts';
import type { ContentProblem } from '../../problems.ts';
import { headerLine } from '../load-content.ts';
import { plainLanguageReport, type Readability } from '../plain-language/report.ts';
import { contentRemarkPlugins, type ContentContext } from '../remark-content.ts';
import { isJsx } from './component-rules.ts';

/** An address a page uses, with where it is written. */
export interface AddressUse {
  url: string;
  line: number;
  column: number;
}

/** What the other pages' checks need to know of a page, read from its compiled tree. */
export interface PageFacts {
  /** Every id a #anchor can point to: headings, accordion items, elements with id="…". */
  ids: Set<string>;
  links: AddressUse[];
  images: AddressUse[];
  /** The page's readability and word count (plain-language check), when it has prose. */
  reading?: Readability & { words: number };
}

function use(url: string, node: { position?: RootContent['position'] }): AddressUse {
  return { url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/**
 * Runs after remarkContent, so it sees the ids the build gives, the addresses
 * `link:` keys resolve to and the words `{site.…}` values print.
 */
function remarkPageFacts(facts: PageFacts, problems: ContentProblem[], file: string, technical: boolean) {
  return (tree: Root, vfile: VFile) => {
    const source = String(vfile.value);
    const plain = plainLanguageReport(tree, source, { lang: 'en', technical, headerLine: headerLine(source, technical ? 'readingLevel' : 'title') });
    if (plain.readability) facts.reading = { ...plain.readability, words: plain.words };
    for (const finding of plain.findings) problems.push({ file, ...finding });
    visit(tree, (node) => {
      if (node.type === 'heading' && typeof node.data?.hProperties?.id === 'string') facts.ids.add(node.data.hProperties.id);
      else if (node.type === 'link' || node.type === 'definition') facts.links.push(use(node.url, node));
      else if (node.type === 'image') facts.images.push(use(node.url, node));
      else if (isJsx(node)) {
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
          if (attribute.name === 'id') facts.ids.add(attribute.value);
          if ((URL_ATTRIBUTES as readonly string[]).includes(attribute.name)) facts.links.push(use(attribute.value, node));
        }
      }
    });
  };
}

const MDX_HINT = 'check that every <Block> has a matching </Block>, and write &lt; for a < sign and &#123; for a { sign';

/**
 * Compiles one page exactly as the build does (the same remark plugins, so the
 * same rules), but collects every problem instead of stopping at the first.
 * The facts are undefined when the page has a syntax error.
 */
export async function compilePage(
  absoluteFile: string,
  file: string,
  context: ContentContext,
  options: { technical: boolean },
): Promise<{ problems: ContentProblem[]; facts: PageFacts | undefined }> {
  const facts: PageFacts = { ids: new Set(), links: [], images: [] };
  const vfile = new VFile({ path: absoluteFile, value: fs.readFileSync(absoluteFile, 'utf8') });
  const problems: ContentProblem[] = [];
  let compiled = true;
  try {
    await compile(vfile, { remarkPlugins: [...contentRemarkPlugins(() => context), [remarkPageFacts, facts, problems, file, options.technical]] });
  } catch (error) {
    // A syntax error: MDX stops at the first one. Its place is on the error, or, for a tag
    // left open at the end of the page, only in the text: "… for `<Callout>` (8:1-8:10)".
    compiled = false;
    const syntax = error as { line?: number; column?: number; reason?: string; message: string };
    const reason = syntax.reason ?? syntax.message;
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    problems.push({
      file,
      line: syntax.line ?? Number(inText?.[1] ?? 1),
      column: syntax.column ?? Number(inText?.[2] ?? 1),
      severity: 'error',
      message: `MDX: ${syntax.line === undefined && inText ? reason.slice(0, inText.index) : reason}`,
      hint: MDX_HINT,
    });
  }
  for (const message of vfile.messages) {
    problems.push({ file, line: message.line ?? 1, column: message.column ?? 1, severity: 'error', message: message.reason, hint: message.note });
  }
  return { problems, facts: compiled ? facts : undefined };
}
