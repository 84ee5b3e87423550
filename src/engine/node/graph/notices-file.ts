import { createHash } from 'node:crypto';
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { z } from 'zod';
import { hrefInLanguage, routeInDefaultLanguage, type SiteLanguage } from '../../languages.ts';
import type { NoticePiece, PageNotice } from '../../notices.ts';
import { closestMatch, type ContentProblem } from '../../problems.ts';
import { addressProblem, routeOf, schemeOf } from '../../address-policy.ts';
import { printedAddress, publicAddress } from '../../urls.ts';
import { LINK_SCHEME, siteSetting, siteSettingNames, type SiteConfig } from '../../site-config.ts';
import { readYamlFile } from './page-header.ts';
import { parseYaml, type YamlSource } from './yaml-source.ts';

/**
 * content/notices.yaml: the office's notices ("Canvas will be down Saturday
 * from 8 a.m. to noon"), each with its words in every language, the pages it
 * shows on and when. Read and checked here, once per build; the build leaves
 * out a notice that has ended, and a page written before a notice ends is
 * cleared of it by the page script (src/browser/notices.ts). Editors'
 * documentation: content/README.md, "Notices".
 */
export const NOTICES_FILE = 'notices.yaml';

/** `2026-12-05`, or with a time of day on the school's clock: `2026-12-05 08:00` (a `T` also works). */
const WHEN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/;
const WHEN_HINT = 'write a date as YYYY-MM-DD, such as 2026-12-05, or a date and a time of day as YYYY-MM-DD HH:MM, such as 2026-12-05 12:00 (24-hour clock)';
const PAGE_HINT = 'write the address of a page of this site in the main language, such as /mfa (its translations show the notice too)';

const when = z.string({ error: WHEN_HINT }).trim();
const yesNo = z.union([z.boolean(), z.enum(['yes', 'no'], { error: 'must be yes or no' })]).transform((value) => value === true || value === 'yes');
/** A page of this site, by the address policy, as written (never trimmed or folded first). */
const address = z.string().superRefine((value, context) => {
  const wrong = addressProblem(value, 'page');
  if (wrong) context.addIssue({ code: 'custom', message: wrong.message, params: { hint: wrong.hint } });
});

const noticeSchema = z
  .object({
    /** The words in each language, by language code: one paragraph, with **bold** and [links](/page). */
    text: z.record(z.string(), z.string().trim().min(1, 'must not be empty')),
    from: when.optional(),
    until: when,
    /** `all`, or a list of pages: the notice shows on exactly these. */
    pages: z.union([z.literal('all'), z.array(address).min(1)], { error: 'must be all, or a list of addresses such as [/help, /mfa/mfa_passkey]' }).optional(),
    /** A section's page: the notice shows on it and on every page under it. */
    sections: z.array(address).min(1).optional(),
    type: z.enum(['note', 'warning']).default('note'),
    print: yesNo.default(false),
    /** Shown only when a yes-or-no setting of site.yaml is yes (`is`) or no (`not`), as <SiteSetting>. */
    is: z.string().optional(),
    not: z.string().optional(),
  })
  .strict();

const noticesSchema = z.array(noticeSchema);

/** A notice as checked: where it shows (routes in the main language) and its pieces in each language. */
export interface Notice {
  id: string;
  type: PageNotice['type'];
  print: boolean;
  from?: number;
  until: number;
  everywhere: boolean;
  pages: string[];
  sections: string[];
  pieces: Record<string, NoticePiece[]>;
}

interface NoticeContext {
  file: string;
  site: SiteConfig;
  /** Every route of the site, every language. */
  routes: ReadonlySet<string>;
  now: Date;
}

/** How far the clock of a time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/**
 * The instant a date (and time) written in notices.yaml stands for, on the
 * school's clock; a date alone is the start of that day (`from`) or its end
 * (`until`: "until 2027-01-31" shows all that day). Undefined when it is no
 * real date or time.
 */
