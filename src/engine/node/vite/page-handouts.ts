import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isJsx } from '../../../blocks/block.ts';
import { bilingualRoute } from '../../../handouts/bilingual.ts';
import type { ClientPage, PageLink } from '../../pages.ts';
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
function uses(tree: Root | undefined, name: string): boolean {
  let found = false;
  if (tree)
    visit(tree, (node) => {
      if (isJsx(node) && node.name === name) found = true;
    });
  return found;
}

export const BUILDER_BLOCK = 'PacketBuilder';

const builders = new WeakMap<ContentGraph, Map<string, GraphPage | undefined>>();
/** The page of a language that holds the packet builder, if one does (looked for once per graph and language). */
export function builderPage(lang: string, graph: ContentGraph): GraphPage | undefined {
  let found = builders.get(graph);
  if (!found) builders.set(graph, (found = new Map()));
  if (!found.has(lang)) found.set(lang, graph.pages.find((page) => page.lang === lang && uses(page.tree, BUILDER_BLOCK)));
  return found.get(lang);
}

const schoolsIn = (lang: string, graph: ContentGraph) => schoolEntries(graph.schools, lang, graph.site!.languages[0]!.code).map(({ id, name }) => ({ id, name }));

/** Guides that print on their own: printable, not packets. */
const isPrintableGuide = (page: GraphPage) => page.frontmatter.printable && !page.frontmatter.packet;

export function pageHandouts(page: GraphPage, graph: ContentGraph): Pick<ClientPage, 'bilingual' | 'packet' | 'builder' | 'pdf'> {
  const handouts: Pick<ClientPage, 'bilingual' | 'packet' | 'builder' | 'pdf'> = {};
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
    handouts.packet = {
      for: packet.for,
      guides: guides.map((guide) => {
        const guideTwin = twinOf(guide, graph);
        return { ...link(guide), description: guide.frontmatter.description, ...(guideTwin ? { twin: link(guideTwin) } : {}) };
      }),
      builder: builderPage(page.lang, graph)?.key,
      schools: schoolsIn(page.lang, graph),
    };
  }

  if (uses(page.tree, BUILDER_BLOCK)) {
    const guides = graph.pages.filter((candidate) => candidate.lang === page.lang && isPrintableGuide(candidate));
    const sections = new Map<string, GraphPage[]>();
    for (const guide of guides) sections.set(guide.frontmatter.parent ?? '/', [...(sections.get(guide.frontmatter.parent ?? '/') ?? []), guide]);
    const other = otherLanguage(page.lang, graph);
    handouts.builder = {
      sections: [...sections].map(([parent, inSection]) => ({
        title: graph.byPath.get(parent)?.frontmatter.title ?? page.locale.ui.home,
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
  }
  return handouts;
}
