import type { PageContent, PageData } from '../engine/page-types.ts';
import type { Handout } from '../shared/handout-compose.ts';
import { BothIntro, HandoutLinks, HandoutSections, PacketCover, PacketGuides, PacketOptions } from './Handout.tsx';
import { PageProvider } from './page-context.tsx';
import { isNotFoundKey } from '../engine/routing.ts';
import { LocaleProvider } from './locale.tsx';
import { OutdatedNotice } from './OutdatedNotice.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { MIN_OUTLINE_ENTRIES, OnThisPage } from './OnThisPage.tsx';
import { Notices } from './Notices.tsx';
import { FactsChecked } from './FactsChecked.tsx';
import { PageMeta } from './PageMeta.tsx';
import { PrintFooter } from './PrintFooter.tsx';
import { SectionGuides } from './SectionGuides.tsx';
import { Shell } from './Shell.tsx';
import { SubNav } from './SubNav.tsx';

/** The element around a page's body and printed footer: what its handouts print of it (src/handouts/render.tsx keepSection). */
export const PAGE_BODY_CLASS = 'page-body';

/**
 * One page (a route, or a not-found key), rendered to static HTML at build
 * time: its chrome, Back/Print bar, breadcrumbs, title, "On this page", body
 * (`Content`, from its tree: page-body.ts, its blocks bound to their components
 * by src/entry-server.tsx, above the blocks, which use the chrome's parts), the other guides of its section, the
 * "last updated" line and, printed only, where it is online. The chrome's data
 * comes with the page (`page`, src/engine/page-types.ts). No React runs in the
 * browser: the page's one script (src/browser/page.ts) makes its widgets work.
 *
 * `handout`: the other guides it prints (src/handouts/render.tsx): a family
 * packet's, or, on a guide's handout in two languages (`handout.both`), the
 * guide and its twin in place of its body.
 */
export function PageView({ Content, page, handout }: { Content: PageContent; page: PageData; handout?: Handout }) {
  const { site } = page.locale;
  const isNotFound = isNotFoundKey(page.path);
  const { packet } = page;
  const both = handout?.both ?? false;
  /** A guide's handout in two languages: its body is its two sections. */
  const bothGuide = both && !packet;

  const outlined = page.layout === 'default' && page.outline.length >= MIN_OUTLINE_ENTRIES && !bothGuide;
  const parent = page.trail.at(-1);
  const classes = ['page', page.printable && 'page--printable', page.layout === 'wide' && 'page--wide', packet && 'page--packet', bothGuide && 'page--both', both && 'page--two-languages'];
  return (
    <LocaleProvider locale={page.locale}>
    <PageProvider page={page}>
    <Shell bare={page.layout === 'bare'} page={isNotFound ? undefined : page}>
      <div className={outlined ? 'page-frame page-frame--outlined' : 'page-frame'}>
        <article className={classes.filter(Boolean).join(' ')}>
          {page.notices.length > 0 ? <Notices notices={page.notices} path={page.path} /> : null}
          {page.parent || page.printable ? <SubNav parent={bothGuide ? page.path : page.parent} printable={page.printable} links={page.printable ? <HandoutLinks page={page} both={both} /> : null} /> : null}
          {page.printable && page.trail.length > 1 ? <Breadcrumbs trail={page.trail} title={page.title} /> : null}
          <p className="print-header">
            {site.name} · {site.office.name}
          </p>
          {page.outdated ? <OutdatedNotice {...page.outdated} /> : null}
          <h1 id="page-title">
            {page.title}
          </h1>
          {both && page.bilingual ? (
            <p className="handout-twin-title" lang={page.bilingual.lang}>
              {page.bilingual.twin.title}
            </p>
          ) : null}
          {/* A handout of several guides says it once, with them (HandoutSections). */}
          {page.printable && page.locale.lang !== page.locale.alternates[0]?.code && !handout ? <p className="screens-note">{page.locale.ui.screensLanguage}</p> : null}
          {packet ? (
            <>
              <p className="packet-for">{packet.for}</p>
              {both && packet.twinFor && page.bilingual ? (
                <p className="packet-for" lang={page.bilingual.lang}>
                  {packet.twinFor}
                </p>
              ) : null}
              <PacketCover twin={handout?.twinLocale} />
            </>
          ) : null}
          {outlined ? <OnThisPage outline={page.outline} variant="collapsed" /> : null}
          {bothGuide ? (
            <BothIntro page={page} />
          ) : (
            <div className={PAGE_BODY_CLASS}>
              <Content />
              {page.factsChecked ? <FactsChecked facts={page.factsChecked} /> : null}
              {page.print ? <PrintFooter url={page.print.url} qr={page.print.qr} /> : null}
            </div>
          )}
          {packet ? (
            <>
              <PacketGuides packet={packet} twin={both ? handout?.twinLocale : undefined} />
              {both ? null : <PacketOptions page={page} packet={packet} />}
            </>
          ) : null}
          {handout ? <HandoutSections handout={handout} /> : null}
          {page.siblings.length > 0 && parent && !bothGuide ? <SectionGuides guides={page.siblings} current={page.path} parentTitle={parent.title} /> : null}
          {page.layout === 'bare' || isNotFound ? null : <PageMeta page={page} />}
        </article>
        {outlined ? <OnThisPage outline={page.outline} variant="aside" /> : null}
      </div>
    </Shell>
    </PageProvider>
    </LocaleProvider>
  );
}
