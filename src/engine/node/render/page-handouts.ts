import { bilingualRoute } from '../../../handouts/bilingual.ts';
import type { PageData, PageLink } from '../../page-types.ts';
import { schoolEntries } from '../../schools.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';

/**
 * What a page needs to know, at build time, about the handouts it prints: its
 * handout in two languages, a packet's guides, and what the packet builder
 * offers (src/handouts/, src/layout/Handout.tsx). Computed from the content
 * graph, so each page carries only its own.
 */

/** The other language of a page's handouts: the main language's pages print with the second language, every other with the main one. */
export function otherLanguage(lang: string, graph: ContentGraph): string | undefined {
  const codes = graph.site!.languages.map((language) => language.code);
  return lang === codes[0] ? codes[1] : codes[0];
}

const link = (page: GraphPage): PageLink => ({ href: page.key, title: page.frontmatter.title });

/** A page's twin in the other language of its handouts. */
function twinOf(page: GraphPage, graph: ContentGraph): GraphPage | undefined {
  const other = otherLanguage(page.lang, graph);
  const key = other === undefined ? undefined : page.twins[other];
  return key === undefined ? undefined : graph.byKey.get(key);
}

/** Whether a page uses a building block. */
const uses = (page: GraphPage, name: string) => page.facts?.blocks.includes(name) ?? false;

export const BUILDER_BLOCK = 'PacketBuilder';

const builders = new WeakMap<ContentGraph, Map<string, GraphPage | undefined>>();
/** The page of a language that holds the packet builder, if one does (looked for once per graph and language). */
export function builderPage(lang: string, graph: ContentGraph): GraphPage | undefined {
  let found = builders.get(graph);
  if (!found) builders.set(graph, (found = new Map()));
  if (!found.has(lang)) found.set(lang, graph.pages.find((page) => page.lang === lang && uses(page, BUILDER_BLOCK)));
  return found.get(lang);
}

const schoolsIn = (lang: string, graph: ContentGraph) => schoolEntries(graph.schools, lang, graph.site!.languages[0]!.code).map(({ id, name }) => ({ id, name }));

/** Guides that print on their own: printable, not packets. */
const isPrintableGuide = (page: GraphPage) => page.frontmatter.printable && !page.frontmatter.packet;

/**
 * Guides in the site's reading order, the order a family follows them: by section as the menu lists them
 * (site.yaml `nav`; sections it does not list after, by address), a section before the sections inside it, then
 * within a section by each guide's `order:` (the order of the tasks), those without one after, by address.
 */
export function readingOrder(guides: readonly GraphPage[], graph: ContentGraph): GraphPage[] {
  const codes = new Set(graph.site!.languages.map((language) => language.code));
  // A route without its language: `/es/mfa/x` reads as `/mfa/x`.
  const bare = (route: string) => route.split('/').filter((part, index) => !(index === 1 && codes.has(part))).join('/').toLowerCase();
  const menu = graph.site!.nav.map((item) => bare(item.href).split('/')[1] ?? '');
  const sectionPlace = (route: string) => {
    const place = menu.indexOf(bare(route).split('/')[1] ?? '');
    return place < 0 ? menu.length : place;
  };
  const parentOf = (guide: GraphPage) => bare(guide.frontmatter.parent ?? '/');
  const order = (guide: GraphPage) => guide.frontmatter.order ?? Number.POSITIVE_INFINITY;
  return [...guides].sort(
    (a, b) =>
      sectionPlace(parentOf(a)) - sectionPlace(parentOf(b)) ||
      parentOf(a).localeCompare(parentOf(b)) ||
      order(a) - order(b) ||
      a.path.localeCompare(b.path),
  );
}

/** A section's name in the page's language: its page's title, or "Home" for the guides under the home page. */
function sectionTitle(parent: string, page: GraphPage, graph: ContentGraph): string {
  const found = graph.byPath.get(parent);
  const local = found && found.lang !== page.lang ? graph.byKey.get(found.twins[page.lang] ?? '') : found;
  // The home page's title (`/`, `/es`) is a welcome line; as a section it is "Home", as in the trail (page-trail.ts).
  const isHome = parent.split('/').filter(Boolean).every((part) => part === page.lang);
  return local && !isHome ? local.frontmatter.title : page.locale.ui.home;
}

