import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { SiteConfig } from '../engine/site-config.ts';
import type { StaffCard } from '../engine/staff.ts';
import type { SchoolEntry } from '../engine/schools.ts';

/**
 * What a building block is, in one place: its component, how a guide may write
 * it, what the build fills in, how search indexes it, how it prints, and its
 * entry in the authoring guide (content/README.md, checked by a unit test).
 * One file per block in this folder, listed once in ./index.ts.
 */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** How an element may be written in a guide; the build and `npm run check` refuse anything else. */
export interface ElementRule {
  /** Attributes that must be present. */
  required?: readonly string[];
  /** Attributes that may be present. */
  optional?: readonly string[];
  /** Allowed values of enumerated attributes. */
  values?: Readonly<Record<string, readonly string[]>>;
  /** When set, every child element must be one of these components. */
  children?: readonly string[];
  /** When set, this element may only stand directly inside one of these. */
  parents?: readonly string[];
  /** True when the element must have some content. */
  needsContent?: boolean;
  /** True when it may stand inside a line of text (a button is a link); other blocks are boxes and must start on a line of their own. */
  inline?: boolean;
  /** True when what it holds must be a numbered list (1. 2. 3.). */
  numberedList?: boolean;
}

/** What a block's build hook may use: data the build computes once per page or site. */
export interface BuildContext {
  staff: readonly StaffCard[];
  /** content/schools.yaml, in the page's language. */
  schools: readonly SchoolEntry[];
  /** The public address of a QR code image of `text`, made at build time. */
  qrCode(text: string): string;
  /** The page's id maker: a unique id from words (and reserves it). */
  slug(text: string): string;
  /** Reserves an id an author wrote; says so on the page when another element already has it. */
  claim(id: string, element: JsxElement): void;
}

/** What a block that the build resolves may use: the page's site values, and a way to say what is wrong with it. */
export interface ResolveContext {
  site: SiteConfig;
  /** A problem with this element, reported with its file and line. */
  problem(message: string, hint?: string): void;
}

/** A section a search hit can open: its heading and #anchor. */
export interface SearchSection {
  title: string;
  id?: string;
}

/** How search indexes an element. Without one, its words join the text around it. */
export type SearchRole =
  /** Attributes whose words readers see (a callout's title), indexed with the text around it. */
  | { words: readonly string[] }
  /** Starts a section that runs on after it (a heading written as a tag). */
  | { heading(element: JsxElement, text: string): SearchSection }
  /** Its content is a section of its own (a tab, an answer). `siblings`: the elements beside it. */
  | { section(element: JsxElement, siblings: readonly JsxElement[]): SearchSection }
  /** Words the build put in, not written in the guide (the staff list). */
  | { text(element: JsxElement): string }
  /** Sections of its own, each with words the build put in (each school of the list of schools). */
  | { sections(element: JsxElement): (SearchSection & { text: string })[] };

/** One tag authors write. */
export interface ElementDefinition {
  name: string;
  rule: ElementRule;
  /** The attribute whose address the element shows in a frame: its origin joins the security policy's frame-src. */
  framed?: string;
  /**
   * It heads a section of its own, whose heading the component writes (a tab's
   * label, a question): the build gives it `level`, the heading level one below
   * the section it stands in, and its content stands in its section.
   */
  headsSection?: true;
  /** Fills in what the build knows (QR codes, the staff list, ids), once per element. */
  build?(element: JsxElement, context: BuildContext): void;
  /**
   * For a block that never reaches the page itself: what stands in its place,
   * decided when the page is built. `content` puts what it holds in its place;
   * `nothing` leaves it out of the page, search and print (the build still
   * checks what it holds, so a mistake there is found before anyone needs it).
   */
  resolve?(element: JsxElement, context: ResolveContext): 'content' | 'nothing';
  search?: SearchRole;
}

export interface BlockDefinition {
  /**
   * Whether a component renders it on the page (src/blocks/page-components.ts maps each tag to its component, and says
   * when a tag has none); false when the build resolves the block away (`resolve`).
   */
  rendered: boolean;
  /** The tag authors start with first, then the tags that only stand inside it. */
  elements: readonly ElementDefinition[];
  /** What a printed page shows of it (its folder's NAME.print.css). */
  print: string;
  /** Its section in content/README.md: the heading and the example, word for word. */
  reference: { heading: string; example: string };
}

export function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function attributeOf(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
}

/** An attribute's text, or undefined when it is missing or not plain text. */
export function textAttribute(element: JsxElement, name: string): string | undefined {
  const value = attributeOf(element, name)?.value;
  return typeof value === 'string' ? value : undefined;
}

export function setAttribute(element: JsxElement, name: string, value: string): void {
  const existing = attributeOf(element, name);
  if (existing) existing.value = value;
  else element.attributes.push({ type: 'mdxJsxAttribute', name, value });
}
