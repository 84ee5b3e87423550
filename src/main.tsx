import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pages } from 'virtual:content';
import { App } from './App.tsx';
import { loadPage } from './engine/page-loader.ts';
import { htmlRedirectTarget, matchRoute, NOT_FOUND_KEY } from './engine/routing.ts';
import './styles/index.css';

/**
 * Client start-up. Every address is prerendered, so usually React only hydrates
 * the HTML that is there. It renders afresh instead when the HTML is for another
 * page: a static host answered a `.html` or mixed-case address with 404.html.
 */
async function start() {
  const container = document.getElementById('root')!;
  const redirect = htmlRedirectTarget(window.location.pathname);
  if (redirect) window.history.replaceState(window.history.state, '', `${redirect}${window.location.search}${window.location.hash}`);

  const key = matchRoute(window.location.pathname, pages)?.path ?? NOT_FOUND_KEY;
  await loadPage(key); // the first render must match the HTML, so the page chunk comes first

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.dataset.route === key) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
