import { Link } from 'react-router';
import { pageHref, printedAddress, publicAddress } from '../engine/urls.ts';
import { useLocale, useText } from './locale.tsx';
import { readableDate } from './readable-date.ts';

/**
 * At the top of a translation whose original changed after it was translated: say so, with the date, and lead to the
 * original, whose address a printed sheet shows after the link (print.css, as a guide's own links).
 */
export function OutdatedNotice({ since, original }: { since: string; original: string }) {
  const t = useText();
  const { ui, alternates, site } = useLocale();
  const originalLanguage = alternates[0]!;
  return (
    <p className="outdated-notice" role="note">
      {t('outdatedTranslation', { date: readableDate(since, ui.dateLocale) })}{' '}
      <Link to={pageHref(original)} hrefLang={originalLanguage.code} data-print-url={printedAddress(publicAddress(site.siteUrl, original))}>
        {t('readOriginal')}
      </Link>
    </p>
  );
}
