/**
 * The words around the pages (navigation, buttons, search, print), one strings
 * file per language in content/strings/ (`en.yaml`, `es.yaml`). Every key below
 * must be in every file: `npm run check` names a missing or unknown key with its
 * line (src/engine/node/graph/strings-files.ts). `{name}` in a string is filled in by
 * the code that shows it. Runs in the browser too: no schema library here.
 */
export const UI_STRING_KEYS = {
  skipLink: 'the link that jumps past the navigation',
  logoOffice: 'the office name beside the logo',
  mainNavigation: 'the name of the main navigation, for screen readers',
  menu: 'the menu button on phones',
  darkTheme: 'the light/dark switch',
  languageSwitch: 'the name of the language links, for screen readers',
  searchLabel: 'the name of the search field',
  searchPlaceholder: 'the hint in the empty search field',
  searchResults: 'the name of the list of results, for screen readers',
  searchNoResults: 'no result found',
  searchOneResult: 'one result found',
  searchResultCount: 'several results found: {count}',
  searchUnavailable: 'the search index could not be loaded',
  searchTryThese: 'the heading over the suggested guides when nothing matches',
  back: 'the Back button',
  print: 'the Print button',
  breadcrumb: 'the name of the breadcrumb trail, for screen readers',
  home: 'the first step of the breadcrumb trail',
  onThisPage: 'the list of the sections of a page',
  moreIn: 'the heading over the other guides of a section: {section}',
  copyLinkTo: 'the name of the copy-link button of a section or a FAQ answer, for screen readers: {title}, its heading',
  tabList: 'the name of a row of tabs, for screen readers',
  copyLink: 'the copy-link button',
  linkCopied: 'said when a link was copied',
  copyThisLink: 'the prompt when the browser cannot copy by itself',
  opensInNewTab: 'said after a link that opens in a new tab',
  lastUpdated: 'before the date a page last changed',
  editPage: 'the footer link office staff use to edit a page: it says whom it is for, so families do not take it for help',
  reportProblem: 'the footer question before the link that reports a wrong or out-of-date page',
  reportLink: 'the footer link that reports a wrong or out-of-date page (an email to the office, or its form)',
  reportSubject: 'the subject of the email that reports a page: {title}, the page\'s title',
  reportBody: 'the start of the email that reports a page: {title} and {address}, the page\'s title and address; the reader writes below it',
  notice: 'the label of a notice of the office at the top of pages (content/notices.yaml)',
  needHelp: 'the footer line that leads to the help page',
  findLiaison: 'the footer link to the help page: {liaison}',
  note: 'the label of a note box',
  tip: 'the label of a tip box',
  warning: 'the label of a warning box',
  appOnStore: 'a store button: {app} and {store}',
  iosDevices: 'the devices of the App Store',
  androidDevices: 'the devices of Google Play',
  qrCode: 'the description of a QR code: {target}',
  embeddedNotLoading: 'the hint under an embedded page',
  embeddedOpen: 'the link to open an embedded page on its own: {title}',
  printOnline: 'on printed sheets, before the page address',
  printLiaison: 'on printed sheets, over the lines a liaison fills in: {liaison}',
  printName: 'on printed sheets, the line for the name',
  printPhone: 'on printed sheets, the line for the phone or email',
  staffExtension: 'the phone extension on a staff card: {ext}',
  inEnglish: 'after a link, on a page in another language, to help that is only in English',
  screensLanguage: 'under the title of a translated guide: the screens it describes may be in English',
  notFoundTitle: 'the browser title of the not-found page',
  outdatedTranslation: 'at the top of a translation whose original changed on {date}',
  readOriginal: 'the link to the page in the main language, from an outdated translation',
  dateLocale: 'the locale dates are written in, such as en-US or es-US',
} as const;

export type UiStringKey = keyof typeof UI_STRING_KEYS;
export type UiStrings = Record<UiStringKey, string>;

/** A string with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
