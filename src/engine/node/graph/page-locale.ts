import { hrefInLanguage, routeInLanguage } from '../../languages.ts';
import type { ClientSite, PageLocale } from '../../page-types.ts';
import type { SiteLanguage } from '../../languages.ts';
import type { SiteConfig } from '../../site-config.ts';
import type { LanguageStrings } from './strings-files.ts';

/**
 * A page's locale (src/engine/page-types.ts): its language's strings and site.yaml
 * values, with every address of the chrome (navigation, help page, office page)
 * leading to that language's page where there is one, and the page's address in
 * every language for the language switch and the `hreflang` links.
 */
export function pageLocale(
  page: { lang: string; twins: Record<string, string> },
  site: { languages: readonly SiteLanguage[]; strings: ReadonlyMap<string, LanguageStrings>; routes: ReadonlySet<string> },
): PageLocale {
  const { languages, routes } = site;
  const language = languages.find((candidate) => candidate.code === page.lang)!;
  // A strings file with a mistake is reported with its line (strings-files.ts); meanwhile its pages use the
  // main language's words, so the check goes on and names every other problem too (the build stops on the error).
  const strings = site.strings.get(page.lang) ?? site.strings.get(languages[0]!.code) ?? [...site.strings.values()][0]!;
  const local = (href: string) => hrefInLanguage(href, page.lang, languages, (route) => routes.has(route));
  return {
    lang: page.lang,
    dir: language.dir,
    ui: strings.ui,
    site: clientSite(strings.site, local, routeInLanguage('/', page.lang, languages)),
    alternates: languages.map(({ code, name }) => {
      const twin = page.twins[code];
      const home = routeInLanguage('/', code, languages);
      const offer = (site.strings.get(code) ?? strings).ui.languageOffer;
      return { code, name, href: twin && routes.has(twin) ? twin : home, twin: Boolean(twin && routes.has(twin)), offer };
    }),
  };
}

function clientSite(site: SiteConfig, local: (href: string) => string, homePage: string): ClientSite {
  const { name, shortName, siteUrl, office, nav, repository, helpPage, liaison, englishOnly, reportProblem, offline } = site;
  return {
    name,
    shortName,
    siteUrl,
    office: { ...office, page: local(office.page) },
    nav: nav.map((item) => ({ ...item, href: local(item.href) })),
    repository,
    helpPage: local(helpPage),
    liaison,
    englishOnly,
    reportProblem,
    ...(offline ? { offline: { ...offline, page: local(offline.page) } } : {}),
    homePage,
  };
}
