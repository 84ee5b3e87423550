import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentProblem } from '../problems.ts';
import { pageHref } from '../urls.ts';
import type { ContentGraph, GraphPage } from './content-graph.ts';
import { withoutComments } from './parse-page.ts';

/**
 * The rules of the authoring guide (content/README.md) that are not errors but
 * that an editor should hear about, as warnings with file and line:
 *  - an outside address typed into a guide instead of a `link:` key of site.yaml;
 *  - "click here" and other words that only make sense on a screen;
 *  - a heading level skipped (## then ####);
 *  - a page no other page, menu or footer links to;
 *  - a translated page whose text or links are still in the main language.
 */
export function authoringWarnings(graph: ContentGraph): ContentProblem[] {
  const main = graph.site?.languages[0]?.code ?? 'en';
  return [...graph.pages.flatMap((page) => [...typedAddresses(page, graph), ...screenWords(page), ...skippedHeadings(page), ...untranslated(page, graph, main)]), ...orphans(graph, main)];
}

const warning = (page: GraphPage, line: number, column: number | undefined, message: string, hint: string): ContentProblem => ({ file: page.file, line, column, severity: 'warning', message, hint });

/** Lines of a page's body outside fenced code, with their numbers; editors' notes (HTML comments and MDX ones) and `code` blanked, columns kept. */
function bodyLines(source: string): { text: string; line: number }[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const lines = withoutComments(source)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .split('\n')
    .map((line) => (/^\s*(```|~~~)/.test(line) ? line : line.replace(/`[^`\n]+`/g, blank)));
  const end = lines.indexOf('---', 1);
  let fenced = false;
  return lines.flatMap((text, index) => {
    if (index <= end) return [];
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    return fenced ? [] : [{ text, line: index + 1 }];
  });
}

/** Outside addresses written out in a guide: site.yaml keeps them all in one place, for the next school system and the weekly link check. */
function typedAddresses(page: GraphPage, graph: ContentGraph): ContentProblem[] {
  const keys = new Map(Object.entries(graph.site?.links ?? {}).map(([key, url]) => [url, key]));
  return bodyLines(page.source).flatMap(({ text, line }) =>
    // In a link, a tag's href, or on its own (where it becomes a link by itself). An address with a {placeholder} or in <angle brackets> is an error already.
    [...text.matchAll(/(https:\/\/[^)\s"'<>\]]+)/g)].filter((match) => !/[{}]/.test(match[1]!) && text[match.index - 1] !== '<').map((match) => {
      const key = keys.get(match[1]!);
      return warning(
        page,
        line,
        match.index + 1,
        `${match[1]} is written out: outside addresses belong in content/site.yaml`,
        key ? `write link:${key} instead` : 'add it under links: in content/site.yaml with a short key, and write link:yourKey here',
      );
    }),
  );
}

/** Words about a screen (or a place on it) that mean nothing to someone reading a printed sheet or a screen reader, by language. */
const SCREEN_WORDS: Record<string, RegExp> = {
  en: /\b(click here|tap here|here\]\(|the tabs? (?:above|below)|see (?:above|below)|shown (?:above|below)|the button (?:above|below))/i,
  es: /(haga clic aquí|pulse aquí|toque aquí|(?<![\p{L}])aquí\]\(|(?:vea|consulte) (?:más )?(?:arriba|abajo)|la pestaña de (?:arriba|abajo)|el botón de (?:arriba|abajo))/iu,
};

function screenWords(page: GraphPage): ContentProblem[] {
  const words = SCREEN_WORDS[page.lang];
  if (!words) return [];
  return bodyLines(page.source).flatMap(({ text, line }) => {
    // Bold words are the labels of other sites' screens, which the reader must find there; so is their translation in brackets after them.
    const match = words.exec(text.replace(/\*\*[^*]+\*\*(?:\s*\([^)]*\))?/g, (label) => ' '.repeat(label.length)));
    return match
      ? [warning(page, line, match.index + 1, `"${match[1]!.replace(/\]\($/, '')}" only makes sense on a screen`, 'name what the link opens or the section it points to, such as "see Before you start"; printed sheets and screen readers have no "here" or "below"')]
      : [];
  });
}

/** The level of a heading: Markdown's #s, or an <h2>/<h3> tag. */
function headingDepth(node: RootContent): number | undefined {
  if (node.type === 'heading') return (node as Heading).depth;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^h[2-6]$/.test(node.name ?? '')) return Number(node.name!.slice(1));
  return undefined;
}

