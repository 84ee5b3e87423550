/**
 * `npm run new -- <address>`: starts a new guide, such as `npm run new -- lms/grades`.
 * Writes content/lms/grades.mdx with a valid header and the plain-language outline
 * every guide follows (Before you start, Steps, If something goes wrong), then says
 * where the page will appear. It refuses an address that is taken or not valid.
 * A guide in a section that has no page of its own is said so, with the command
 * that makes that page (`npm run new -- --hub <section>`, createHub).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSiteConfig, SCHOOLS_FILE } from '../graph/content-graph.ts';
import { buildTopLevelNames } from '../publish/top-level.ts';
import { SCHOOL_LIST_ID } from '../../../components/school-list-ids.ts';
import { findMdxFiles } from '../graph/content-reader.ts';
import { guideTemplate, hubTemplate } from '../graph/guide-template.ts';
import { routeFromFile } from '../../routing.ts';
import { projectRoot } from '../project-root.ts';


export class NewGuideError extends Error {}

export interface NewGuide {
  /** Path from the project root, such as `content/lms/grades.mdx`. */
  file: string;
  route: string;
  parent: string;
  /** The section the guide is in when it has no page of its own (`/grades` for `/grades/report_cards`): the Back button skips it. */
  sectionWithoutPage?: string;
  /** The site's other languages, each of which expects a translation (site.yaml `languages`). */
  translations?: { code: string; name: string }[];
}

const SEGMENT = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const RESERVED = ['index', '404'];

/** Whether `lms/grades` (without its leading slash) is an address a new page may have: lowercase letters, digits, - and _, not `index` or `404`. */
export function validAddress(text: string): boolean {
  return text.split('/').every((segment) => SEGMENT.test(segment) && !RESERVED.includes(segment));
}

/** `lms/grades`, `/lms/grades`, `content/lms/grades.mdx` -> `/lms/grades`; refuses anything else. */
export function routeFromArgument(argument: string): string {
  const trimmed = argument.trim().replace(/^content\//, '').replace(/\.mdx$/, '').replace(/^\/+|\/+$/g, '');
  if (validAddress(trimmed)) return `/${trimmed}`;
  const suggestion = trimmed.toLowerCase().replace(/\s+/g, '_');
  throw new NewGuideError(
    `"${argument}" is not a valid address for a guide.\n` +
      'Use lowercase letters, digits, - and _, with / between folders (not "index" or "404"), for example: npm run new -- lms/grades' +
      (suggestion !== trimmed && validAddress(suggestion) ? `\nDid you mean: npm run new -- ${suggestion}` : ''),
  );
}

/** `parent_account_setup` -> `Parent account setup`. */
function titleFromSegment(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a new page starts from: its address, free in any case; the site's
 * settings; and the nearest page above it, where its Back button returns
 * (/lms for /lms/grades).
 */
function newPage(options: { route: string; root?: string }) {
  const root = options.root ?? projectRoot;
  const contentDir = path.join(root, 'content');
  const route = routeFromArgument(options.route);
  const existing = new Map(findMdxFiles(contentDir).map((file) => [routeFromFile(file), `content/${file}`]));
  const taken = existing.get(route);
  if (taken) throw new NewGuideError(`The page ${route} already exists: ${taken}.\nOpen that file to change it, or choose another address.`);
  const top = route.split('/')[1]!;
  // The names the build writes at the top of the site (top-level.ts): the check would refuse the page.
  if (buildTopLevelNames(path.join(root, 'public')).includes(top)) throw new NewGuideError(`"${top}" is a name the site itself uses at the top of its addresses.\nChoose another address, for example: npm run new -- guides/${route.slice(1)}`);
  const site = readSiteConfig(contentDir);
  if (!site) throw new NewGuideError('content/site.yaml has errors. Run npm run check to see them, fix them, then try again.');
  let parent = path.posix.dirname(route);
  while (parent !== '/' && !existing.has(parent)) parent = path.posix.dirname(parent);
  return { root, contentDir, route, site, parent };
}

export function createGuide(options: { route: string; root?: string; today?: Date }): NewGuide {
  const { root, contentDir, route, site, parent } = newPage(options);

  const file = `content${route}.mdx`;
  const section = path.posix.dirname(route);
  const source = guideTemplate({
    title: titleFromSegment(route.split('/').pop()!),
    parent,
    owner: site.office.name,
    // "Your school's tech liaison" leads to the list of schools, where the site has one.
    helpPage: fs.existsSync(path.join(contentDir, SCHOOLS_FILE)) ? `${site.helpPage}#${SCHOOL_LIST_ID}` : site.helpPage,
    today: (options.today ?? new Date()).toISOString().slice(0, 10),
  });
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, source, { flag: 'wx' });
  const translations = site.languages.slice(1).map(({ code, name }) => ({ code, name }));
  return { file, route, parent, translations, ...(section !== parent ? { sectionWithoutPage: section } : {}) };
}

/**
 * `npm run new -- --hub grades`: the page of a section that has none,
 * `content/grades/index.mdx`, with a card for each guide already in the
 * folder; those guides' Back button, which skipped the section, now leads to it.
 */
export function createHub(options: { route: string; root?: string; today?: Date }): NewGuide & { guides: string[] } {
  const { root, contentDir, route, site, parent } = newPage(options);

  // The guides directly in the folder, in the main language (a translation's folder is content/<code>/…).
  const folder = path.join(contentDir, route.slice(1));
  const guides = (fs.existsSync(folder) ? fs.readdirSync(folder) : []).filter((name) => name.endsWith('.mdx')).sort().map((name) => {
    const absolute = path.join(folder, name);
    const source = fs.readFileSync(absolute, 'utf8');
    const field = (key: string) => new RegExp(`^${key}:[ \\t]*["']?(.*?)["']?[ \\t]*$`, 'm').exec(source)?.[1];
    return { absolute, source, route: routeFromFile(path.relative(contentDir, absolute).split(path.sep).join('/')), title: field('title') ?? name, description: field('description') ?? '', parent: field('parent') };
  });
  const file = `content${route}/index.mdx`;
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, hubTemplate({ title: titleFromSegment(route.split('/').pop()!), parent: parent === '/' && route.split('/').length === 2 ? undefined : parent, owner: site.office.name, today: (options.today ?? new Date()).toISOString().slice(0, 10), guides }), { flag: 'wx' });
  // The Back button of the section's guides: to the new page, where it went past the section before.
  for (const guide of guides) if (guide.parent === parent) fs.writeFileSync(guide.absolute, guide.source.replace(/^parent:.*$/m, `parent: ${route}`));
  return { file, route, parent, guides: guides.map((guide) => guide.route) };
}
