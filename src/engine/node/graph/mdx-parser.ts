import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Data, type Processor } from 'unified';
import type { VFile } from 'vfile';

/** The names micromark-extension-gfm-autolink-literal gives its constructs, and the token mdast-util-gfm-autolink-literal turns into links. */
const AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);
const AUTOLINK_TOKEN = 'literalAutolink';

/**
 * The guides' parser: remark-parse with MDX, frontmatter and GFM (remark-gfm),
 * as @mdx-js/mdx reads a page.
 *
 * One part of GFM costs a third of the parse: literal autolinks (`www.…`,
 * `https://…`, `name@example.org` without brackets), which micromark tries at
 * the start of every word and remark then looks for again in every text. A page
 * that has none of their signs cannot hold one, so it is read by the same parser
 * without them: the same tree (tests/unit/mdx-parser.test.ts compares both on
 * every page of content/), in two thirds of the time.
 */
const guideParser = () => unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const withLiteralAutolinks = guideParser().freeze();
const withoutLiteralAutolinks = guideParser().use(dropLiteralAutolinks).freeze();

/**
 * What a literal autolink needs somewhere in the text: `www`, `http`, an `@`,
 * or a character reference (`&commat;` and `&#64;` become an `@` before remark
 * looks for addresses in the text). Wider than the syntax, never narrower.
 */
const AUTOLINK_SIGN = /www|http|@|&[#a-z]/i;

/** A page's tree; `literalAutolinks` says which parser reads it (only tests choose). */
export function parseMdx(file: VFile, literalAutolinks = AUTOLINK_SIGN.test(String(file.value))): Root {
  return (literalAutolinks ? withLiteralAutolinks : withoutLiteralAutolinks).parse(file);
}

type MicromarkExtension = NonNullable<Data['micromarkExtensions']>[number];
type FromMarkdownExtension = NonNullable<Data['fromMarkdownExtensions']>[number];

/** remark-gfm's extensions, without those of literal autolinks (used after remarkGfm, on the processor it set up). */
function dropLiteralAutolinks(this: Processor): void {
  const data = this.data();
  data.micromarkExtensions = data.micromarkExtensions?.map(withoutAutolinkConstructs);
  data.fromMarkdownExtensions = data.fromMarkdownExtensions?.map((extension) =>
    Array.isArray(extension) ? extension.filter((one) => !handlesAutolinks(one)) : extension,
  );
}

/** A micromark extension with the autolink constructs taken out of its text constructs (the other GFM constructs kept, in their order). */
function withoutAutolinkConstructs(extension: MicromarkExtension): MicromarkExtension {
  if (!extension.text) return extension;
  const text: NonNullable<MicromarkExtension['text']> = {};
  for (const [code, constructs] of Object.entries(extension.text)) {
    const kept = [constructs ?? []].flat().filter((construct) => !AUTOLINK_CONSTRUCTS.has(construct.name ?? ''));
    if (kept.length > 0) text[code] = kept;
  }
  return { ...extension, text };
}

function handlesAutolinks(extension: FromMarkdownExtension): boolean {
  return !Array.isArray(extension) && extension.enter?.[AUTOLINK_TOKEN] !== undefined;
}
