/**
 * `npm run new -- <address>`: starts a new guide, such as `npm run new -- lms/grades`.
 * Writes content/lms/grades.mdx with a valid header and the plain-language outline
 * every guide follows (Before you start, Steps, If something goes wrong), then says
 * where the page will appear. It refuses an address that is taken or not valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSiteConfig, SCHOOLS_FILE } from '../graph/content-graph.ts';
import { SCHOOL_LIST_ID } from '../../../components/school-list-ids.ts';
import { findMdxFiles } from '../graph/content-reader.ts';
import { guideTemplate } from '../graph/guide-template.ts';
import { routeFromFile } from '../../routing.ts';
import { projectRoot } from '../project.ts';


export class NewGuideError extends Error {}

export interface NewGuide {
  /** Path from the project root, such as `content/lms/grades.mdx`. */
  file: string;
  route: string;
  parent: string;
}

const SEGMENT = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const RESERVED = ['index', '404'];

function validSegments(text: string): boolean {
  return text.split('/').every((segment) => SEGMENT.test(segment) && !RESERVED.includes(segment));
}

/** `lms/grades`, `/lms/grades`, `content/lms/grades.mdx` -> `/lms/grades`; refuses anything else. */
export function routeFromArgument(argument: string): string {
  const trimmed = argument.trim().replace(/^content\//, '').replace(/\.mdx$/, '').replace(/^\/+|\/+$/g, '');
  if (validSegments(trimmed)) return `/${trimmed}`;
  const suggestion = trimmed.toLowerCase().replace(/\s+/g, '_');
  throw new NewGuideError(
    `"${argument}" is not a valid address for a guide.\n` +
      'Use lowercase letters, digits, - and _, with / between folders (not "index" or "404"), for example: npm run new -- lms/grades' +
      (suggestion !== trimmed && validSegments(suggestion) ? `\nDid you mean: npm run new -- ${suggestion}` : ''),
  );
}

/** `parent_account_setup` -> `Parent account setup`. */
function titleFromSegment(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function createGuide(options: { route: string; root?: string; today?: Date }): NewGuide {
  const root = options.root ?? projectRoot;
  const contentDir = path.join(root, 'content');
  const route = routeFromArgument(options.route);
  const existing = new Map(findMdxFiles(contentDir).map((file) => [routeFromFile(file), `content/${file}`]));
  const taken = existing.get(route);
  if (taken) throw new NewGuideError(`The page ${route} already exists: ${taken}.\nOpen that file to change it, or choose another address.`);

  const site = readSiteConfig(contentDir);
  if (!site) throw new NewGuideError('content/site.yaml has errors. Run npm run check to see them, fix them, then try again.');

  // The Back button returns to the nearest page above the new one: /lms for /lms/grades.
  let parent = path.posix.dirname(route);
  while (parent !== '/' && !existing.has(parent)) parent = path.posix.dirname(parent);

  const file = `content${route}.mdx`;
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
  return { file, route, parent };
}
