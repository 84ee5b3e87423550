import { Suspense, use } from 'react';
import { Navigate, useLocation } from 'react-router';
import { knownRoute, resolveRoute } from './engine/page-loader.ts';
import { redirectTarget } from './engine/routing.ts';
import { ANNOUNCER_ID } from './layout/announce.ts';
import { PageView } from './layout/PageView.tsx';

/**
 * The page for the current address. React Router keeps the address and history;
 * which page an address shows (ignoring case; the not-found page when none) comes
 * from the page table, which loads on the first navigation. `.html` and
 * double-slash addresses go to their clean form, replacing the history entry.
 */
function CurrentPage() {
  const { pathname, search, hash } = useLocation();
  const target = redirectTarget(pathname);
  if (target) return <Navigate replace to={`${target}${search}${hash}`} />;
  const route = knownRoute(pathname) ?? use(resolveRoute(pathname));
  return <PageView route={route} />;
}

export function App() {
  return (
    <>
      {/* Shown for the moment a page's chunk loads; the page's title is announced when it arrives (PageView). */}
      <Suspense fallback={<p className="loading" aria-hidden="true">…</p>}>
        <CurrentPage />
      </Suspense>
      <p id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </>
  );
}
