import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { markdownComponents } from '../components/index.ts';
import { ROUTER_BASENAME, pageAddress } from '../engine/base.ts';
import { loadPage } from '../engine/page-loader.ts';
import type { ClientPage } from '../engine/pages.ts';
import { LocaleProvider } from '../layout/locale.tsx';
import { handoutBody, type HandoutSection } from './compose.ts';

/**
 * The guides a page prints after its own top, at build time (server only):
 * a packet's guides, each followed by its twin when the packet prints in two
 * languages; a guide's own page and its twin for its handout in two languages.
 * Each is rendered in its own language (its words around the content too:
 * the printed address, the tab labels) and made into a section (compose.ts).
 */
export interface Handout {
  sections: HandoutSection[];
  /** Printed in two languages. */
  both: boolean;
}

async function sectionOf(key: string, number: number): Promise<HandoutSection> {
  const { default: Content, page } = await loadPage(key);
  const html = renderToString(
    <StaticRouter basename={ROUTER_BASENAME} location={pageAddress(page.path)}>
      <LocaleProvider locale={page.locale}>
        <Content components={markdownComponents} />
      </LocaleProvider>
    </StaticRouter>,
  );
  const translated = page.locale.lang !== page.locale.alternates[0]?.code;
  // React asks the browser to preload a page's pictures; a handout's print only, so it fetches none up front.
  const body = html.replace(/<link rel="preload" as="image"[^>]*>/g, '');
  return { lang: page.locale.lang, title: page.title, html: handoutBody(body, `g${number}-`), ...(translated ? { note: page.locale.ui.screensLanguage } : {}) };
}

export async function handoutOf(page: ClientPage, both: boolean): Promise<Handout | undefined> {
  const keys = page.packet
    ? page.packet.guides.flatMap((guide) => [guide.href, ...(both && guide.twin ? [guide.twin.href] : [])])
    : both && page.bilingual
      ? [page.path, page.bilingual.twin.href]
      : [];
  if (keys.length === 0) return undefined;
  return { sections: await Promise.all(keys.map((key, index) => sectionOf(key, index + 1))), both };
}
