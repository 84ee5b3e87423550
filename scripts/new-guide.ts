/**
 * `npm run new -- <address>`: starts a new guide, such as `npm run new -- lms/grades`.
 * Writes content/lms/grades.mdx with a valid header and the plain-language outline
 * every guide follows (Before you start, Steps, If something goes wrong), then says
 * where the page will appear. It refuses an address that is taken or not valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSiteConfig } from '../src/engine/node/content-graph.ts';
import { findMdxFiles } from '../src/engine/node/content-reader.ts';
import { guideTemplate } from '../src/engine/node/guide-template.ts';
import { routeFromFile } from '../src/engine/routing.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Where `npm run dev` and `npm start` serve the site (Vite's and scripts/serve.ts's default ports). */
const DEV_URL = 'http://localhost:5173';
const START_URL = 'http://localhost:4173';

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
  const projectRoot = options.root ?? root;
  const contentDir = path.join(projectRoot, 'content');
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
    helpPage: site.helpPage,
    today: (options.today ?? new Date()).toISOString().slice(0, 10),
  });
  const absolute = path.join(projectRoot, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, source, { flag: 'wx' });
  return { file, route, parent };
}

if (isEntryPoint(import.meta.url)) {
  const argument = process.argv[2];
  if (argument === undefined || process.argv.length > 3) {
    console.error('Give the new guide\'s address, for example: npm run new -- lms/grades');
    process.exit(1);
  }
  try {
    const guide = createGuide({ route: argument });
    console.log(`Created ${guide.file}

  Address on the site:  ${guide.route}
  Back button goes to:  ${guide.parent}
  Preview as you write: npm run dev, then open ${DEV_URL}${guide.route}
  Or build and serve:   npm start, then open ${START_URL}${guide.route}

Next: write the title, description and steps, then run npm run check.
Readers find the page from links: add a link or a <Card> to it on ${guide.parent}.`);
  } catch (error) {
    if (!(error instanceof NewGuideError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
