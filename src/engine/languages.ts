/**
 * The site's languages (site.yaml `languages:`, the first one the default).
 * The default language's pages live at the root of content/ and of the site
 * (`/mfa`); every other language mirrors them in a folder named by its code
 * (`content/es/mfa/index.mdx` is `/es/mfa`), so a page's twin in another
 * language is found by its path. Shared by the build and the browser.
 */
export interface SiteLanguage {
  /** A BCP 47 code, such as `en` or `es`: the folder and the address prefix. */
  code: string;
  /** The language's name in itself, as the language switcher shows it: "Español". */
  name: string;
  dir: 'ltr' | 'rtl';
}

/** The language a route is in: its first segment when that is a language's code, else the default. */
export function languageOfRoute<Language extends Pick<SiteLanguage, 'code'>>(route: string, languages: readonly Language[]): Language {
  const first = route.split('/')[1] ?? '';
  return languages.slice(1).find((language) => language.code === first) ?? languages[0]!;
}

/** The route without its language prefix: `/es/mfa` → `/mfa`, `/es` → `/`. */
export function routeInDefaultLanguage(route: string, languages: readonly SiteLanguage[]): string {
  const language = languageOfRoute(route, languages);
  if (language === languages[0]) return route;
  return route.slice(language.code.length + 1) || '/';
}

/**
 * An address of site.yaml (a route, maybe with `#section`) as it reads on a page
 * in `code`: the twin's address when that page exists in the language
 * (`/help#x` -> `/es/help#x`), else the address as it is.
 */
export function hrefInLanguage(href: string, code: string, languages: readonly SiteLanguage[], exists: (route: string) => boolean): string {
  const hashAt = href.indexOf('#');
  const route = (hashAt === -1 ? href : href.slice(0, hashAt)).toLowerCase();
  const translated = routeInLanguage(route, code, languages);
  return exists(translated) ? `${translated}${hashAt === -1 ? '' : href.slice(hashAt)}` : href;
}

/** The same route in another language: `/mfa` in `es` → `/es/mfa`; `/` → `/es`. */
export function routeInLanguage(route: string, code: string, languages: readonly SiteLanguage[]): string {
  const base = routeInDefaultLanguage(route, languages);
  if (code === languages[0]!.code) return base;
  return base === '/' ? `/${code}` : `/${code}${base}`;
}
