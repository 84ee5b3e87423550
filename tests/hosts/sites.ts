/**
 * The builds the host tests serve: dist/ as published at the root of a domain;
 * and the two sites every host is measured on, built from content/ with one
 * more moved page, at the root of a domain (.dist-measured/) and for a GitHub
 * Pages project site, whose siteUrl has a path
 * (`https://org.github.io/edtech-help-site`, .dist-base-path/).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseDocument, type YAMLSeq } from 'yaml';
import { buildCommand } from '../../src/engine/node/build-command.ts';
import { workFolder } from '../../src/engine/node/work-folder.ts';
import { basePathOf } from '../../src/engine/urls.ts';
import type { Site } from './static-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const PROJECT_SITE_URL = 'https://org.github.io/edtech-help-site';

export interface BuiltSite extends Site {
  label: string;
  siteUrl: string;
}

export function rootSite(): BuiltSite {
  const dist = path.resolve(root, process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(dist, '404.html'))) throw new Error(`${dist} has no built site: run npm run build first`);
  const { siteUrl } = parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as { siteUrl: string };
  return { label: 'at the domain root', dist, base: basePathOf(siteUrl), siteUrl };
}

const PROJECT_SITE: Omit<BuiltSite, 'dist'> = { label: `under a path (${basePathOf(PROJECT_SITE_URL)})`, base: basePathOf(PROJECT_SITE_URL), siteUrl: PROJECT_SITE_URL };
const PROJECT_DIST = path.join(root, '.dist-base-path');
const MEASURED_ROOT_DIST = path.join(root, '.dist-measured');

/**
 * The content the measured sites are built from: content/ with one more old address, of a page that moved
 * (`/an_old_address_of_<page>` -> the first menu page), so that the hosts meet every kind of address a site can
 * have whether or not an editor has moved a page yet: a move then changes nothing the host table says.
 * Always the same folder for this checkout, so that two builds of it are the same (a page's file is named from it).
 */
export const MEASURED_CONTENT = path.join(workFolder('edtech-', 'measured'), 'content');

/** The site built under a path from MEASURED_CONTENT (the host tests' global setup). */
export function projectSite(): BuiltSite {
  if (!fs.existsSync(path.join(PROJECT_DIST, '404.html'))) throw new Error(`${PROJECT_DIST} has no built site: run the host tests (their global setup builds it) or npm run hosts`);
  return { ...PROJECT_SITE, dist: PROJECT_DIST };
}

/** The two sites every host is measured on (hosts.test.ts, npm run hosts): at the root of a domain and under a path, both from MEASURED_CONTENT. */
export function measuredSites(): BuiltSite[] {
  const { siteUrl } = parse(fs.readFileSync(path.join(MEASURED_CONTENT, 'site.yaml'), 'utf8')) as { siteUrl: string };
  return [{ label: 'at the domain root', dist: MEASURED_ROOT_DIST, base: basePathOf(siteUrl), siteUrl }, projectSite()];
}

/** Writes MEASURED_CONTENT, then builds from it, at the same time, the site at the root of a domain and the one under a path. */
export async function buildMeasuredSites(): Promise<BuiltSite[]> {
  fs.rmSync(MEASURED_CONTENT, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'content'), MEASURED_CONTENT, { recursive: true });
  const siteFile = path.join(MEASURED_CONTENT, 'site.yaml');
  const site = parseDocument(fs.readFileSync(siteFile, 'utf8'));
  const movedTo = (site.toJS() as { nav: { href: string }[] }).nav[0]!.href;
  const oldAddresses = site.get('oldAddresses') as YAMLSeq | undefined;
  const moved = site.createNode({ [`/an_old_address_of_${movedTo.replace(/^\//, '').replace(/\//g, '_')}`]: movedTo });
  if (oldAddresses) oldAddresses.add(moved);
  else site.set('oldAddresses', site.createNode([moved]));
  fs.writeFileSync(siteFile, site.toString());
  const underPath = path.join(path.dirname(MEASURED_CONTENT), 'under-a-path');
  fs.rmSync(underPath, { recursive: true, force: true });
  fs.cpSync(MEASURED_CONTENT, underPath, { recursive: true });
  fs.writeFileSync(path.join(underPath, 'site.yaml'), site.toString().replace(/^siteUrl: .*$/m, `siteUrl: ${PROJECT_SITE_URL}`));
  await Promise.all([build(MEASURED_CONTENT, MEASURED_ROOT_DIST), build(underPath, PROJECT_DIST)]);
  return measuredSites();
}

function build(content: string, dist: string): Promise<void> {
  const [node, ...args] = buildCommand();
  const child = spawn(node!, [...args, '--quiet'], {
    cwd: root,
    // NODE_ENV as npm run build has it: under Vitest it is `test`, which would build React for development.
    env: { ...process.env, NODE_ENV: 'production', SITE_CONTENT: content, SITE_DIST: dist },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The build of ${path.relative(root, dist)} failed:\n${output}`))));
  });
}
