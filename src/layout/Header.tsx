import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pageHref } from '../engine/urls.ts';
import { SiteSearch } from '../search/SiteSearch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useLocale, useText } from './locale.tsx';
import { LogoMark } from './Logo.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/**
 * The top bar: the logo (home), the search, then the sections from site.yaml's
 * `nav`, the current one marked. On narrow screens the sections sit behind a
 * menu button, and the menu closes as soon as an item is chosen. The light/dark
 * switch ends the navigation (in the phone menu, below the sections).
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const { site } = useLocale();
  const t = useText();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={site.homePage} className="logo">
          <LogoMark />
          <span className="logo__text">
            <span className="logo__office">{t('logoOffice')}</span>
            <span className="logo__school">{site.shortName}</span>
          </span>
        </Link>
        <SiteSearch />
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path d={menuOpen ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('menu')}
        </button>
        <nav id={menuId} className="site-nav" data-open={menuOpen} aria-label={t('mainNavigation')}>
          <ul>
            {site.nav.map((item) => (
              <li key={item.href}>
                <NavLink to={pageHref(item.href)} className="site-nav__link" onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch />
          <ThemeSwitch />
        </nav>
      </div>
    </header>
  );
}
