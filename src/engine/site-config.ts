import { z } from 'zod';
import { addressProblem, emailProblem, type AddressUse } from './address-policy.ts';
import { isEntryProblem, readOldAddress, type OldAddress } from './old-addresses.ts';

/**
 * The schema of content/site.yaml, the one file another school system edits to adopt
 * the site. Each field is documented for editors in site.yaml itself.
 */
/** An address judged by the address policy (address-policy.ts), as written; its problem keeps its hint. */
const address = (use: AddressUse) =>
  z.string().superRefine((value, context) => {
    const wrong = addressProblem(value, use);
    if (wrong) context.addIssue({ code: 'custom', message: wrong.message, params: { hint: wrong.hint } });
  });
const httpsUrl = address('outside');
/** A page of this site: its route as written (`/MFA`), with no #section. */
const siteRoute = address('page').refine((value) => !value.includes('#'), 'must be a page of this site, without #…');
/** A value shown on one line (a name, a title, a label): a line break in it would break the line it stands on, and the check's log. */
export const oneLine = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, context) => {
    // eslint-disable-next-line no-control-regex -- line breaks and other control characters are what is refused
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) context.addIssue({ code: 'custom', message: 'must be on one line, without line breaks', params: { hint: 'write it on one line; in YAML, without | or > and without \\n' } });
  });
/** An email address a `mailto:` link carries. */
export const emailAddress = z.string().superRefine((value, context) => {
  const wrong = emailProblem(value);
  if (wrong) context.addIssue({ code: 'custom', message: wrong.message, params: { hint: wrong.hint } });
});

/** The site search (src/search/): words that mean the same, and what to offer when nothing matches. */
const searchLink = z.object({ label: oneLine, href: address('page') }).strict();
const searchSchema = z
  .object({
    synonyms: z.array(z.array(z.string().trim().min(1)).min(2, 'a synonym group needs at least two words')).default([]),
    noResults: z.object({ message: oneLine, tasks: z.array(searchLink).min(1), contact: oneLine, contactLink: searchLink }).strict(),
  })
  .strict();

/** An entry of `oldAddresses` (old-addresses.ts): each wrong form gets its own message and what to write instead. */
const oldAddressSchema = z.unknown().transform((value, context): OldAddress => {
  const entry = readOldAddress(value);
  if (!isEntryProblem(entry)) return entry;
  context.addIssue({ code: 'custom', message: entry.message, params: { hint: entry.hint } });
  return z.NEVER;
});

/** The languages of the site, the first one the default (src/engine/languages.ts). */
const languageSchema = z
  .object({
    code: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language code, such as en or es'),
    name: z.string().min(1),
    dir: z.enum(['ltr', 'rtl']).default('ltr'),
  })
  .strict();

/** A yes-or-no setting: `yes` or `no` as editors write it (YAML reads them as text), or `true` / `false`. */
const yesNo = z.union([z.boolean(), z.enum(['yes', 'no'], { error: 'must be yes or no' })]).transform((value) => value === true || value === 'yes');

/**
 * The school system's names in one language: as in a title, inside a sentence,
 * and short; and its help desk's (products.helpDesk), which carries its name too.
 */
const schoolNames = z.object({ name: oneLine, nameInSentence: oneLine, shortName: oneLine, helpDesk: oneLine.optional() }).strict();

/** Whether the JavaScript runtime knows a time zone by this name (Node's and browsers' IANA list). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A guide not reviewed for this long is due (site.yaml can say otherwise). */
export const DEFAULT_REVIEW_PERIOD_MONTHS = 12;

