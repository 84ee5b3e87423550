import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Said to screen readers after an outside link, which opens in a new tab. */
export function NewTabNote() {
  return (
    <>
      <svg className="icon icon--external" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d="M9 2h5v5M14 2 7 9M12 9v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}

/**
 * Every link in a guide. Pages of this site navigate without a reload; outside
 * addresses open in a new tab, say so, and leak neither the opener nor the referrer.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <NewTabNote />
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
