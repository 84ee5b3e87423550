import { use, useEffect } from 'react';
import { site } from 'virtual:content';
import { mdxComponents } from '../components/index.ts';
import { loadPage, loadedPage } from '../engine/page-loader.ts';
import type { ClientPage } from '../engine/pages.ts';
import { NOT_FOUND_KEY } from '../engine/routing.ts';
import { announce } from './announce.ts';
import { documentTitle } from './document-head.ts';
import { PageMeta } from './PageMeta.tsx';
import { Shell } from './Shell.tsx';
import { SubNav } from './SubNav.tsx';

/** The first page is prerendered and already in focus order; only later navigations move focus. */
let isFirstView = true;

/** One page: its chrome, Back/Print bar, title, body and "last updated" line. */
export function PageView({ page }: { page: ClientPage }) {
  const module = loadedPage(page.path) ?? use(loadPage(page.path));
  const Content = module.default;
  const isNotFound = page.path === NOT_FOUND_KEY;

  useEffect(() => {
    const title = documentTitle(page, site);
    document.title = title;
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
      <article className={page.printable ? 'page page--printable' : 'page'}>
        {page.parent ? <SubNav parent={page.parent} printable={page.printable} /> : null}
        <p className="print-header">
          {site.name} · {site.office.name}
        </p>
        <h1 id="page-title" tabIndex={-1}>
          {page.title}
        </h1>
        <Content components={mdxComponents} />
        {page.layout === 'bare' || isNotFound ? null : <PageMeta page={page} />}
      </article>
    </Shell>
  );
}