export const siteConfigSchema = z
  .object({
    name: oneLine,
    languages: z.array(languageSchema).min(1, 'list at least the site\'s main language'),
    /** The name as it reads inside a sentence, e.g. with "the" in front. */
    nameInSentence: oneLine,
    shortName: oneLine,
    /** The three names in each other language, by language code; a language left out uses the ones above (strings-files.ts). */
    names: z.record(z.string(), schoolNames).default({}),
    siteUrl: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with /'),
    repository: z.object({ url: httpsUrl, branch: z.string().min(1) }).strict(),
    office: z
      .object({
        name: oneLine,
        page: siteRoute,
        email: emailAddress,
        phone: oneLine,
        address: oneLine,
        hours: oneLine,
        /** A number to call when the office is closed, for what cannot wait; left out when there is none. */
        afterHoursPhone: oneLine.optional(),
      })
      .strict(),
    liaison: oneLine,
    /** The school system's time zone: a notice's `from` and `until` (notices.yaml) are read as its clock shows them. */
    timeZone: z.string().refine(isTimeZone, 'must be a time zone name such as America/Los_Angeles (see the list at https://en.wikipedia.org/wiki/List_of_tz_database_time_zones)').default('UTC'),
    /** Where "Something wrong on this page?" sends a reader: an email to the office (the default), or a form with the page's address filled in. */
    reportProblem: z
      .object({
        form: httpsUrl.optional(),
        pageParameter: z.string().regex(/^[\w.-]+$/, 'must be the name of the form\'s field, letters, digits, . _ and - only').optional(),
      })
      .strict()
      .superRefine((report, context) => {
        if ((report.form === undefined) !== (report.pageParameter === undefined)) context.addIssue({ code: 'custom', path: [report.form === undefined ? 'form' : 'pageParameter'], message: 'form and pageParameter go together: the form\'s address, and the name of its field that receives the page\'s address' });
      })
      .default({}),
    /** How often every guide is checked again against the vendors' screens: older `reviewed:` dates get a warning. */
    reviewPeriodMonths: z.number().int().min(1).max(60).default(DEFAULT_REVIEW_PERIOD_MONTHS),
    /** What the office tells families to expect, shown wherever a guide mentions it: {site.enrollment.reviewTime}. */
    enrollment: z.object({ reviewTime: oneLine, studentSignIn: oneLine, portalServer: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be the server\'s name only, such as school.powerschool.com (no https://, no /public/)'), districtCode: z.string().regex(/^[A-Za-z0-9]{4}$/, 'must be the 4 letters or digits PowerSchool Mobile asks for, such as ABCD').optional() }).strict().optional(),
    /** What the Canvas apps call the school system when they ask for it ({site.lms.appSchoolName}). */
    lms: z.object({ appSchoolName: oneLine }).strict().optional(),
    /** Yes-or-no settings guides depend on: <SiteSetting is="mfa.ownTextCodeProvider"> (src/blocks/site-setting.ts). */
    mfa: z.object({ ownTextCodeProvider: yesNo.default(false) }).strict().default({ ownTextCodeProvider: false }),
    /** The help page (who to contact, and how); every page's footer links to it. */
    helpPage: siteRoute,
    /** Offline reading: a service worker keeps the pages a reader opened, "Save for offline" saves a language's guides, and `page` is shown offline for a page not saved (src/engine/offline.ts). */
    offline: z.object({ enabled: yesNo, page: siteRoute }).strict().optional(),
    products: z.record(z.string().regex(/^[a-zA-Z0-9]+$/), oneLine),
    nav: z.array(z.object({ label: oneLine, href: siteRoute }).strict()).min(1),
    /** Addresses people saved, printed or scanned that must keep answering: another spelling of a page's, or `old: new`. */
    oldAddresses: z.array(oldAddressSchema).default([]),
    links: z.record(z.string().regex(/^[a-zA-Z0-9]+$/, 'link keys are letters and digits only'), httpsUrl),
    /**
     * Outside help that is only in English (the start of its address: `community.canvaslms.com`).
     * A page in another language marks links to it "(en inglés)"; so are addresses with an English
     * locale in them (`/en-us/`, `hl=en`) (src/components/SmartLink.tsx).
     */
    englishOnly: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/, 'must be the start of an address without https://, such as community.canvaslms.com')).default([]),
    search: searchSchema.optional(),
  })
  .strict()
  .superRefine((site, context) => {
    const others = site.languages.slice(1).map((language) => language.code);
    for (const code of Object.keys(site.names)) {
      if (!others.includes(code)) context.addIssue({ code: 'custom', path: ['names', code], message: others.length > 0 ? `is not one of the site's other languages (${others.join(', ')})` : 'is not needed: the site has one language' });
    }
  });

export type SiteConfig = z.output<typeof siteConfigSchema>;

/** Reads a dotted path such as `products.lms` from the site configuration; only text values count. */
export function siteValue(site: SiteConfig, dottedPath: string): string | undefined {
  const value = valueAt(site, dottedPath);
  return typeof value === 'string' ? value : undefined;
}

function valueAt(site: SiteConfig, dottedPath: string): unknown {
  let value: unknown = site;
  for (const key of dottedPath.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A yes-or-no setting at a dotted path such as `mfa.ownTextCodeProvider`; an
 * optional text of site.yaml (`office.afterHoursPhone`) counts as yes when it is
 * given and no when it is left out. Undefined when there is no such setting.
 */
export function siteSetting(site: SiteConfig, dottedPath: string): boolean | undefined {
  const value = valueAt(site, dottedPath);
  if (typeof value === 'boolean') return value;
  if (isOptionalText(dottedPath)) return typeof value === 'string';
  return undefined;
}

/** Whether site.yaml's schema has an optional text at a dotted path. */
export function isOptionalText(dottedPath: string): boolean {
  let schema: unknown = siteConfigSchema;
  for (const key of dottedPath.split('.')) {
    // A group of settings may itself be optional (enrollment:).
    while (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) schema = schema.unwrap();
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    if (!shape || !Object.hasOwn(shape, key)) return false;
    schema = shape[key];
  }
  return schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodString;
}

/** Every yes-or-no setting's dotted path, for hints. */
export function siteSettingNames(site: SiteConfig): string[] {
  const paths = (value: unknown, prefix: string): string[] =>
    value === null || typeof value !== 'object' || Array.isArray(value) ? [] : Object.entries(value).flatMap(([key, item]) => (typeof item === 'boolean' ? [`${prefix}${key}`] : paths(item, `${prefix}${key}.`)));
  return paths(site, '');
}

export const LINK_SCHEME = 'link:';
