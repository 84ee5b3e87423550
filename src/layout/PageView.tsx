import { use, useEffect } from 'react';
import { markdownComponents } from '../components/index.ts';
import { loadPage, loadedPage } from '../engine/page-loader.ts';
import { isNotFoundKey } from '../engine/routing.ts';
import { announce } from './announce.ts';
import { documentTitle } from './document-head.ts';
import { LocaleProvider } from './locale.tsx';
import { OutdatedNotice } from './OutdatedNotice.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { MIN_OUTLINE_ENTRIES, OnThisPage } from './OnThisPage.tsx';
import { PageMeta } from './PageMeta.tsx';
import { SectionGuides } from './SectionGuides.tsx';
import { Shell } from './Shell.tsx';
import { SubNav } from './SubNav.tsx';

/** The first page is prerendered and already in focus order; only later navigations move focus. */
let isFirstView = true;

/**
 * One page (a route, or NOT_FOUND_KEY): its chrome, Back/Print bar, breadcrumbs,
 * title, "On this page", body, the other guides of its section and the
 * "last updated" line.
 */
export function PageView({ route }: { route: string }) {
  const module = loadedPage(route) ?? use(loadPage(route));
  const { default: Content, page } = module;
  const { site } = page.locale;
  const isNotFound = isNotFoundKey(page.path);

  useEffect(() => {
    const title = documentTitle(page);
    document.title = title;
    // After a move to a page in another language, screen readers and hyphenation follow it.
    document.documentElement.lang = page.locale.lang;
    document.documentElement.dir = page.locale.dir;
    // The running footer of every printed sheet (print.css); CSSOM, so CSP-clean.
    document.documentElement.style.setProperty('--print-title', JSON.stringify(title));
    if (isFirstView) {
      isFirstView = false;
      return;
    }
    if (!window.location.hash) {
      window.scrollTo(0, 0);
      document.getElementById('page-title')?.focus({ preventScroll: true });
    }
    announce(title);
  }, [page]);

  const outlined = page.layout === 'default' && page.outline.length >= MIN_OUTLINE_ENTRIES;
  const parent = page.trail.at(-1);
  return (
    <LocaleProvider locale={page.locale}>
    <Shell bare={page.layout === 'bare'}>
      <div className={outlined ? 'page-frame page-frame--outlined' : 'page-frame'}>
        <article className={['page', page.printable && 'page--printable', page.layout === 'wide' && 'page--wide'].filter(Boolean).join(' ')}>
          {page.parent || page.printable ? <SubNav parent={page.parent} printable={page.printable} /> : null}
          {page.printable && page.trail.length > 1 ? <Breadcrumbs trail={page.trail} title={page.title} /> : null}
          <p className="print-header">
            {site.name} · {site.office.name}
          </p>
          {page.outdated ? <OutdatedNotice {...page.outdated} /> : null}
          <h1 id="page-title" tabIndex={-1}>
            {page.title}
          </h1>
          {outlined ? <OnThisPage outline={page.outline} variant="collapsed" /> : null}
          <Content components={markdownComponents} />
          {page.siblings.length > 0 && parent ? <SectionGuides guides={page.siblings} current={page.path} parentTitle={parent.title} /> : null}
          {page.layout === 'bare' || isNotFound ? null : <PageMeta page={page} />}
        </article>
        {outlined ? <OnThisPage outline={page.outline} variant="aside" /> : null}
      </div>
    </Shell>
    </LocaleProvider>
  );
}
