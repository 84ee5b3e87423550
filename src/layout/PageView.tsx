import { markdownComponents } from '../components/index.ts';
import type { PageData, PageModule } from '../engine/pages.ts';
import { isNotFoundKey } from '../engine/routing.ts';
import { LocaleProvider } from './locale.tsx';
import { OutdatedNotice } from './OutdatedNotice.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { MIN_OUTLINE_ENTRIES, OnThisPage } from './OnThisPage.tsx';
import { Notices } from './Notices.tsx';
import { PageMeta } from './PageMeta.tsx';
import { PrintFooter } from './PrintFooter.tsx';
import { SectionGuides } from './SectionGuides.tsx';
import { Shell } from './Shell.tsx';
import { SubNav } from './SubNav.tsx';

/**
 * One page (a route, or a not-found key), rendered to static HTML at build
 * time: its chrome, Back/Print bar, breadcrumbs, title, "On this page", body
 * (its compiled module's `Content`), the other guides of its section, the
 * "last updated" line and, printed only, where it is online. The chrome's data
 * comes with the page (`page`, src/engine/pages.ts). No React runs in the
 * browser: the page's one script (src/browser/page.ts) makes its widgets work.
 */
export function PageView({ Content, page }: { Content: PageModule['default']; page: PageData }) {
  const { site } = page.locale;
  const isNotFound = isNotFoundKey(page.path);

  const outlined = page.layout === 'default' && page.outline.length >= MIN_OUTLINE_ENTRIES;
  const parent = page.trail.at(-1);
  return (
    <LocaleProvider locale={page.locale}>
    <Shell bare={page.layout === 'bare'} page={isNotFound ? undefined : page}>
      <div className={outlined ? 'page-frame page-frame--outlined' : 'page-frame'}>
        <article className={['page', page.printable && 'page--printable', page.layout === 'wide' && 'page--wide'].filter(Boolean).join(' ')}>
          {page.notices.length > 0 ? <Notices notices={page.notices} /> : null}
          {page.parent || page.printable ? <SubNav parent={page.parent} printable={page.printable} /> : null}
          {page.printable && page.trail.length > 1 ? <Breadcrumbs trail={page.trail} title={page.title} /> : null}
          <p className="print-header">
            {site.name} · {site.office.name}
          </p>
          {page.outdated ? <OutdatedNotice {...page.outdated} /> : null}
          <h1 id="page-title">
            {page.title}
          </h1>
          {page.printable && page.locale.lang !== page.locale.alternates[0]?.code ? <p className="screens-note">{page.locale.ui.screensLanguage}</p> : null}
          {outlined ? <OnThisPage outline={page.outline} variant="collapsed" /> : null}
          <Content components={markdownComponents} />
          {page.print ? <PrintFooter url={page.print.url} qr={page.print.qr} /> : null}
          {page.siblings.length > 0 && parent ? <SectionGuides guides={page.siblings} current={page.path} parentTitle={parent.title} /> : null}
          {page.layout === 'bare' || isNotFound ? null : <PageMeta page={page} />}
        </article>
        {outlined ? <OnThisPage outline={page.outline} variant="aside" /> : null}
      </div>
    </Shell>
    </LocaleProvider>
  );
}
