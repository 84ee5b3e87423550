import type { ReactNode } from 'react';
import { ANNOUNCER_ID } from '../shared/markup.ts';
import { Footer, type FooterPage } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useText } from './locale.tsx';

/** The polite live region the page's script speaks through (src/browser/announce.ts). */
const announcer = <p id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />;

/** The page frame: skip link, header, main content, footer. `bare` pages get only the content. `page`: the page with an address, for the footer's report and edit links. */
export function Shell({ bare, page, children }: { bare: boolean; page?: FooterPage; children: ReactNode }) {
  const t = useText();
  if (bare) {
    return (
      <>
        <main id="main" className="main main--bare" tabIndex={-1}>
          {children}
        </main>
        {announcer}
      </>
    );
  }
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer page={page} />
      {announcer}
    </>
  );
}
