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
  copyLinkToAnswer: 'the copy-link button of a FAQ answer, for screen readers',
  copyLinkToSection: 'the copy-link button of a section, for screen readers',
  copyLink: 'the copy-link button',
  linkCopied: 'said when a link was copied',
  copyThisLink: 'the prompt when the browser cannot copy by itself',
  opensInNewTab: 'said after a link that opens in a new tab',
  lastUpdated: 'before the date a page last changed',
  editPage: 'the link office staff use to edit a page',
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
  schoolFilter: 'the label of the field that narrows the list of schools',
  schoolFilterHint: 'under that field: what it finds',
  schoolsShown: 'how many schools the field leaves in the list: {count} of {total}',
  schoolsNone: 'said when no school matches what was typed',
  schoolAreas: 'the name of the links to each area of the list, for screen readers',
  schoolGrades: 'the grades of a school in the list: {grades}',
  schoolPhone: 'in the list of schools, before the liaison\'s phone number',
  schoolEmail: 'in the list of schools, before the liaison\'s email',
  schoolHours: 'in the list of schools, before the hours the liaison can be reached',
  schoolLanguages: 'in the list of schools, before the languages the liaison speaks',
  mySchoolPick: 'the button that keeps a school as the reader\'s own (pressed once chosen)',
  mySchoolForget: 'the button that forgets the reader\'s school',
  mySchoolNone: 'over the list, before a school is chosen: what choosing one does ({liaison})',
  mySchoolChosen: 'over the list, once a school is chosen: {school}',
  mySchoolStored: 'over the list: what the browser keeps, and where',
} as const;

export type UiStringKey = keyof typeof UI_STRING_KEYS;
export type UiStrings = Record<UiStringKey, string>;

/** A string with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
