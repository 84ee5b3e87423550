import type { PageNotice } from '../../notices.ts';
import type { FactsChecked, PageData } from '../../page-types.ts';
import { fill } from '../../ui-strings.ts';
import { isNotFoundKey } from '../../routing.ts';
import { publicAddress } from '../../urls.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { noticesOn } from '../graph/notices-file.ts';
import { qrCodeAddress } from '../graph/qr-code.ts';
import { citedSources, factsChecked } from '../graph/sources-file.ts';
import { pageHandouts } from './page-handouts.ts';
import { pageTrail } from './page-trail.ts';

/**
 * What the page chrome shows around a page's content, given when the page is
 * rendered (prerendered by src/engine/node/publish/prerender.ts, or by `npm run
 * dev` on each request), as Starlight's route data or VitePress's site data:
 * header fields, where it sits (breadcrumbs, the guides beside it, from every
 * page's title and parent), the outline of its sections, its language's words,
 * its printed address and the state of its translation. None of it is in the
 * page's body (graph/compile-page.ts), so a sibling's new title or a changed
 * word of the chrome re-renders pages without making any body again.
 */
export function pageData(page: GraphPage, graph: ContentGraph): PageData {
  let made = pageDataMade.get(page);
  if (!made) pageDataMade.set(page, (made = makePageData(page, graph)));
  return made;
}

/** Each page's, once per graph (a page belongs to one graph). */
const pageDataMade = new WeakMap<GraphPage, PageData>();

/** The public address printed at the foot of a page's handout, or none (the not-found page). */
function printAddressOf(page: GraphPage, graph: ContentGraph): string | undefined {
  return isNotFoundKey(page.key) ? undefined : publicAddress(graph.site!.siteUrl, page.path);
}

function makePageData(page: GraphPage, graph: ContentGraph): PageData {
  const { title, parent, printable, layout } = page.frontmatter;
  const { locale } = page;
  const printAddress = printAddressOf(page, graph);
  return {
    path: page.key,
    title,
    parent,
    printable,
    layout,
    lastUpdated: page.lastUpdated,
    file: page.file,
    ...factsOf(page, graph),
    ...pageTrail(page.key, page.frontmatter, graph.pages, { href: locale.site.homePage, title: locale.ui.home }),
    outline: page.outline,
    locale,
    ...(printAddress ? { print: { url: printAddress, qr: qrCodeAddress(printAddress) } } : {}),
    ...(page.translation?.status === 'outdated' ? { outdated: { since: page.translation.sourceChanged, original: page.translation.original } } : {}),
    // Bare pages show nothing but their own words; the not-found page is at no address a notice could name.
    notices: layout === 'bare' || isNotFoundKey(page.key) ? [] : printedOnce(page, graph, noticesOn(page, graph.notices, { languages: graph.site!.languages, siteUrl: graph.site!.siteUrl, links: (graph.strings.get(page.lang)?.site ?? graph.site!).links, exists: (route) => graph.byPath.has(route), now: graph.madeAt })),
    ...pageHandouts(page, graph),
  };
}

/** When a guide's facts were checked against its sources (its own and, on a translation, its original's). */
function factsOf(page: GraphPage, graph: ContentGraph): { factsChecked?: FactsChecked } {
  const facts = factsChecked(citedSources(page, graph.byKey, graph.site!.languages[0]!.code), graph.sources);
  return facts ? { factsChecked: facts } : {};
}

/**
 * When a printed notice stands, in the page's language and the site's time zone: a sheet is read days later, so
 * "Until January 31, 2027" (the last day, as notices.yaml gives it: its end is the next day's first moment).
 */
function noticeDates(notice: PageNotice, page: GraphPage, graph: ContentGraph): string {
  const format = new Intl.DateTimeFormat(page.locale.ui.dateLocale, { dateStyle: 'long', timeZone: graph.site!.timeZone });
  const until = format.format(new Date(Date.parse(notice.until) - 1));
  return notice.from
    ? fill(page.locale.ui.noticeFromUntil, { from: format.format(new Date(notice.from)), until })
    : fill(page.locale.ui.noticeUntil, { date: until });
}

/** A page's address without its #section or closing slash, to compare links by. */
const pageOf = (href: string) => href.split('#')[0]!.replace(/(.)\/$/, '$1');

/**
 * A handout prints each address once (graph/remark-content.ts): a notice's link
 * to a page the guide links to as well prints no address of its own, the
 * guide's link does.
 */
function printedOnce(page: GraphPage, graph: ContentGraph, notices: PageNotice[]): PageNotice[] {
  const linked = new Set((page.facts?.links ?? []).map((link) => pageOf(link.url)));
  return notices.map((notice) => ({
    ...notice,
    ...(notice.print ? { dates: noticeDates(notice, page, graph) } : {}),
    pieces: notice.pieces.map(({ printUrl, ...piece }) => (piece.href !== undefined && linked.has(pageOf(piece.href)) ? piece : { ...piece, ...(printUrl === undefined ? {} : { printUrl }) })),
  }));
}

/**
 * The guides a page prints after its own top, in print order, as the render
 * job gives them (src/handouts/render.tsx): a packet's guides, each followed by
 * its twin when it prints in two languages (`both`); on a guide's handout in
 * two languages, the guide and its twin. Data only, made here in Node: the
 * renderer never reads the graph.
 */
export function handoutGuides(page: GraphPage, graph: ContentGraph, both: boolean): PageData[] {
  const data = pageData(page, graph);
  const keys = data.packet
    ? data.packet.guides.flatMap((guide) => [guide.href, ...(both && guide.twin ? [guide.twin.href] : [])])
    : both && data.bilingual
      ? [data.path, data.bilingual.twin.href]
      : [];
  return keys.flatMap((key) => {
    const guide = graph.byKey.get(key);
    return guide ? [pageData(guide, graph)] : [];
  });
}
