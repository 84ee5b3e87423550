import { describePath, type ContentProblem } from '../../problems.ts';
import { languageName, phoneNumber, schoolId, type School } from '../../schools.ts';
import { slugify } from '../../slug.ts';
import { languageTextProblems } from './language-texts.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * The checks of content/schools.yaml that its schema (src/engine/schools.ts)
 * cannot make alone, each with the school's name, its line and what to do: a
 * liaison nobody can reach, one with no phone (a warning: the list shows the
 * office's number), a phone number no phone can dial, two schools with
 * one name (they would share an address on the list), a language code that
 * names no language, and an area or hours in a language the site does not
 * have, or without one of its languages (language-texts.ts).
 */

/** Languages liaisons often speak, so a name written instead of its code ("Spanish") gets its code in the hint. */
const COMMON_LANGUAGES = ['en', 'es', 'vi', 'ko', 'zh', 'tl', 'pt', 'ar', 'fr', 'ht', 'hi', 'pa', 'ru', 'ja', 'it', 'de', 'pl', 'uk', 'fa', 'so', 'hmn', 'km', 'lo', 'th', 'ur', 'bn', 'am', 'hy'];

const plain = (text: string) => slugify(text).replace(/-/g, '');

/** The code an editor probably meant by `written`: a language's name in any of the site's languages ("Spanish", "español"). */
function meantCode(written: string, siteLanguages: readonly string[]): string | undefined {
  return COMMON_LANGUAGES.find((code) => siteLanguages.some((lang) => plain(languageName(code, lang) ?? '') === plain(written)));
}

export function schoolProblems(schools: readonly School[], where: { file: string; yaml?: YamlSource }, siteLanguages: readonly string[], main: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  /** `at` names the field; `lineAt` is where it stands when more precise (an item of a list). */
  const problem = (at: (string | number)[], message: string, hint: string, lineAt = at) =>
    problems.push({ file: where.file, line: where.yaml?.lineOf(lineAt), severity: 'error', message: `${describePath(at, schools)}: ${message}`, hint });
  const seen = new Map<string, number>();
  schools.forEach((school, index) => {
    if (school.phone === undefined && school.email === undefined) {
      problem([index], 'has no way to reach its liaison', 'add a phone: or an email: line (or both), indented like the lines around it');
    }
    if (school.phone === undefined && school.email !== undefined) {
      problems.push({
        file: where.file,
        line: where.yaml?.lineOf([index]),
        severity: 'warning',
        message: `${describePath([index], schools)}: has no phone number, so the list of schools shows the office's number (site.yaml office: phone:) instead`,
        hint: 'add a phone: line with the liaison\'s number, or the school office\'s, indented like the lines around it',
      });
    }
    if (school.phone !== undefined && !phoneNumber(school.phone)) {
      problem([index, 'phone'], `"${school.phone}" is not a phone number a phone can dial`, 'write it with its area code, such as (555) 010-3110; an extension goes after it: (555) 010-3110 ext. 204');
    }
    const id = schoolId(school.name);
    const first = seen.get(id);
    if (first !== undefined) problem([index, 'name'], `another school has the same name (entry ${first + 1})`, 'give each school its own name, or delete one of the two');
    else seen.set(id, index);
    (school.languages ?? []).forEach((code, position) => {
      if (languageName(code, main)) return;
      const meant = meantCode(code, siteLanguages);
      const hint = meant ? `write the code ${meant} for ${languageName(meant, main)}` : 'write each language as its two-letter code in square brackets, such as [en, es]: en English, es Spanish, vi Vietnamese';
      problem([index, 'languages'], `"${code}" is not a language code`, hint, [index, 'languages', position]);
    });
  });
  const fields = schools.flatMap((school, index) => (['area', 'hours'] as const).map((field) => ({ data: schools, at: [index, field] as [number, string], value: school[field] })));
  problems.push(...languageTextProblems(fields, siteLanguages, where));
  return problems;
}
