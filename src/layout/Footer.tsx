import { Link } from 'react-router';
import { PhoneLink } from '../components/PhoneLink.tsx';
import { NewTabNote } from '../components/SmartLink.tsx';
import { reportHref } from '../engine/report-link.ts';
import { pageHref } from '../engine/urls.ts';
import { useLocale, useText } from './locale.tsx';

/** The year the pages were built: a static page needs no script to say it. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());

/** The page a footer stands under: what its report link and edit link need. */
export interface FooterPage {
  path: string;
  title: string;
  /** Its source file from the project root, where office staff edit it. */
  file: string;
}

/**
 * Footer on every page but bare ones. First, for a page with an address,
 * "Something wrong on this page?" (an email or form, report-link.ts) and,
 * beside it and labelled for them, where office staff edit the page, so no
 * family takes it for help; then where to get help, how to reach the office,
 * the year and the school system. Nothing of it prints (print.css).
 */
export function Footer({ page }: { page?: FooterPage }) {
  const { site, ui } = useLocale();
  const t = useText();
  const toForm = site.reportProblem.form !== undefined;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {page ? (
          <div className="site-footer__page">
            <p className="site-footer__report">
              {t('reportProblem')}{' '}
              <a href={reportHref(site, ui, page)} {...(toForm ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {t('reportLink')}
                {toForm ? <NewTabNote /> : null}
              </a>
            </p>
            <p className="site-footer__edit">
              <a href={`${site.repository.url}/edit/${site.repository.branch}/${page.file}`} target="_blank" rel="noopener noreferrer">
                {t('editPage')}
                <NewTabNote />
              </a>
            </p>
          </div>
        ) : null}
        <p className="site-footer__help">
          {t('needHelp')} <Link to={pageHref(site.helpPage)}>{t('findLiaison', { liaison: site.liaison })}</Link>
        </p>
        <p>
          <Link to={pageHref(site.office.page)}>{site.office.name}</Link> · <a href={`mailto:${site.office.email}`}>{site.office.email}</a> · <PhoneLink written={site.office.phone} />
        </p>
        <p>
          © {BUILD_YEAR} {site.name}
        </p>
      </div>
    </footer>
  );
}

