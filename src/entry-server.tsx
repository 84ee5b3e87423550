import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { notFoundPage, pages, site } from 'virtual:content';
import { App } from './App.tsx';
import { loadPage } from './engine/page-loader.ts';
import { NOT_FOUND_KEY } from './engine/routing.ts';

/** Used by scripts/prerender.ts: the route table and a renderer for one address. */
export { notFoundPage, pages, site };

export async function renderPage(url: string, key: string): Promise<string> {
  await loadPage(key);
  return renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
}

export { NOT_FOUND_KEY };