function skippedHeadings(page: GraphPage): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  let previous = 1; // the page's title
  visit(page.tree as Root, (node) => {
    const depth = headingDepth(node as RootContent);
    if (depth === undefined) return;
    if (depth > previous + 1) {
      problems.push(
        warning(page, node.position?.start.line ?? 1, node.position?.start.column, `a level-${depth} heading follows a level-${previous} one`, `use ${'#'.repeat(previous + 1)} here: screen readers list headings by level, and a skipped level looks like a missing section`),
      );
    }
    previous = depth;
  });
  return problems;
}

/** Routes as links name them: `/MFA/`, `/mfa#top` → `/mfa`. */
const routeOfLink = (url: string) => url.split(/[#?]/)[0]!.toLowerCase().replace(/(.)\/$/, '$1');

/** Main-language pages nothing leads to: not another page, the menu, the footer's help page or the office page. Bare pages are shown inside other places by design. */
function orphans(graph: ContentGraph, main: string): ContentProblem[] {
  const site = graph.site;
  if (!site) return [];
  const linked = new Set<string>(['/', routeOfLink(site.helpPage), routeOfLink(site.office.page), ...site.nav.map((item) => routeOfLink(item.href))]);
  for (const page of graph.pages) for (const link of page.facts?.links ?? []) if (link.url.startsWith('/')) linked.add(routeOfLink(link.url));
  for (const alias of graph.aliases) if (linked.has(routeOfLink(alias.from))) linked.add(alias.to);
  return graph.pages
    .filter((page) => page.lang === main && page.frontmatter.layout !== 'bare' && !linked.has(page.path))
    .map((page) =>
      warning(page, 1, undefined, `no page links to ${page.path}, so readers cannot find it`, `link to it from ${page.frontmatter.parent ?? 'the page above it'}, for example with a <Card>, or from a guide that mentions it`),
    );
}

const ENGLISH_WORDS = new Set(['the', 'and', 'you', 'your', 'to', 'of', 'is', 'are', 'this', 'that', 'with', 'for', 'on', 'it', 'be', 'if', 'can', 'will', 'from', 'or', 'have', 'then', 'select', 'when']);
const SPANISH_WORDS = new Set(['el', 'la', 'de', 'que', 'y', 'en', 'los', 'las', 'su', 'para', 'con', 'por', 'una', 'un', 'es', 'se', 'no', 'del', 'al', 'lo', 'sus', 'si', 'seleccione', 'cuando']);

/** The words of a paragraph a translator writes: not bold screen labels, code or addresses. */
function ownWords(node: RootContent): string[] {
  if (node.type === 'strong' || node.type === 'inlineCode' || node.type === 'code') return [];
  if (node.type === 'text') return node.value.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return 'children' in node ? (node.children as RootContent[]).flatMap(ownWords) : [];
}

/** A translated page with paragraphs still in the main language, or links to main-language pages that have a twin in its own. */
function untranslated(page: GraphPage, graph: ContentGraph, main: string): ContentProblem[] {
  if (page.lang === main || !page.tree) return [];
  const problems: ContentProblem[] = [];
  visit(page.tree as Root, 'paragraph', (node: Paragraph, _index, parent) => {
    // A quotation (> …) is what an English screen says, quoted on purpose.
    if (parent?.type === 'blockquote') return;
    const words = ownWords(node);
    const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
    const own = words.filter((word) => SPANISH_WORDS.has(word)).length;
    if (words.length >= 8 && english >= 4 && english > own * 2) {
      problems.push(warning(page, node.position?.start.line ?? 1, node.position?.start.column, 'this paragraph is still in English', 'translate it, keeping the bold labels of English-only screens as they are'));
    }
  });
  for (const link of page.facts?.links ?? []) {
    if (!link.url.startsWith('/') || link.url.startsWith(`/${page.lang}/`) || link.url === `/${page.lang}`) continue;
    const twin = graph.byPath.get(routeOfLink(link.url))?.twins[page.lang];
    if (twin) problems.push(warning(page, link.line, link.column, `${link.url} leads to the English page`, `link to the page in this language: ${pageHref(twin).replace(/\/$/, '')}${link.url.includes('#') ? link.url.slice(link.url.indexOf('#')) : ''}`));
  }
  return problems;
}
