import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pageComponents } from '../blocks/page-components.ts';
import { BASE_PATH, pageAddress } from '../engine/base-path.ts';
import { pageContent } from '../engine/page-body.ts';
import type { HandoutJob, PageBodies, PageData } from '../engine/page-types.ts';
import { FactsChecked } from '../layout/FactsChecked.tsx';
import { LocaleProvider } from '../layout/locale.tsx';
import { PAGE_BODY_CLASS } from '../layout/PageView.tsx';
import { Notices } from '../layout/Notices.tsx';
import { PrintFooter } from '../layout/PrintFooter.tsx';
import { handoutBody, type Handout, type HandoutSection } from '../shared/handout-compose.ts';

/**
 * Renders the guides a page prints after its own top (server only), each in
 * its own language (its words around the content too: the printed address,
 * the tab labels), made into a section (src/shared/handout-compose.ts). The guides' data comes
 * with the render job, made in Node from the content graph (handoutGuides,
 * src/engine/node/render/page-handouts.ts).
 */

/**
 * Guides' bodies as a handout prints them, by guide and printed address: a build renders many handouts
 * from one set of pages (each guide is in its own handout in two languages, its twin's, and packets),
 * so a render worker keeps one of these for all its pages and each guide's body is rendered once.
 */
export type RenderedSections = Map<string, string>;

/** A guide's body, when its facts were checked, and its printed footer, as a handout prints it. */
function sectionHtml(page: PageData, bodies: PageBodies): string {
  const Content = pageContent(bodies, page.path);
  const html = renderToString(
    <StaticRouter basename={BASE_PATH} location={pageAddress(page.path)}>
      <LocaleProvider locale={page.locale}>
        <Content components={pageComponents} />
        {page.factsChecked ? <FactsChecked facts={page.factsChecked} /> : null}
        {page.print ? <PrintFooter url={page.print.url} qr={page.print.qr} /> : null}
      </LocaleProvider>
    </StaticRouter>,
  );
  // React asks the browser to preload a page's pictures; a handout's print only, so it fetches none up front.
  return html.replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

const sectionKey = (page: PageData) => `${page.path} ${page.print?.url ?? ''}`;

/** A div's opening or closing tag: React writes `<` in a text or an attribute as `&lt;`, so every match is markup. */
const DIV_TAG = /<div[\s>]|<\/div>/g;

/**
 * Keeps a printable guide's body as its own page shows it (the inside of `PAGE_BODY_CLASS`: its content and printed
 * footer, rendered as sectionHtml renders them) for its handouts, so a build renders each guide's body once, not
 * again for its handouts. A packet's own body prints only on its own page, and its footer reads the page (PrintFooter).
 */
export function keepSection(page: PageData, pageHtml: string, rendered: RenderedSections): void {
  if (!page.printable || page.packet) return;
  const opening = `<div class="${PAGE_BODY_CLASS}">`;
  const start = pageHtml.indexOf(opening);
  if (start < 0) return;
  DIV_TAG.lastIndex = start + opening.length;
  for (let depth = 1, tag = DIV_TAG.exec(pageHtml); tag; tag = DIV_TAG.exec(pageHtml)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      rendered.set(sectionKey(page), pageHtml.slice(start + opening.length, tag.index));
      return;
    }
  }
}

/** A guide's notices marked for print, in its language, for the top of its section (its page shows them above its title). */
function printedNotices(page: PageData): string {
  const notices = page.notices.filter((notice) => notice.print);
  if (notices.length === 0) return '';
  return renderToString(
    <StaticRouter basename={BASE_PATH} location={pageAddress(page.path)}>
      <LocaleProvider locale={page.locale}>
        <Notices notices={notices} path={page.path} />
      </LocaleProvider>
    </StaticRouter>,
  );
}

function sectionOf(page: PageData, number: number, bodies: PageBodies, rendered?: RenderedSections): HandoutSection {
  const key = sectionKey(page);
  const body = rendered?.get(key) ?? sectionHtml(page, bodies);
  rendered?.set(key, body);
  const html = printedNotices(page) + body;
  const translated = page.locale.lang !== page.locale.alternates[0]?.code;
  return { lang: page.locale.lang, title: page.title, html: handoutBody(html, `g${number}-`), ...(translated ? { note: page.locale.ui.screensLanguage } : {}) };
}

/** `rendered`: guides' bodies rendered before for other handouts of the same build (none in `npm run dev`, where a save may change them). */
export function handoutOf(job: HandoutJob | undefined, bodies: PageBodies, rendered?: RenderedSections): Handout | undefined {
  if (!job || job.guides.length === 0) return undefined;
  const sections = job.guides.map((guide, index) => sectionOf(guide, index + 1, bodies, rendered));
  const twinLocale = job.both ? job.guides.find((guide) => guide.locale.lang !== job.guides[0]!.locale.lang)?.locale : undefined;
  return { sections, both: job.both, ...(twinLocale ? { twinLocale } : {}) };
}
