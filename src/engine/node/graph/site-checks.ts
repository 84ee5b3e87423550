import type { ContentProblem } from '../../problems.ts';
import { closestMatch } from '../../problems.ts';
import { siteValue, type SiteConfig } from '../../site-config.ts';
import { UI_STRING_KEYS, type UiStringKey } from '../../ui-strings.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * The checks of site.yaml and the strings files that the build would otherwise
 * meet only while writing the site (an unknown `{site.…}` value in the search's
 * texts, a misspelled `{placeholder}` in a UI string; old addresses are
 * old-address-aliases.ts's). The content graph runs them, so `npm run check`, the build
 * and `npm run dev` report them with file and line before anything is written.
 */

type Where = (string | number)[];

/** Where a text of site.yaml or a strings file stands, for problems. */
export interface YamlFile {
  file: string;
  yaml?: YamlSource;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every text of a YAML value with where it stands. */
function texts(value: unknown, at: Where = []): { text: string; at: Where }[] {
  if (typeof value === 'string') return [{ text: value, at }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...at, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, [...at, key]));
  return [];
}

/** site.yaml's texts that fill in `{site.…}` values (the search's help when nothing matches); in any other text a brace is printed as it is. */
const FILLED = ['search', 'noResults'];

/**
 * `{…}` in site.yaml's texts (and a strings file's `site:` part): only the
 * search's help may use `{site.…}` values, and each must name a text value of
 * the language's site.yaml; a brace anywhere else would be printed as it is.
 * `values` is site.yaml as the language reads it.
 */
export function siteTextProblems(raw: unknown, values: SiteConfig, where: YamlFile, prefix: Where = []): ContentProblem[] {
  return texts(raw).flatMap(({ text, at }) =>
    [...text.matchAll(PLACEHOLDER)].flatMap(([whole, inside]) => {
      const line = where.yaml?.lineOf([...prefix, ...at]);
      const name = [...prefix, ...at].join('.');
      const filled = FILLED.every((key, index) => at[index] === key);
      if (!filled) return [{ file: where.file, line, severity: 'error' as const, message: `${name}: ${whole} is printed as it is here`, hint: 'write the text itself; {site.…} values only work in search.noResults and in guides' }];
      const dotted = /^site\.([\w.]+)$/.exec(inside!.trim())?.[1];
      if (dotted !== undefined && siteValue(values, dotted) !== undefined) return [];
      return [{ file: where.file, line, severity: 'error' as const, message: `${name}: ${whole} is not a text value of site.yaml`, hint: 'use a {site.…} value that site.yaml has, such as {site.liaison}' }];
    }),
  );
}

/** The `{name}`s a UI string may use: those its description in ui-strings.ts names. */
function placeholdersOf(key: UiStringKey): string[] {
  return [...UI_STRING_KEYS[key].matchAll(PLACEHOLDER)].map(([, name]) => name!);
}

/** A UI string's `{name}`s must be the ones the code fills in for it: anything else would be printed as it is. */
export function uiStringProblems(ui: Record<UiStringKey, string>, where: YamlFile): ContentProblem[] {
  return (Object.keys(ui) as UiStringKey[]).flatMap((key) => {
    const allowed = placeholdersOf(key);
    return [...ui[key].matchAll(PLACEHOLDER)]
      .filter(([, name]) => !allowed.includes(name!))
      .map(([whole, name]) => {
        const suggestion = closestMatch(name!, allowed);
        return {
          file: where.file,
          line: where.yaml?.lineOf(['ui', key]),
          severity: 'error' as const,
          message: `ui.${key}: ${whole} is not filled in here`,
          hint: suggestion ? `did you mean {${suggestion}}?` : allowed.length > 0 ? `this text can use: ${allowed.map((name) => `{${name}}`).join(', ')}` : 'this text takes no {…} values; write the words themselves',
        };
      });
  });
}
