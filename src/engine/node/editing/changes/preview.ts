/**
 * `npm run changes -- --base <git ref>`: a preview of what a change does to the
 * site, for the editor who made it and the colleague who reviews it. Builds the
 * site at the base (a temporary git worktree sharing this node_modules) and as
 * it is now (or takes that build from `--dist`), finds the pages whose main
 * content reads differently (every language; the chrome around it, dates and
 * hashes left out), and writes reports/changes/ (or `--out`):
 *  - summary.md: each changed, added or removed page with its address, its
 *    file and what changed in words (title, sections, how many paragraphs and
 *    steps, links, pictures, a short word diff), the problems the content
 *    check finds anywhere on the site, and the translations this change makes
 *    out of date, with the fingerprint that marks one current;
 *  - comment.md: the same, cut to fit a pull-request comment;
 *  - screenshots at phone width (375 px) before and after of each changed
 *    page, and the printed handout (PDF) of each printable one, for the first
 *    MAX_PICTURED pages.
 * The pull request's Content job runs it and shows summary.md on the run's page.
 * Here the command; what a page reads as (page-content.ts), what changed
 * (compare.ts) and the words of the report (summary.ts) are beside it.
 *
 *   npm run changes -- --base origin/main
 *   npm run changes -- --base HEAD~1 --dist dist --out /tmp/preview
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { checkContent } from '../../checks/check-content.ts';
import { loadContentGraph } from '../../graph/content-graph.ts';
import { sourceHash } from '../../graph/translation.ts';
import { SERVED_SITE_FILE } from '../../../served-site.ts';
import { publicAddress } from '../../../urls.ts';
import { findChromium } from '../../find-chromium.ts';
import { serveBuiltSite } from '../../publish/static-server.ts';
import { buildCommand } from '../../build-command.ts';
import { projectRoot } from '../../project-root.ts';
import { comparePages, type PageChange } from './compare.ts';
import { readSite } from './page-content.ts';
import { commentMarkdown, summaryMarkdown } from './summary.ts';

/** Screenshots are for people: past this many changed pages, the summary lists the rest without pictures. */
export const MAX_PICTURED = 20;

/** Says why, in plain words, when `ref` is not a version this copy of the repository has. */
function checkRef(ref: string): void {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: projectRoot, encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`There is no version "${ref}" in this copy of the repository. Fetch it first (git fetch origin main), or name another, such as --base HEAD~1.`);
  }
}

function runBuild(cwd: string, dist: string): { ok: boolean; output: string } {
  // GITHUB_ACTIONS off: the check's annotations belong to the Content job's own build, not to these two.
  const [node, ...args] = buildCommand({ root: cwd });
  const result = spawnSync(node, [...args, '--quiet'], { cwd, encoding: 'utf8', env: { ...process.env, SITE_DIST: dist, GITHUB_ACTIONS: '' } });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Builds the site at `ref` in a temporary worktree (sharing this project's node_modules, so no install) into `dist`. */
function buildAt(ref: string, dist: string): { ok: boolean; output: string } {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-base-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: projectRoot, stdio: 'pipe' });
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    return runBuild(tree, dist);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: projectRoot });
    fs.rmSync(tree, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: projectRoot });
  }
}

/** The files under content/ that differ from `ref`: committed, staged, changed or new. */
function changedContentFiles(ref: string): Set<string> {
  const git = (args: string[]) => spawnSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return new Set([...git(['diff', '--name-only', ref, '--', 'content']), ...git(['ls-files', '--others', '--exclude-standard', '--', 'content'])]);
}

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\.html$/, '').replaceAll('/', '--'));

