import { use, useEffect } from 'react';
import { site } from 'virtual:content';
import { markdownComponents } from '../components/index.ts';
import { loadPage, loadedPage } from '../engine/page-loader.ts';
import { NOT_FOUND_KEY } from '../engine/routing.ts';
import { announce } from './announce.ts';
import { documentTitle } from './document-head.ts';
import { PageMeta } from './PageMeta.tsx';
import { Shell } from './Shell.tsx';
import { SubNav } from './SubNav.tsx';

/** The first page is prerendered and already in focus order; only later navigations move focus. */
let isFirstView = true;

/** One page (a route, or NOT_FOUND_KEY): its chrome, Back/Print bar, title, body and "last updated" line. */
export function PageView({ route }: { route: string }) {
  const module = loadedPage(route) ?? use(loadPage(route));
  const { default: Content, page } = module;
  const isNotFound = page.path === NOT_FOUND_KEY;

  useEffect(() => {
    const title = documentTitle(page, site);
    document.title = title;
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

  return (
    <Shell bare={page.layout === 'bare'}>
      <article className={['page', page.printable && 'page--printable', page.layout === 'wide' && 'page--wide'].filter(Boolean).join(' ')}>
        {page.parent || page.printable ? <SubNav parent={page.parent} printable={page.printable} /> : null}
        <p className="print-header">
          {site.name} · {site.office.name}
        </p>
        <h1 id="page-title" tabIndex={-1}>
          {page.title}
        </h1>
        <Content components={markdownComponents} />
        {page.layout === 'bare' || isNotFound ? null : <PageMeta page={page} />}
      </article>
    </Shell>
  );
}
