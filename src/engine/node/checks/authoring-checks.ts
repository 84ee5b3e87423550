import type { ContentProblem } from '../../problems.ts';
import { pageHref } from '../../urls.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { ENGLISH_WORDS } from '../graph/page-checks/untranslated-paragraphs.ts';
import { withoutComments } from '../graph/parse-page.ts';

/**
 * The rules of the authoring guide (content/README.md) that are not errors but
 * that an editor should hear about, as warnings with file and line:
 *  - an outside address typed into a guide instead of a `link:` key of site.yaml;
 *  - "click here" and other words that only make sense on a screen;
 *  - a page no other page, menu or footer links to;
 *  - a translated page whose headings, labels or links are still the main
 *    language's.
 * Those seen in one page's tree alone (a heading level skipped, a paragraph left
 * in English) are page checks, made with the page's part (graph/page-checks/).
 */
export function authoringWarnings(graph: ContentGraph): ContentProblem[] {
  const main = graph.site?.languages[0]?.code ?? 'en';
  return [...graph.pages.flatMap((page) => [...typedAddresses(page, graph), ...screenWords(page), ...untranslated(page, graph, main)]), ...orphans(graph, main)];
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
    [...text.matchAll(/(https:\/\/[^)\s"'<>\]]+)/gi)].filter((match) => !/[{}]/.test(match[1]!) && text[match.index - 1] !== '<').map((match) => {
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

/** Routes as links name them: `/MFA/`, `/mfa#top` → `/mfa`. */
const routeOfLink = (url: string) => url.split(/[#?]/)[0]!.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * Main-language pages nothing leads to: no other page, the menu, the footer's
 * help page or the office page. Not warned: the home page; the not-found page
 * (not a page of the graph); bare pages (layout: bare, shown inside other
 * places by design, such as /blue); and a page whose header says why it is
 * reached from outside only (unlinked: "…", such as a form's thank-you page).
 * Nothing is said while a page cannot be read: its links are not known.
 */
function orphans(graph: ContentGraph, main: string): ContentProblem[] {
  const site = graph.site;
  // A page that cannot be read (its own mistake, reported there) may be the one that links to the others.
  if (!site || graph.files.some((part) => part.facts === undefined)) return [];
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

/** Words of English headings and labels that are not in a translation's own language (with ENGLISH_WORDS). */
const ENGLISH_TITLE_WORDS = new Set(['before', 'start', 'get', 'help', 'what', 'how', 'my', 'i', 'an', 'in', 'up', 'new', 'sign', 'set', 'wrong', 'forgot', 'forgotten', 'do', 'not', 'need', 'step', 'steps', 'install', 'open', 'add', 'account', 'password', 'locked', 'out']);

/** A translated page whose headings and labels are the original's words, or whose links lead to main-language pages that have a twin in its own. */
function untranslated(page: GraphPage, graph: ContentGraph, main: string): ContentProblem[] {
  if (page.lang === main) return [];
  const problems: ContentProblem[] = [];
  // Headings, tab labels and question titles are short: one still in English is one written exactly as in the original.
  const original = graph.byPath.get(page.twins[main] ?? '');
  if (original?.facts && page.facts) {
    const originalTitles = new Set(original.facts.titles.map((title) => title.text.toLowerCase()));
    for (const title of page.facts.titles) {
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
