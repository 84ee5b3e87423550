import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../engine/urls.ts';
import { useText } from './locale.tsx';
import { PrintButton } from './PageControls.tsx';

/** The bar above a guide: Back to its parent page (when it has one), and Print for pages a liaison hands out, with `links` beside it (the handout in two languages, its PDF). */
export function SubNav({ parent, printable, links }: { parent?: string; printable: boolean; links?: ReactNode }) {
  const t = useText();
  return (
    <div className="subnav">
      {parent ? (
        <Link to={pageHref(parent)} className="subnav__back">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('back')}
        </Link>
      ) : null}
      {printable ? <PrintButton label={t('print')} /> : null}
      {links}
    </div>
  );
}
