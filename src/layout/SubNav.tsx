import { Link } from 'react-router';
import { pageHref } from '../engine/urls.ts';
import { useText } from './locale.tsx';

/** The bar above a guide: Back to its parent page (when it has one), and Print for pages a liaison hands out. */
export function SubNav({ parent, printable }: { parent?: string; printable: boolean }) {
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
      {printable ? (
        <button type="button" className="subnav__print" onClick={() => window.print()}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M4 6V2h8v4M4 12H2V7h12v5h-2M4 10h8v4H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
          {t('print')}
        </button>
      ) : null}
    </div>
  );
}
