import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ROUTER_BASENAME, pageAddress } from './engine/base.ts';
import { loadPage } from './engine/page-loader.ts';
import type { ClientPage } from './engine/pages.ts';
import { PageView } from './layout/PageView.tsx';
import { handoutOf } from './handouts/render.tsx';

/**
 * Renders the page `key` (a route, or a language's not-found key) as shown at
 * the address of `url` (`/mfa` is shown at `/mfa/`) to HTML, at build time (src/engine/node/publish/prerender.ts) and in `npm run dev`
 * (src/engine/node/vite/dev-pages.ts). React Router gives the links their base path
 * and marks the current section; in the browser, pages are ordinary page loads.
 * `both`: the page's handout in two languages (src/handouts/bilingual.ts). A
 * packet, or a handout in two languages, holds its guides (src/handouts/render.tsx).
 */
export async function renderPage(url: string, key: string, both = false): Promise<string> {
  const module = await loadPage(key);
  const handout = await handoutOf(module.page, both);
  return renderToString(
    <StaticRouter basename={ROUTER_BASENAME} location={pageAddress(url)}>
      <PageView module={module} handout={handout} />
    </StaticRouter>,
  );
}

/**
 * `npm run dev` only (src/engine/node/vite/dev-pages.ts): a page that cannot be
 * built yet, in the site's frame, its body the list of its file's problems.
 */
export function renderProblemsPage(url: string, page: ClientPage, problemsHtml: string): string {
  const Problems = () => <div className="dev-problems dev-problems--page" dangerouslySetInnerHTML={{ __html: problemsHtml }} />;
  return renderToString(
    <StaticRouter basename={ROUTER_BASENAME} location={pageAddress(url)}>
      <PageView module={{ default: Problems, page }} />
    </StaticRouter>,
  );
}
