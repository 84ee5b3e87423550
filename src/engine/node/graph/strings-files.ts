import { z } from 'zod';
import type { SiteLanguage } from '../../languages.ts';
import type { ContentProblem } from '../../problems.ts';
import { siteConfigSchema, type SiteConfig } from '../../site-config.ts';
import { UI_STRING_KEYS, type UiStringKey, type UiStrings } from '../../ui-strings.ts';
import type { ContentReader } from './content-reader.ts';
import { readYamlFile } from './page-header.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * content/strings/<code>.yaml, one per language: `ui:` (the words around the
 * pages, src/engine/ui-strings.ts) and, for a translation, `site:` (site.yaml's
 * text values as they read in that language: the office's name, the nav
 * labels) and `synonyms:` (the search's, in that language). What a language
 * leaves out of `site:` reads as in site.yaml.
 */
export interface LanguageStrings {
  ui: UiStrings;
  /** site.yaml with this language's text values in place. */
  site: SiteConfig;
  /** The search's synonym groups in this language (the main language's are in site.yaml). */
  synonyms: string[][];
}

const uiStringsSchema = z
  .object(Object.fromEntries(Object.keys(UI_STRING_KEYS).map((key) => [key, z.string().trim().min(1, 'must not be empty')])) as Record<UiStringKey, z.ZodString>)
  .strict();

const stringsFileSchema = z
  .object({
    ui: uiStringsSchema,
    site: z.record(z.string(), z.unknown()).optional(),
    synonyms: z.array(z.array(z.string().trim().min(1)).min(2, 'a synonym group needs at least two words')).default([]),
  })
  .strict();

export const STRINGS_FOLDER = 'strings';

/** The school system's names: per language in site.yaml (`names:`), never in a strings file, so each is said in one place. */
const NAME_KEYS = ['name', 'nameInSentence', 'shortName'] as const;

/**
 * `override` laid over `base`, leaf by leaf; a list item by item. Each leaf must
 * replace a text of `base`: anything else is a problem (a misspelled key would
 * otherwise leave the English in place without a word).
 */
/** Says what is wrong with a language's value at `where` (below `site:`). */
type Wrong = (where: (string | number)[], message: string, hint?: string) => void;

function overlay(base: unknown, override: unknown, where: (string | number)[], wrong: Wrong): unknown {
  if (typeof override === 'string') {
    if (typeof base !== 'string') wrong(where, 'is not a text value of site.yaml');
    return override;
  }
  if (Array.isArray(override)) {
    if (!Array.isArray(base)) return wrong(where, 'is not a list in site.yaml'), base;
    if (override.length > base.length) wrong([...where, base.length], 'has no item at this place in site.yaml');
    return base.map((item, index) => (index < override.length ? overlay(item, override[index], [...where, index], wrong) : item));
  }
  if (override !== null && typeof override === 'object') {
    if (base === null || typeof base !== 'object' || Array.isArray(base)) return wrong(where, 'is not a group of values in site.yaml'), base;
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(override)) {
      if (!Object.hasOwn(merged, key)) wrong([...where, key], 'is not in site.yaml');
      else merged[key] = overlay(merged[key], value, [...where, key], wrong);
    }
    return merged;
  }
  wrong(where, 'must be text');
  return base;
}

/**
 * What says where the site is, what it is made of and how to reach the office,
 * never a language's to change: its address, its repository, its languages,
 * its old addresses, the office's email and phone, the portal's server. Given in
 * a strings file, they would stay the first school system's when another adopts
 * the site by editing site.yaml.
 */
const SAME_IN_EVERY_LANGUAGE = ['siteUrl', 'repository', 'languages', 'oldAddresses', 'office.email', 'office.phone', 'enrollment.portalServer'];

/** Takes `dotted` (such as `office.email`) out of a language's values; whether it was there. */
function takeOut(values: Record<string, unknown>, dotted: string): boolean {
  const keys = dotted.split('.');
  const holder = keys.slice(0, -1).reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);
  const last = keys.at(-1)!;
  if (holder === null || typeof holder !== 'object' || !Object.hasOwn(holder, last)) return false;
  delete (holder as Record<string, unknown>)[last];
  return true;
}

/**
 * site.yaml with a language's values in place, held to site.yaml's own rules: a
 * translation may reword a value, never make it one site.yaml would refuse (an
 * http:// link, a siteUrl elsewhere, a nav link off the site). Where it breaks
 * them, that language keeps site.yaml's values.
 */
function translatedSite(site: SiteConfig, values: Record<string, unknown>, wrong: Wrong): SiteConfig {
  const own = structuredClone(values);
  for (const dotted of SAME_IN_EVERY_LANGUAGE) if (takeOut(own, dotted)) wrong(dotted.split('.'), 'is the same in every language', 'delete it here; it is set in site.yaml only');
  const laid = overlay(site, own, [], wrong) as SiteConfig;
  // Old addresses are site.yaml's alone, and already read into their entries (the schema reads each written line once): checked without them.
  const checked = siteConfigSchema.safeParse({ ...laid, oldAddresses: [] });
  if (checked.success) return { ...checked.data, oldAddresses: site.oldAddresses };
  for (const issue of checked.error.issues) wrong(issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)), issue.message, 'write it as site.yaml has it (the note above that line in site.yaml says what it takes), only in this language');
  return site;
}

/** Every language's strings, read and checked; problems are pushed, never thrown. */
export function readStringsFiles(
  reader: ContentReader,
  languages: readonly SiteLanguage[],
  site: SiteConfig,
  relative: (name: string) => string,
  problems: ContentProblem[],
  /** Filled with each file as parsed, for the line numbers of later checks. */
  sources: Map<string, YamlSource>,
): Map<string, LanguageStrings> {
  const strings = new Map<string, LanguageStrings>();
  for (const language of languages) {
    const name = `${STRINGS_FOLDER}/${language.code}.yaml`;
    const file = relative(name);
    const { data, yaml } = readYamlFile(reader.read(name), name, file, stringsFileSchema, problems);
    if (yaml) sources.set(language.code, yaml);
    if (!data) continue;
    const wrong: Wrong = (where, message, hint = 'give only text values that site.yaml has, at the same place') =>
      problems.push({ file, line: (yaml as YamlSource).lineOf(['site', ...where]), severity: 'error', message: `site.${where.join('.')} ${message}`, hint });
    const given = structuredClone(data.site ?? {});
    for (const key of NAME_KEYS.filter((key) => key in given)) {
      wrong([key], 'is the school system\'s name, which site.yaml gives for each language', `move it to content/site.yaml under names: ${language.code}: (with name, nameInSentence and shortName) and delete it here`);
      delete given[key];
    }
    if (takeOut(given, 'products.helpDesk')) wrong(['products', 'helpDesk'], 'is the help desk\'s name, which site.yaml gives for each language', `move it to content/site.yaml under names: ${language.code}: helpDesk: and delete it here`);
    const translated = data.site ? translatedSite(site, given, wrong) : site;
    const { helpDesk, ...names } = site.names[language.code] ?? {};
    const products = helpDesk ? { ...translated.products, helpDesk } : translated.products;
    strings.set(language.code, { ui: data.ui, site: { ...translated, ...names, products }, synonyms: data.synonyms });
  }
  return strings;
}
