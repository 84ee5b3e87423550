import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { ROUTER_BASENAME, fileHref, sitePathOf } from './engine/base.ts';
import { loadFirstPage, loadPage, resolveRoute } from './engine/page-loader.ts';
import { canonicalPath, decodePath, isNotFoundKey, redirectTarget } from './engine/routing.ts';
import './styles/index.css';

/**
 * Client start-up. Every address is prerendered, so usually React only hydrates
 * the HTML that is there, loading just that page's chunk (named by data-chunk).
 * When the HTML is for another page (a static host answered a mixed-case
 * address with 404.html) or names none (`npm run dev`), the page is looked up
 * in the page table and rendered afresh. A `.html` or double-slash address is
 * cleaned first, replacing its history entry.
 */
async function start() {
  const container = document.getElementById('root')!;
  const redirect = redirectTarget(sitePathOf(window.location.pathname));
  if (redirect) window.history.replaceState(window.history.state, '', `${fileHref(redirect)}${window.location.search}${window.location.hash}`);

  const pathname = sitePathOf(window.location.pathname);
  const { route: prerendered, chunk } = container.dataset;
  const decoded = decodePath(pathname);
  let route: string;
  if (prerendered && !isNotFoundKey(prerendered) && chunk?.startsWith('/') && decoded !== undefined && canonicalPath(decoded) === prerendered) {
    route = prerendered;
    await loadFirstPage(pathname, route, chunk);
  } else {
    route = await resolveRoute(pathname);
    await loadPage(route);
  }

  const app = (
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered === route) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
