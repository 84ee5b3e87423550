import { Link, NavLink } from 'react-router';
import { SiteSearch } from '../search/SiteSearch.tsx';
import { pageHref } from '../engine/urls.ts';
import { LanguageOffer, LanguageSwitch } from './LanguageSwitch.tsx';
import { useLocale, useText } from './locale.tsx';
import { LogoMark } from './Logo.tsx';
import { MenuButton, ThemeSwitch } from './PageControls.tsx';

const NAV_ID = 'site-nav';

/**
 * The top bar: the logo (home), the search, then the sections from site.yaml's
 * `nav`, the current one marked. On narrow screens the sections sit behind a
 * menu button. The link to reading with no internet, the language link and the
 * light/dark switch end the navigation (in the phone menu, below the sections);
 * on phones the language link also stands above the bar, outside the menu. All of it is plain HTML that the
 * page's script makes work (src/browser/).
 */
export function Header() {
  const { site, ui } = useLocale();
  const t = useText();
  const searchText = {
    searchLabel: ui.searchLabel,
    searchPlaceholder: ui.searchPlaceholder,
    searchUnavailable: ui.searchUnavailable,
    searchResults: ui.searchResults,
    searchNoResults: ui.searchNoResults,
    searchOneResult: ui.searchOneResult,
    searchResultCount: ui.searchResultCount,
    offlineNotSaved: ui.offlineNotSaved,
  };

  return (
    <header className="site-header">
      <LanguageOffer />
      <div className="site-header__languages">
        <LanguageSwitch bar />
      </div>
      <div className="site-header__inner">
        <Link to={pageHref(site.homePage)} className="logo">
          <LogoMark />
          <span className="logo__text">
            <span className="logo__office">{t('logoOffice')}</span>
            <span className="logo__school">{site.shortName}</span>
          </span>
        </Link>
        <SiteSearch text={searchText} />
        <MenuButton label={t('menu')} controls={NAV_ID} />
        <nav id={NAV_ID} className="site-nav" data-open="false" aria-label={t('mainNavigation')}>
          <ul>
            {site.nav.map((item) => (
              <li key={item.href}>
                <NavLink to={pageHref(item.href)} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {site.offline?.enabled ? (
            <p className="site-nav__offline">
              <Link to={`${pageHref(site.helpPage)}#offline`} className="site-nav__offline-link">
                {t('offlineMenu')}
              </Link>
            </p>
          ) : null}
          <LanguageSwitch />
          <ThemeSwitch label={t('darkTheme')} />
        </nav>
      </div>
    </header>
  );
}
