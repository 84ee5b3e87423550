import { z } from 'zod';
import { textIn, textInLanguages } from './in-languages.ts';
import { emailAddress, oneLine } from './site-config.ts';
import { slugify } from './slug.ts';

/**
 * content/schools.yaml: every school and its tech liaison, shown by the
 * <SchoolList /> block (src/blocks/school-list/school-list.ts) and found by the search.
 * The schema says what each field is; the checks that need the whole list or
 * site.yaml (a way to reach the liaison, phone numbers, two schools with one
 * name, languages) are in src/engine/node/graph/school-checks.ts, with plain messages.
 */
const text = oneLine;

export const schoolSchema = z
  .object({
    name: text,
    /** Other names families know the school by, in any language ("Sagrado Corazón" for Sacred Heart): the list shows them, and its field and the search find them. */
    otherNames: z.array(text).optional(),
    /** The city or area: the list is grouped by it. One text, or one per language code ("Temecula and Murrieta", "Temecula y Murrieta"). */
    area: textInLanguages,
    /** The grades taught, as the office writes them: TK–8, 9–12. */
    grades: text,
    /** The liaison's name. */
    liaison: text.optional(),
    /** Written as families dial it, with its area code: (555) 010-3110, optionally ext. 204. */
    phone: text.optional(),
    email: emailAddress.optional(),
    /** When the liaison can be reached: one text, or one per language code. */
    hours: textInLanguages.optional(),
    /** The languages the liaison speaks, as language codes (en, es, vi). */
    languages: z.array(text).optional(),
  })
  .strict();

export const schoolsSchema = z.array(schoolSchema);

export type School = z.output<typeof schoolSchema>;

/** A school as one language's pages show it: hours and language names in that language, the phone ready to dial. */
export interface SchoolEntry {
  /** Its #anchor on the list, from its name (the same in every language). */
  id: string;
  name: string;
  /** Other names families know it by (schools.yaml otherNames), in any language. */
  otherNames: string[];
  area: string;
  grades: string;
  liaison?: string;
  phone?: { text: string; href: string };
  email?: string;
  hours?: string;
  /** The languages the liaison speaks, named in the page's language. */
  languages: string[];
}

/** A school's #anchor on the list: "St. Rose of Lima School" is `st-rose-of-lima-school`. */
export const schoolId = (name: string): string => slugify(name);

const EXTENSION = /\s*(?:ext\.?|extension|x)\s*(\d{1,6})\s*$/i;

/**
 * A phone number as written in schools.yaml, with the `tel:` address a phone
 * dials: ten digits (North American, with its area code), 1 and ten digits, or
 * + and a country code; an extension is dialled after a pause (a comma).
 * Undefined when it is not a number a phone can dial.
 */
export function phoneNumber(written: string): { text: string; href: string } | undefined {
  const extension = EXTENSION.exec(written)?.[1];
  const number = written.replace(EXTENSION, '');
  if (!/^\+?[\d\s().-]+$/.test(number)) return undefined;
  const digits = number.replace(/\D/g, '');
  let international: string | undefined;
  if (number.trim().startsWith('+')) international = digits.length >= 8 && digits.length <= 15 ? digits : undefined;
  else if (digits.length === 10) international = `1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) international = digits;
  if (!international) return undefined;
  return { text: written.trim(), href: `tel:+${international}${extension ? `,${extension}` : ''}` };
}

/** The names of languages in each language, made once: every page that names a language asks again. */
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in another language: `es` in English is "Spanish"; undefined for a code no language has. */
export function languageName(code: string, inLanguage: string): string | undefined {
  if (!/^[a-z]{2,3}$/.test(code)) return undefined;
  let names = languageNames.get(inLanguage);
  if (!names) languageNames.set(inLanguage, (names = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' })));
  return names.of(code);
}

/** The list as the pages of `lang` show it; `main` is the site's main language, whose words stand in for a missing translation. */
export function schoolEntries(schools: readonly School[], lang: string, main: string): SchoolEntry[] {
  return schools.map((school) => {
    const hours = school.hours === undefined ? undefined : textIn(school.hours, lang, main);
    const phone = school.phone === undefined ? undefined : phoneNumber(school.phone);
    return {
      id: schoolId(school.name),
      name: school.name,
      otherNames: school.otherNames ?? [],
      area: textIn(school.area, lang, main),
      grades: school.grades,
      ...(school.liaison ? { liaison: school.liaison } : {}),
      ...(phone ? { phone } : {}),
      ...(school.email ? { email: school.email } : {}),
      ...(hours ? { hours } : {}),
      languages: (school.languages ?? []).map((code) => languageName(code, lang) ?? code),
    };
  });
}

/** The schools by area, areas in the order they first appear. */
export function byArea<T extends { area: string }>(schools: readonly T[]): [string, T[]][] {
  const areas = new Map<string, T[]>();
  for (const school of schools) areas.set(school.area, [...(areas.get(school.area) ?? []), school]);
  return [...areas];
}
