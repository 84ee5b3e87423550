import { Link } from 'react-router';
import { useLocale, useText } from './locale.tsx';
import { TWIN_ATTRIBUTE } from '../browser/markup.ts';
import { pageHref } from '../engine/urls.ts';

/**
 * The page in the site's other languages: a link named in that language
 * ("Español"), to this page's twin, or to that language's home page when the
 * page has no translation yet. Plain links, so it works without JavaScript;
 * the link to the twin carries the tabs the reader selected (src/browser/tabs.ts).
 */
export function LanguageSwitch() {
  const { lang, alternates } = useLocale();
  const t = useText();
  const others = alternates.filter((language) => language.code !== lang);
  if (others.length === 0) return null;
  return (
    <ul className="language-switch" aria-label={t('languageSwitch')}>
      {others.map((language) => (
        <li key={language.code}>
          <Link to={pageHref(language.href)} lang={language.code} hrefLang={language.code} className="language-switch__link" {...(language.twin ? { [TWIN_ATTRIBUTE]: '' } : {})}>
            {language.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
