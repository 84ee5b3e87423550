import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentProblem } from '../../problems.ts';
import { pageHref } from '../../urls.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { withoutComments } from '../graph/parse-page.ts';

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
  en: /\b(click here|tap here|here\]\(|the tabs? (?:above|below)|see (?:above|below)|shown (?:above|below)|the button (?:above|below)|the button for your (?:store|phone))/i,
  es: /(haga clic aquí|pulse aquí|toque aquí|(?<![\p{L}])aquí\]\(|(?:vea|consulte) (?:más )?(?:arriba|abajo)|la pestaña de (?:arriba|abajo)|el botón de (?:arriba|abajo)|el botón de su (?:tienda|teléfono))/iu,
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

/**
 * Main-language pages nothing leads to: no other page, the menu, the footer's
 * help page or the office page. Not warned: the home page; the not-found page
 * (not a page of the graph); bare pages (layout: bare, shown inside other
 * places by design, such as /blue); and a page whose header says why it is
 * reached from outside only (unlinked: "…", such as a form's thank-you page).
 */
function orphans(graph: ContentGraph, main: string): ContentProblem[] {
  const site = graph.site;
  if (!site) return [];
  const fromSite = new Set<string>(['/', routeOfLink(site.helpPage), routeOfLink(site.office.page), ...site.nav.map((item) => routeOfLink(item.href))]);
  const aliasOf = new Map(graph.aliases.map((alias) => [routeOfLink(alias.from), alias.to]));
  /** The pages each route is linked from (a page's link to itself does not count). */
  const linkedFrom = new Map<string, Set<string>>();
  const add = (route: string, from: string) => {
    for (const target of [route, aliasOf.get(route)]) if (target) linkedFrom.set(target, (linkedFrom.get(target) ?? new Set()).add(from));
  };
  for (const page of graph.pages) for (const link of page.facts?.links ?? []) if (link.url.startsWith('/')) add(routeOfLink(link.url), page.path);
  for (const route of fromSite) add(route, 'site.yaml');
  const linked = (page: GraphPage) => [...(linkedFrom.get(page.path) ?? [])].some((from) => from !== page.path);
  return graph.pages
    .filter((page) => page.lang === main && page.frontmatter.layout !== 'bare' && page.frontmatter.unlinked === undefined && !linked(page))
    .map((page) =>
      warning(
        page,
        1,
        undefined,
        `no page links to ${page.path}, so readers cannot find it`,
        `link to it from ${page.frontmatter.parent ?? 'the page above it'}, for example with a <Card>, or from a guide that mentions it; if readers reach it from outside on purpose (a form's thank-you page), say so in its header: unlinked: "why"`,
      ),
    );
}

const ENGLISH_WORDS = new Set(['the', 'and', 'you', 'your', 'to', 'of', 'is', 'are', 'this', 'that', 'with', 'for', 'on', 'it', 'be', 'if', 'can', 'will', 'from', 'or', 'have', 'then', 'select', 'when']);
const SPANISH_WORDS = new Set(['el', 'la', 'de', 'que', 'y', 'en', 'los', 'las', 'su', 'para', 'con', 'por', 'una', 'un', 'es', 'se', 'no', 'del', 'al', 'lo', 'sus', 'si', 'seleccione', 'cuando']);

/** Words of English headings and labels that are not in a translation's own language (with ENGLISH_WORDS). */
const ENGLISH_TITLE_WORDS = new Set(['before', 'start', 'get', 'help', 'what', 'how', 'my', 'i', 'an', 'in', 'up', 'new', 'sign', 'set', 'wrong', 'forgot', 'forgotten', 'do', 'not', 'need', 'step', 'steps', 'install', 'open', 'add', 'account', 'password', 'locked', 'out']);

/** The short texts of a page a translator writes: headings, and the label or title of a tab, a question, a card or a box. */
function titlesOf(tree: Root): { text: string; line: number; column?: number; kind: string }[] {
  const found: { text: string; line: number; column?: number; kind: string }[] = [];
  visit(tree, (node) => {
    const place = { line: node.position?.start.line ?? 1, column: node.position?.start.column };
    if (node.type === 'heading') found.push({ text: ownWords(node as RootContent).join(' ') === '' ? '' : toText(node as RootContent).trim(), ...place, kind: 'heading' });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'label' || attribute.name === 'title') && typeof attribute.value === 'string') {
          found.push({ text: attribute.value.trim(), ...place, kind: `<${node.name}> ${attribute.name}` });
        }
      }
    }
  });
  return found.filter((title) => title.text !== '');
}

/** A node's words as a reader sees them. */
function toText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(toText).join('') : '';
}

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
  // Headings, tab labels and question titles are short: one still in English is one written exactly as in the original.
  const original = graph.byPath.get(page.twins[main] ?? '');
  if (original?.tree) {
    const originalTitles = new Set(titlesOf(original.tree as Root).map((title) => title.text.toLowerCase()));
    for (const title of titlesOf(page.tree as Root)) {
      const words = title.text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
      if (originalTitles.has(title.text.toLowerCase()) && words.some((word) => ENGLISH_WORDS.has(word) || ENGLISH_TITLE_WORDS.has(word))) {
        problems.push(warning(page, title.line, title.column, `the ${title.kind} "${title.text}" is still in English`, 'translate it as the original page says it in English; keep product names as they are'));
      }
    }
  }
  for (const link of page.facts?.links ?? []) {
    if (!link.url.startsWith('/') || link.url.startsWith(`/${page.lang}/`) || link.url === `/${page.lang}`) continue;
    const twin = graph.byPath.get(routeOfLink(link.url))?.twins[page.lang];
    if (twin) problems.push(warning(page, link.line, link.column, `${link.url} leads to the English page`, `link to the page in this language: ${pageHref(twin).replace(/\/$/, '')}${link.url.includes('#') ? link.url.slice(link.url.indexOf('#')) : ''}`));
  }
  return problems;
}
