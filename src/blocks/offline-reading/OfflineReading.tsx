import { Link } from 'react-router';
import { PAGE_WIDGET_ATTRIBUTE, WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { fileHref } from '../../engine/base-path.ts';
import { pageHref } from '../../engine/urls.ts';
import { OFFLINE_LIST_FILE } from '../../engine/offline.ts';
import { useLanguageInSentence } from '../../layout/Handout.tsx';
import { useLocale, useText } from '../../layout/locale.tsx';

/** What "Save for offline" says in the browser (src/blocks/offline-reading/save-offline.browser.ts): its props. */
export interface SaveForOfflineProps {
  /** The address of offline.json (src/engine/offline.ts). */
  list: string;
  dateLocale: string;
  text: { saving: string; updating: string; saved: string; changed: string; failed: string; removed: string };
}

/** What the list of saved pages needs in the browser (src/blocks/offline-reading/saved-pages.browser.ts): the page's language. */
export interface SavedPagesProps {
  lang: string;
}

/** Said in place of the controls until the browser shows them: with JavaScript off, or where pages cannot be saved. */
function Unavailable() {
  const t = useText();
  return <p className="offline__unavailable">{t('offlineUnavailable')}</p>;
}

/**
 * `<SaveForOffline />`: saves every guide of the page's language, or of every
 * language, with the search index and pictures, on this device; says how much
 * they take and when they were saved, and removes them again. The controls are
 * written hidden: the browser shows them where it can save (a service worker
 * and the Cache API, offline reading on in site.yaml). Nothing at all with
 * offline reading off.
 */
export function SaveForOffline() {
  const { site, lang, ui, alternates } = useLocale();
  const t = useText();
  const inSentence = useLanguageInSentence();
  if (!site.offline?.enabled) return null;
  const others = alternates.map((language) => language.code).filter((code) => code !== lang);
  const choices = [{ value: lang, label: t('offlineOneLanguage', { language: inSentence(lang) }) }];
  if (others.length === 1) choices.push({ value: 'all', label: t('offlineOneLanguage', { language: t('packetBothLanguages', { first: inSentence(lang), second: inSentence(others[0]!) }) }) });
  const props: SaveForOfflineProps = {
    list: fileHref(`/${OFFLINE_LIST_FILE}`),
    dateLocale: ui.dateLocale,
    text: { saving: t('offlineSaving'), updating: t('offlineUpdating'), saved: t('offlineSaved'), changed: t('offlineChanged'), failed: t('offlineFailed'), removed: t('offlineRemoved') },
  };
  return (
    <section className="offline-save" aria-labelledby="save-for-offline" {...{ [PAGE_WIDGET_ATTRIBUTE]: 'save-offline', [WIDGET_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <h2 id="save-for-offline" className="offline-save__title">
        {t('offlineTitle')}
      </h2>
      <p>{t('offlineIntro')}</p>
      <Unavailable />
      <div className="offline-save__controls" hidden>
        {choices.length > 1 ? (
          <fieldset>
            <legend>{t('offlineChoice')}</legend>
            {choices.map((choice, index) => (
              <label key={choice.value} className="choice">
                <input type="radio" name="offline-languages" value={choice.value} defaultChecked={index === 0} data-languages={choice.value === 'all' ? [lang, ...others].join(' ') : lang} /> {choice.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="offline-save__buttons">
          <button type="button" className="button button--primary offline-save__save" data-languages={lang}>
            {t('offlineSave')}
          </button>
          <button type="button" className="button offline-save__remove" hidden>
            {t('offlineRemove')}
          </button>
        </div>
        {/* The bar says how far to screen readers; the words under it say it to the eye. */}
        <div className="offline-save__progress" hidden>
          <progress aria-labelledby="save-for-offline" />
          <p aria-hidden="true" />
        </div>
        <p className="offline-save__status" role="status" />
        <p className="offline-save__stored">{t('offlineStored')}</p>
      </div>
    </section>
  );
}

/**
 * `<SavedPages />`: the pages of the page's language saved on this device, listed by the browser from its cache
 * (src/blocks/offline-reading/saved-pages.browser.ts), and a link to this page in each other language: on the offline page, that
 * language's offline page, which lists its saved pages (the worker keeps every offline page). On the offline page shown in place of a page, the browser
 * opens that page instead where it is saved at another of its addresses, and again once connected.
 */
export function SavedPages() {
  const { site, lang, alternates } = useLocale();
  const t = useText();
  const inSentence = useLanguageInSentence();
  if (!site.offline?.enabled) return null;
  const others = alternates.filter((language) => language.code !== lang);
  const props: SavedPagesProps = { lang };
  return (
    <section className="saved-pages" aria-labelledby="saved-pages" {...{ [PAGE_WIDGET_ATTRIBUTE]: 'saved-pages', [WIDGET_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <h2 id="saved-pages">{t('offlineSavedPages')}</h2>
      <Unavailable />
      {/* Above the list, which is long: a reader of one language finds the other's at once. */}
      {others.map((language) => (
        <p key={language.code}>
          <Link to={pageHref(language.href)} hrefLang={language.code}>
            {t('offlineOtherLanguage', { language: inSentence(language.code) })}
          </Link>
        </p>
      ))}
      <p className="saved-pages__none" hidden>
        {t('offlineNoneSaved')}
      </p>
      <ul className="saved-pages__list" hidden />
    </section>
  );
}
