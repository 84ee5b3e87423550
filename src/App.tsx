import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { notFoundPage, pages } from 'virtual:content';
import { htmlRedirectTarget } from './engine/routing.ts';
import { ANNOUNCER_ID } from './layout/announce.ts';
import { PageView } from './layout/PageView.tsx';

/** Unknown addresses: `.html` ones go to their clean address, the rest show the not-found page. */
function Fallback() {
  const { pathname, search, hash } = useLocation();
  const target = htmlRedirectTarget(pathname);
  if (target) return <Navigate replace to={`${target}${search}${hash}`} />;
  return <PageView page={notFoundPage} />;
}

/** The route table: one route per content file (matching ignores case), then the fallback. */
export function App() {
  return (
    <>
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={<PageView page={page} />} />
          ))}
          <Route path="*" element={<Fallback />} />
        </Routes>
      </Suspense>
      <p id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </>
  );
}