/** Phone-width screenshots before and after, and the printed handout of each printable page: the files written, by route. */
async function pictures(changes: PageChange[], beforeDist: string, afterDist: string, out: string): Promise<{ files: Map<string, string[]>; note?: string }> {
  const files = new Map<string, string[]>();
  const executablePath = findChromium();
  let browser;
  try {
    browser = await chromium.launch({ executablePath });
  } catch {
    return { files, note: 'No browser was found, so there are no screenshots or handouts (Chromium: see README.md, "Run the tests").' };
  }
  const [before, after] = await Promise.all([serveBuiltSite(beforeDist), serveBuiltSite(afterDist)]);
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });
    for (const change of changes.slice(0, MAX_PICTURED)) {
      const written: string[] = [];
      const shots: [string, { url: (route: string) => string }][] = [];
      if (change.kind !== 'added') shots.push(['before', before]);
      if (change.kind !== 'removed') shots.push(['after', after]);
      for (const [when, site] of shots) {
        const name = `${fileName(change.route)}.${when}.png`;
        await page.goto(site.url(change.route));
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        written.push(name);
      }
      if (change.printable && change.kind !== 'removed') {
        const name = `${fileName(change.route)}.pdf`;
        await page.goto(after.url(change.route));
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: path.join(out, name), format: 'Letter', printBackground: true });
        await page.emulateMedia({ media: 'screen' });
        written.push(name);
      }
      files.set(change.route, written);
    }
  } finally {
    await browser.close();
    await Promise.all([before.close(), after.close()]);
  }
  const note = changes.length > MAX_PICTURED ? `Only the first ${MAX_PICTURED} of the ${changes.length} pages have screenshots and handouts; the rest are described below without them.` : undefined;
  return { files, note };
}

export interface ChangesOptions {
  /** The git version to compare with, such as origin/main. */
  base: string;
  /** Where the report goes: reports/changes/. */
  out?: string;
  /** A build of the site as it is, already made (the pull request's own dist/): not built again. */
  dist?: string;
}

export async function writeChanges({ base, out = path.join(projectRoot, 'reports', 'changes'), dist }: ChangesOptions): Promise<PageChange[]> {
  checkRef(base);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-changes-'));
  try {
    const beforeDist = path.join(work, 'before');
    const afterDist = dist ? path.resolve(dist) : path.join(work, 'after');
    const baseBuild = buildAt(base, beforeDist);
    const hereBuild = dist ? { ok: fs.existsSync(path.join(afterDist, SERVED_SITE_FILE)), output: '' } : runBuild(projectRoot, afterDist);
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });

    const graph = await loadContentGraph({ contentDir: path.join(projectRoot, 'content') });
    const { problems } = checkContent(graph, { publicDir: path.join(projectRoot, 'public') });
    const changes = hereBuild.ok && baseBuild.ok ? comparePages(readSite(beforeDist), readSite(afterDist)) : [];
    const shots = changes.length > 0 ? await pictures(changes, beforeDist, afterDist, out) : { files: new Map<string, string[]>() };

    const files = new Map(graph.pages.map((page) => [page.path, page.file]));
    const siteUrl = graph.site?.siteUrl;
    const addressOf = (route: string) => (!siteUrl ? route : route.endsWith('.html') ? `${siteUrl.replace(/\/$/, '')}${route}` : publicAddress(siteUrl, route));

    // A translation this change makes out of date: its original is among the files changed, and it no longer matches it.
    const touched = changedContentFiles(base);
    const main = graph.site?.languages[0]?.code ?? 'en';
    const outdated = graph.pages.flatMap((page) => {
      const original = page.translation?.status === 'outdated' ? graph.byKey.get(page.twins[main] ?? '') : undefined;
      return original && touched.has(original.file) ? [{ file: page.file, original: original.path, fingerprint: sourceHash(original.source) }] : [];
    });

    const summary = summaryMarkdown({ base, built: { here: hereBuild.ok, base: baseBuild.ok }, changes, addressOf, fileOf: (route) => files.get(route), pictures: shots.files, picturesNote: shots.note, problems, outdated });
    fs.writeFileSync(path.join(out, 'summary.md'), summary);
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = process.env;
    fs.writeFileSync(path.join(out, 'comment.md'), commentMarkdown(summary, server && repository && run ? `${server}/${repository}/actions/runs/${run}` : undefined));
    if (!baseBuild.ok) fs.writeFileSync(path.join(out, 'base-build.log'), baseBuild.output);
    if (!hereBuild.ok && !dist) fs.writeFileSync(path.join(out, 'build.log'), hereBuild.output);
    return changes;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
