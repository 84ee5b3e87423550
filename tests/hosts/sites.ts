/**
 * The two builds the host tests serve: dist/ as published at the root of a
 * domain, and a copy built for a GitHub Pages project site, whose siteUrl has a
 * path (`https://org.github.io/edtech-help-site`), into .dist-base-path/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { buildCommand, workFolder } from '../../src/engine/node/project.ts';
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

/** The site built under a path by buildProjectSite (the host tests' global setup). */
export function projectSite(): BuiltSite {
  if (!fs.existsSync(path.join(PROJECT_DIST, '404.html'))) throw new Error(`${PROJECT_DIST} has no built site: run the host tests (their global setup builds it) or npm run hosts`);
  return { ...PROJECT_SITE, dist: PROJECT_DIST };
}

/** Builds the site with a siteUrl that has a path, from a copy of content/ that differs only in that line. */
export function buildProjectSite(): BuiltSite {
  const dist = PROJECT_DIST;
  // In the temporary folder, always the same folder for this checkout, so that two builds of it are the same
  // (a page's file is named from the project's folder).
  const content = path.join(workFolder('edtech-', 'base-path'), 'content');
  fs.rmSync(content, { recursive: true, force: true });
  try {
    fs.cpSync(path.join(root, 'content'), content, { recursive: true });
    const siteFile = path.join(content, 'site.yaml');
    fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace(/^siteUrl: .*$/m, `siteUrl: ${PROJECT_SITE_URL}`));
    const [node, ...args] = buildCommand();
    const result = spawnSync(node, [...args, '--quiet'], {
      cwd: root,
      encoding: 'utf8',
      // NODE_ENV as npm run build has it: under Vitest it is `test`, which would build React for development.
      env: { ...process.env, NODE_ENV: 'production', SITE_CONTENT: content, SITE_DIST: dist },
    });
    if (result.status !== 0) throw new Error(`The base-path build failed:\n${result.stdout}${result.stderr}`);
  } finally {
    fs.rmSync(content, { recursive: true, force: true });
  }
  return { ...PROJECT_SITE, dist };
}