export function noticeInstant(written: string, timeZone: string, end: 'from' | 'until'): number | undefined {
  const match = WHEN.exec(written);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const wall = Date.UTC(year!, month! - 1, day! + (hour === undefined && end === 'until' ? 1 : 0), hour ?? 0, minute ?? 0);
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || (hour ?? 0) > 23 || (minute ?? 0) > 59) return undefined;
  // The wall-clock time as if it were UTC, moved by the zone's offset (asked twice: the offset may change in between, at a clock change).
  const first = wall - zoneOffset(timeZone, wall);
  return wall - zoneOffset(timeZone, first);
}

const textParser = unified().use(remarkParse).freeze();

/** A notice's text as pieces: one paragraph of words, **bold** and links; what else it holds, as problems' messages. */
function textPieces(text: string): { pieces: NoticePiece[]; wrong: string[] } {
  const tree = textParser.parse(text) as Root;
  const wrong: string[] = [];
  const paragraph = tree.children.length === 1 && tree.children[0]!.type === 'paragraph' ? (tree.children[0] as Paragraph) : undefined;
  if (!paragraph) return { pieces: [], wrong: ['a notice is one paragraph of words: no headings, lists or empty lines'] };
  const pieces: NoticePiece[] = [];
  const walk = (nodes: PhrasingContent[], style: Omit<NoticePiece, 'text'>) => {
    for (const node of nodes) {
      if (node.type === 'text') pieces.push({ ...style, text: node.value.replace(/\s*\n\s*/g, ' ') });
      else if (node.type === 'strong') walk(node.children, { ...style, strong: true });
      else if (node.type === 'link' && style.href === undefined) walk(node.children, { ...style, href: node.url });
      else if (node.type === 'break') pieces.push({ ...style, text: ' ' });
      else wrong.push(`${node.type === 'link' ? 'a link inside a link' : node.type === 'emphasis' ? '*italics*' : node.type === 'image' ? 'a picture' : `this kind of text (${node.type})`} cannot be in a notice`);
    }
  };
  walk(paragraph.children, {});
  return { pieces, wrong };
}

/** The problem with a link's address in a notice, or undefined when it leads somewhere. */
function linkProblem(href: string, context: NoticeContext): { message: string; hint: string } | undefined {
  if (href.startsWith(LINK_SCHEME)) {
    const key = href.slice(LINK_SCHEME.length);
    if (Object.hasOwn(context.site.links, key)) return undefined;
    const suggestion = closestMatch(key, Object.keys(context.site.links));
    return { message: `${href} is not a key under links: in site.yaml`, hint: suggestion ? `did you mean link:${suggestion}?` : 'add the address under links: in site.yaml, then write link:yourKey' };
  }
  // As written, by the one address policy: `//host` and `/\\host` are other servers, never folded into a page's address.
  const wrong = addressProblem(href, 'link');
  if (wrong) return wrong;
  if (schemeOf(href) === 'https') return { message: `${href}: a notice links to an outside address by its key (link:helpDesk)`, hint: 'put the outside address in site.yaml under links: and write link:yourKey' };
  if (!href.startsWith('/')) return undefined; // mailto:, tel:
  const route = routeOf(href);
  if (context.routes.has(route)) return undefined;
  const suggestion = closestMatch(route, [...context.routes]);
  return { message: `${href} is not a page of this site`, hint: suggestion ? `did you mean ${suggestion}?` : PAGE_HINT };
}

/**
 * content/notices.yaml read and checked (an absent or empty file: no notices).
 * Problems name the file and line: a malformed date, `until` before `from`, a
 * page or section that does not exist, text missing in a language (a warning:
 * that language shows the main one's, marked), a link that leads nowhere. A
 * notice that has ended is left out, with a warning to delete it.
 */
