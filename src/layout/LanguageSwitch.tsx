import { Link } from 'react-router';
import { useLocale, useText } from './locale.tsx';
import { OFFER_ATTRIBUTE, TWIN_ATTRIBUTE } from '../shared/markup.ts';
import { pageHref } from '../engine/urls.ts';

/**
 * The page in the site's other languages: a link named in that language
 * ("Español"), to this page's twin, or to that language's home page when the
 * page has no translation yet. Plain links, so it works without JavaScript;
 * the link to the twin carries the tabs the reader selected (src/blocks/tabs/tabs.browser.ts).
 * In the navigation bar on wide screens; on phones (`bar`) in a strip of its own
 * at the top of the header, one tap away without opening the menu.
 */
export function LanguageSwitch({ bar = false }: { bar?: boolean }) {
  const { lang, alternates } = useLocale();
  const t = useText();
  const others = alternates.filter((language) => language.code !== lang);
  if (others.length === 0) return null;
  return (
    <ul className={bar ? 'language-switch language-switch--bar' : 'language-switch'} aria-label={t('languageSwitch')}>
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

/**
 * One line, in another language, offering this page in it ("Lea esta página en
 * español"), for each language the page has a twin in. Hidden as written: the
 * page's script shows the one in the language the browser prefers. Never a
 * redirect, and without JavaScript nothing shows (the language link is there).
 */
export function LanguageOffer() {
  const { lang, alternates } = useLocale();
  const offers = alternates.filter((language) => language.code !== lang && language.twin);
  if (offers.length === 0) return null;
  return (
    <>
      {offers.map((language) => (
        <p key={language.code} className="language-offer" lang={language.code} hidden {...{ [OFFER_ATTRIBUTE]: language.code }}>
          <Link to={pageHref(language.href)} hrefLang={language.code} {...{ [TWIN_ATTRIBUTE]: '' }}>
            {language.offer}
          </Link>
        </p>
      ))}
    </>
  );
}
