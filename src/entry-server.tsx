import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { BASE_PATH, pageAddress } from './engine/base-path.ts';
import { pageComponents } from './blocks/page-components.ts';
import { pageContent } from './engine/page-body.ts';
import type { HandoutJob, PageBodies, PageContent, PageData } from './engine/page-types.ts';
import { PageView } from './layout/PageView.tsx';
import { handoutOf, keepSection, type RenderedSections } from './handouts/render.tsx';

/**
 * Renders a page, shown at the address of `url` (`/mfa` is shown at `/mfa/`),
 * to HTML, at build time (src/engine/node/publish/prerender.ts) and in `npm run
 * dev` (src/engine/node/vite/dev-pages.ts): its body (the HTML tree in `bodies`, as JSON, under
 * its route or not-found key, `page.path`; each block by its component, src/blocks/page-components.ts) with the chrome's data given now
 * (src/engine/node/render/page-data.ts). React Router gives the links their base
 * path and marks the current section; in the browser, pages are ordinary page loads.
 * `handout`: a packet's guides, or a guide and its twin for its handout in two
 * languages (src/handouts/bilingual.ts), their data given too (src/handouts/render.tsx);
 * `sections`, the guides' bodies other pages and handouts of the same build rendered; a guide's page adds its own.
 */
export function renderPage(url: string, page: PageData, bodies: PageBodies, handout?: HandoutJob, sections?: RenderedSections): string {
  const Body = pageContent(bodies, page.path);
  const Content: PageContent = () => <Body components={pageComponents} />;
  const html = renderToString(
    <StaticRouter basename={BASE_PATH} location={pageAddress(url)}>
      <PageView Content={Content} page={page} handout={handoutOf(handout, bodies, sections)} />
    </StaticRouter>,
  );
  // A guide's own page (not a handout, which shows the guide's body in its place) holds the body its handouts print.
  if (sections && !handout) keepSection(page, html, sections);
  return html;
}

/**
 * `npm run dev` only (src/engine/node/vite/dev-pages.ts): a page that cannot be
 * built yet, in the site's frame, its body the list of its file's problems.
 */
export function renderProblemsPage(url: string, page: PageData, problemsHtml: string): string {
  const Problems = () => <div className="dev-problems dev-problems--page" dangerouslySetInnerHTML={{ __html: problemsHtml }} />;
  return renderToString(
    <StaticRouter basename={BASE_PATH} location={pageAddress(url)}>
      <PageView Content={Problems} page={page} />
    </StaticRouter>,
  );
}