export function readNotices(text: string | undefined, context: NoticeContext, problems: ContentProblem[]): Notice[] {
  if (text === undefined || text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) return [];
  const parsed = parseYaml(text);
  if (parsed.syntaxErrors.length === 0 && !Array.isArray(parsed.data)) {
    problems.push({ file: context.file, line: 1, severity: 'error', message: 'notices.yaml must be a list of notices, each starting with "- "', hint: 'start each notice with "- text:" or "- pages:" as in content/README.md, "Notices"' });
    return [];
  }
  const { data, yaml } = readYamlFile(text, NOTICES_FILE, context.file, noticesSchema, problems);
  if (!data || !yaml) return [];
  return data.flatMap((notice, index) => checkNotice(notice, index, yaml, context, problems) ?? []);
}

function checkNotice(notice: z.output<typeof noticeSchema>, index: number, yaml: YamlSource, context: NoticeContext, problems: ContentProblem[]): Notice | undefined {
  const { site, file } = context;
  const lineOf = (...path: (string | number)[]) => yaml.lineOf([index, ...path]);
  const before = problems.length;
  const error = (line: number | undefined, message: string, hint: string) => problems.push({ file, line, severity: 'error', message, hint });
  const number = `notice ${index + 1}`;

  const instant = (field: 'from' | 'until') => {
    const written = notice[field];
    if (written === undefined) return undefined;
    const at = noticeInstant(written, site.timeZone, field);
    if (at === undefined) error(lineOf(field), `${number} ${field}: "${written}" is not a date`, WHEN_HINT);
    return at;
  };
  const from = instant('from');
  const until = instant('until');
  if (from !== undefined && until !== undefined && until <= from) error(lineOf('until'), `${number} until: ${notice.until} is before from: ${notice.from}, so the notice would never show`, 'check both dates: until is the last day (or the moment) the notice shows');

  const languages = site.languages;
  const main = languages[0]!.code;
  const mainRoutes = (route: string) => context.routes.has(route) && routeInDefaultLanguage(route, languages) === route;
  const targets = (field: 'pages' | 'sections', list: string[]) =>
    list.flatMap((written, at) => {
      const route = routeOf(written); // allowed by the policy already (the schema)
      if (mainRoutes(route)) return [route];
      const base = routeInDefaultLanguage(route, languages);
      const translated = base !== route;
      const suggestion = translated ? (mainRoutes(base) ? base : undefined) : closestMatch(route, [...context.routes].filter(mainRoutes));
      error(lineOf(field, at), translated ? `${number} ${field}: ${written} is a translation's address` : `${number} ${field}: ${written} is not a page of this site`, translated ? `write the page's address in the main language${suggestion ? `, ${suggestion}` : ''}: its translations show the notice too` : suggestion ? `did you mean ${suggestion}?` : PAGE_HINT);
      return [];
    });
  const pages = Array.isArray(notice.pages) ? targets('pages', notice.pages) : [];
  const sections = targets('sections', notice.sections ?? []);
  if (notice.pages === undefined && notice.sections === undefined) error(lineOf(), `${number} says no pages to show on`, 'add pages: all for every page, sections: [/lms] for a section, or pages: [/help] for some pages');

  for (const field of ['is', 'not'] as const) {
    const name = notice[field];
    if (name !== undefined && siteSetting(site, name) === undefined) {
      const suggestion = closestMatch(name, siteSettingNames(site));
      error(lineOf(field), `${number} ${field}: ${name} is not a yes-or-no setting in site.yaml`, suggestion ? `did you mean ${suggestion}?` : `use one of: ${siteSettingNames(site).join(', ')}`);
    }
  }

  const codes = languages.map((language) => language.code);
  const pieces: Record<string, NoticePiece[]> = {};
  for (const [code, words] of Object.entries(notice.text)) {
    if (!codes.includes(code)) {
      error(lineOf('text', code), `${number} text: ${code} is not one of the site's languages (${codes.join(', ')})`, 'give the text under each language code of site.yaml\'s languages:');
      continue;
    }
    const read = textPieces(words);
    for (const message of read.wrong) error(lineOf('text', code), `${number} text (${code}): ${message}`, 'write one paragraph: words, **bold** and [links](/page); put what needs more in a guide and link to it');
    for (const piece of read.pieces) {
      const wrong = piece.href === undefined ? undefined : linkProblem(piece.href, context);
      if (wrong) error(lineOf('text', code), `${number} text (${code}): ${wrong.message}`, wrong.hint);
    }
    pieces[code] = read.pieces;
  }
  if (notice.text[main] === undefined) error(lineOf('text'), `${number} has no text in ${languages[0]!.name} (${main}), the site's main language`, `add ${main}: with the words under text:`);
  for (const language of languages.slice(1)) {
    if (notice.text[language.code] === undefined && notice.text[main] !== undefined) {
      problems.push({ file, line: lineOf('text'), severity: 'warning', message: `${number} has no text in ${language.name} (${language.code}): its pages show the ${languages[0]!.name} text, marked as ${languages[0]!.name}`, hint: `add ${language.code}: with the words under text:` });
    }
  }
  if (problems.slice(before).some((problem) => problem.severity === 'error') || until === undefined) return undefined;
  if (until <= context.now.getTime()) {
    problems.push({ file, line: lineOf('until'), severity: 'warning', message: `${number} ended (until: ${notice.until}), so the site leaves it out`, hint: 'delete it from notices.yaml when you like' });
    return undefined;
  }
  const applies = (notice.is === undefined || siteSetting(site, notice.is) === true) && (notice.not === undefined || siteSetting(site, notice.not) === false);
  if (!applies) return undefined;
  const id = createHash('sha256').update(JSON.stringify([notice.text, from, until])).digest('hex').slice(0, 12);
  return { id, type: notice.type, print: notice.print, from, until, everywhere: notice.pages === 'all', pages, sections, pieces };
}