export function pageHandouts(page: GraphPage, graph: ContentGraph): Pick<PageData, 'bilingual' | 'packet' | 'builder' | 'pdf'> {
  const handouts: Pick<PageData, 'bilingual' | 'packet' | 'builder' | 'pdf'> = {};
  const pdf = graph.pdfs?.get(page.key);
  if (pdf) handouts.pdf = pdf;
  const twin = page.frontmatter.printable ? twinOf(page, graph) : undefined;
  if (twin) {
    const route = bilingualRoute(page.key);
    const bothPdf = graph.pdfs?.get(route);
    handouts.bilingual = { route, lang: twin.lang, twin: link(twin), ...(bothPdf ? { pdf: bothPdf } : {}) };
  }

  const packet = page.frontmatter.packet;
  if (packet) {
    const guides = packet.guides.flatMap((route) => graph.byPath.get(route) ?? []);
    const twinFor = twinOf(page, graph)?.frontmatter.packet?.for;
    handouts.packet = {
      for: packet.for,
      ...(twinFor ? { twinFor } : {}),
      guides: guides.map((guide) => {
        const guideTwin = twinOf(guide, graph);
        return { ...link(guide), description: guide.frontmatter.description, ...(guideTwin ? { twin: link(guideTwin) } : {}) };
      }),
      builder: builderPage(page.lang, graph)?.key,
      schools: schoolsIn(page.lang, graph),
    };
  }

  if (uses(page, BUILDER_BLOCK)) {
    const guides = readingOrder(
      graph.pages.filter((candidate) => candidate.lang === page.lang && isPrintableGuide(candidate)),
      graph,
    );
    const sections = new Map<string, GraphPage[]>();
    for (const guide of guides) sections.set(guide.frontmatter.parent ?? '/', [...(sections.get(guide.frontmatter.parent ?? '/') ?? []), guide]);
    const other = otherLanguage(page.lang, graph);
    handouts.builder = {
      sections: [...sections].map(([parent, inSection]) => ({
        title: sectionTitle(parent, page, graph),
        guides: inSection.map((guide) => {
          const guideTwin = twinOf(guide, graph);
          return { ...link(guide), ...(guideTwin ? { twin: link(guideTwin) } : {}) };
        }),
      })),
      packets: graph.pages
        .filter((candidate) => candidate.lang === page.lang && candidate.frontmatter.packet)
        .map((candidate) => ({ title: candidate.frontmatter.title, twinTitle: twinOf(candidate, graph)?.frontmatter.title, guides: candidate.frontmatter.packet!.guides })),
      schools: schoolsIn(page.lang, graph),
      languages: [page.lang, ...(other ? [other] : [])].map((code) => ({ code, name: graph.site!.languages.find((language) => language.code === code)!.name })),
    };
    const twinBuilder = other === undefined ? undefined : builderPage(other, graph)?.key;
    if (twinBuilder) handouts.builder.twinBuilder = twinBuilder;
  }
  return handouts;
}

/**
 * Every printable page's handout in two languages (src/handouts/bilingual.ts),
 * with its twin's title in its own: a print of the page, a document of its
 * own at its own address (its canonical link) that search engines leave out
 * (noindex), so they send readers to the page itself.
 */
export function bilingualHandouts(graph: ContentGraph): { page: GraphPage; route: string; title: string }[] {
  return graph.pages.flatMap((page) => {
    const other = otherLanguage(page.lang, graph);
    // A packet too: printed in two languages without JavaScript, each guide followed by its twin.
    const twin = page.frontmatter.printable && other !== undefined ? graph.byKey.get(page.twins[other] ?? '') : undefined;
    return twin ? [{ page, route: bilingualRoute(page.path), title: `${page.frontmatter.title} · ${twin.frontmatter.title} | ${page.locale.site.name}` }] : [];
  });
}
