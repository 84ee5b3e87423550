import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../engine/urls.ts';
import { useLocale, useText } from '../layout/locale.tsx';
import { isLiaisonLink } from './school-list-ids.ts';

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** An address of help that is only in English: listed in site.yaml's `englishOnly`, or with an English locale in it. */
export function isEnglishOnly(href: string, englishOnly: readonly string[]): boolean {
  const address = href.replace(/^https?:\/\//i, '').toLowerCase();
  return englishOnly.some((start) => address.startsWith(start.toLowerCase())) || /\/en(-[a-z]{2})?\/|[?&]hl=en\b/.test(address);
}

/** Said to screen readers after an outside link, which opens in a new tab; never printed (paper has no tabs). */
export function NewTabNote() {
  const t = useText();
  return (
    <>
      <svg className="icon icon--external" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d="M9 2h5v5M14 2 7 9M12 9v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden new-tab-note"> {t('opensInNewTab')}</span>
    </>
  );
}

/**
 * Every link in a guide. Pages of this site are ordinary page loads (fetched ahead
 * when the reader is about to follow the link: src/browser/prefetch.ts); outside
 * addresses open in a new tab, say so, and leak neither the opener nor the referrer.
 * The address a printed sheet shows after it comes from the build (`data-print-url`,
 * on the first link to each address: src/engine/node/graph/remark-content.ts).
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-print-url'?: string }) {
  const { lang, site } = useLocale();
  const t = useText();
  if (isExternal(href)) {
    // On a page in another language, help only in English says so: "(en inglés)".
    const inEnglish = !lang.startsWith('en') && isEnglishOnly(href, site.englishOnly);
    return (
      <>
        <a href={href} target="_blank" rel="noopener noreferrer" hrefLang={inEnglish ? 'en' : undefined} {...rest}>
          {children}
          <NewTabNote />
        </a>
        {inEnglish ? <span className="link-language"> ({t('inEnglish')})</span> : null}
      </>
    );
  }
  if (href.startsWith('/')) {
    // "Your school's tech liaison": once the reader has chosen a school, src/browser/my-school.ts names its liaison here.
    return (
      <Link to={pageHref(href)} data-liaison={isLiaisonLink(href) ? '' : undefined} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} data-liaison={isLiaisonLink(href) ? '' : undefined} {...rest}>
      {children}
    </a>
  );
}