/**
 * The notices a page shows, in the file's order: its text in the page's
 * language (or the main language's, marked), links leading to the page's
 * language where the page is translated. `now` is the build's time: a notice
 * that starts later is carried with its start, for the page script to show then.
 */
export function noticesOn(page: { path: string; lang: string }, notices: readonly Notice[], site: { languages: readonly SiteLanguage[]; siteUrl: string; links: Record<string, string>; exists: (route: string) => boolean; now: Date }): PageNotice[] {
  const { languages, exists } = site;
  const main = languages[0]!.code;
  const base = routeInDefaultLanguage(page.path, languages);
  const shows = (notice: Notice) => notice.everywhere || notice.pages.includes(base) || notice.sections.some((section) => base === section || base.startsWith(section === '/' ? '/' : `${section}/`));
  return notices.filter(shows).map((notice) => {
    const own = notice.pieces[page.lang];
    const pieces = (own ?? notice.pieces[main] ?? []).map((piece): NoticePiece => {
      if (piece.href?.startsWith(LINK_SCHEME)) {
        const href = site.links[piece.href.slice(LINK_SCHEME.length)]!;
        return { ...piece, href, printUrl: printedAddress(href) };
      }
      if (piece.href === undefined || !piece.href.startsWith('/')) return piece;
      // A link to a page in the main language leads to its translation, where there is one; one written as a translation's stays.
      const written = routeOf(piece.href);
      const href = routeInDefaultLanguage(written, languages) === written ? hrefInLanguage(piece.href, page.lang, languages, exists) : piece.href;
      return { ...piece, href, printUrl: printedAddress(publicAddress(site.siteUrl, href.replace(/#.*$/, ''))) };
    });
    return {
      id: notice.id,
      type: notice.type,
      ...(notice.from !== undefined && notice.from > site.now.getTime() ? { from: new Date(notice.from).toISOString() } : {}),
      until: new Date(notice.until).toISOString(),
      print: notice.print,
      pieces,
      ...(own === undefined ? { textLang: main } : {}),
    };
  });
}
