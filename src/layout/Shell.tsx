import type { ReactNode } from 'react';
import { ANNOUNCER_ID } from '../browser/markup.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useText } from './locale.tsx';

/** The polite live region the page's script speaks through (src/browser/announce.ts). */
const announcer = <p id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />;

/** The page frame: skip link, header, main content, footer. `bare` pages get only the content. `editFile`: the page's file, for the footer's edit link. */
export function Shell({ bare, editFile, children }: { bare: boolean; editFile?: string; children: ReactNode }) {
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
      <Footer editFile={editFile} />
      {announcer}
    </>
  );
}
