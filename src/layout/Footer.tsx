import { Link } from 'react-router';
import { NewTabNote } from '../components/SmartLink.tsx';
import { pageHref } from '../engine/urls.ts';
import { useLocale, useText } from './locale.tsx';

/** The year the pages were built: a static page needs no script to say it. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());

/**
 * Footer on every page but bare ones: where to get help, how to reach the office,
 * the year and the school system, and, last and labelled for them, where office
 * staff edit the page (`editFile`, from the project root), so no family takes it for help.
 */
export function Footer({ editFile }: { editFile?: string }) {
  const { site } = useLocale();
  const t = useText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__help">
          {t('needHelp')} <Link to={pageHref(site.helpPage)}>{t('findLiaison', { liaison: site.liaison })}</Link>
        </p>
        <p>
          <Link to={pageHref(site.office.page)}>{site.office.name}</Link> · <a href={`mailto:${site.office.email}`}>{site.office.email}</a> ·{' '}
          {site.office.phone}
        </p>
        <p>
          © {BUILD_YEAR} {site.name}
        </p>
        {editFile ? (
          <p className="site-footer__edit">
            <a href={`${site.repository.url}/edit/${site.repository.branch}/${editFile}`} target="_blank" rel="noopener noreferrer">
              {t('editPage')}
              <NewTabNote />
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
