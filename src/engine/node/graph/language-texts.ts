import { describePath, type ContentProblem } from '../../problems.ts';
import { textIn, type TextInLanguages } from '../../in-languages.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * The check of a words field given in each language (src/engine/in-languages.ts)
 * in schools.yaml or staff.yaml: a language the site does not have is an error
 * (its words would never show); a language of the site left out is a warning
 * naming the file, the line and the words that page shows instead. A single
 * text reads the same on every page (a place's or a person's name), unless the
 * field is one that always reads differently (`everyLanguage`: a job title).
 */
export interface LanguageTextField {
  /** The whole list, as read, so the message can name the entry. */
  data: unknown;
  /** Where the field is: the entry's place in the list and the field's name. */
  at: [number, string];
  value: TextInLanguages | undefined;
  /** A single text is a warning too: the words always change from one language to another. */
  everyLanguage?: boolean;
}

export function languageTextProblems(fields: readonly LanguageTextField[], siteLanguages: readonly string[], where: { file: string; yaml?: YamlSource }): ContentProblem[] {
  const main = siteLanguages[0] ?? '';
  return fields.flatMap(({ data, at, value, everyLanguage }) => {
    if (value === undefined || (typeof value === 'string' && !everyLanguage)) return [];
    const [index, field] = at;
    const who = describePath([index], data);
    const given = typeof value === 'string' ? [main] : Object.keys(value);
    const unknown = given
      .filter((code) => !siteLanguages.includes(code))
      .map((code): ContentProblem => ({
        file: where.file,
        line: where.yaml?.lineOf([index, field, code]),
        severity: 'error',
        message: `${describePath([index, field, code], data)}: ${code} is not a language of this site`,
        hint: `give the words under ${siteLanguages.join(', ')} (the languages in site.yaml)`,
      }));
    const missing = siteLanguages
      .filter((code) => !given.includes(code))
      .map((code): ContentProblem => ({
        file: where.file,
        line: where.yaml?.lineOf([index, field]),
        severity: 'warning',
        message: `${who} has no ${field} in ${code}: the ${code} page shows "${textIn(value, code, main)}"`,
        hint:
          typeof value === 'string'
            ? `write "${field}:" on a line of its own, and under it, indented two more spaces, "${main}: ${value}" and "${code}: …" with the words in that language`
            : `add "${code}: …" under ${field}:, indented like the other languages, with the words in that language`,
      }));
    return [...unknown, ...missing];
  });
}
