import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { ROUTER_BASENAME, fileHref } from './engine/base.ts';
import { loadPage, loadPageTable } from './engine/page-loader.ts';
import { NOT_FOUND_KEY } from './engine/routing.ts';

/** Used by scripts/prerender.ts: the routes, and a renderer for one of them (or NOT_FOUND_KEY). */
export { NOT_FOUND_KEY };

export async function listRoutes(): Promise<string[]> {
  return (await loadPageTable()).routes;
}

export async function renderPage(url: string, key: string): Promise<string> {
  await loadPage(key);
  return renderToString(
    <StaticRouter basename={ROUTER_BASENAME} location={fileHref(url)}>
      <App />
    </StaticRouter>,
  );
}
