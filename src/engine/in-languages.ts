import { z } from 'zod';
import { oneLine } from './site-config.ts';

/**
 * A words field of content/schools.yaml or content/staff.yaml that may read
 * differently in each language of the site (a school's area, its liaison's
 * hours, a person's name and title): one text, the same on every page, or one
 * text per language code, as notices give theirs:
 *
 *   area:
 *     en: Temecula and Murrieta
 *     es: Temecula y Murrieta
 *
 * The check (node/graph/language-texts.ts) names a language left out, with the
 * file and the line, as it names a page whose translation is out of date.
 */
// One line each: a line break in a name or an area could end a line of the check's log (SECURITY.md).
const text = oneLine;

export const textInLanguages = z.union([text, z.record(z.string(), text)]);

export type TextInLanguages = z.output<typeof textInLanguages>;

/** The text a page in `lang` shows: its own language's, else the main language's (`main`), else the first given. */
export function textIn(value: TextInLanguages, lang: string, main: string): string {
  if (typeof value === 'string') return value;
  return value[lang] ?? value[main] ?? Object.values(value)[0] ?? '';
}
