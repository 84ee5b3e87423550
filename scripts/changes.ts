/**
 * `npm run changes -- --base <git ref>`: a preview of what a change does to the
 * site, for the editor who made it and the colleague who reviews it. Builds the
 * site at the base (a temporary git worktree) and as it is now, finds the pages
 * whose content changed (every language), and writes reports/changes/:
 *  - summary.md: each changed, added or removed page with its address and what
 *    changed in words (headings, a short word diff), the problems the content
 *    check finds anywhere in the site, and the translations now out of date;
 *  - before and after screenshots of each changed page at phone width, and the
 *    printed handout (PDF) of each printable one.
 * The pull-request workflow runs it and shows summary.md on the run's page.
 *
 *   npm run changes -- --base origin/main
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { loadContentGraph } from '../src/engine/node/content-parts.ts';
import { publicAddress } from '../src/engine/urls.ts';
import { isEntryPoint } from './entry-point.ts';
import { findChromium } from './find-chromium.ts';
import { pageFiles } from './html-files.ts';
import { createStaticServer, readServedSite } from './serve.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Screenshots are for people: past this many changed pages, the summary lists the rest without pictures. */
const MAX_PICTURED = 20;

/** What a reader gets of a built page: its title, its headings and its words, without the chrome or the build's own marks. */
export interface PageContent {
  title: string;
  headings: string[];
  words: string[];
  printable: boolean;
}

export function readPage(html: string): PageContent {
  // A space between elements, so the words of two blocks never run together.
  const { document } = parseHTML(html.replace(/></g, '> <'));
  const main = document.querySelector('main');
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  return {
    title: squash(document.querySelector('h1')?.textContent),
    headings: [...(main?.querySelectorAll('h2, h3') ?? [])].map((heading) => squash(heading.textContent)),
    words: squash(main?.textContent).split(' ').filter(Boolean),
    printable: document.querySelector('button[data-control="print"]') !== null,
  };
}

/** The route of a built page file: `mfa/index.html` → `/mfa`. */
function routeOf(dist: string, file: string): string {
  const relative = path.relative(dist, file).split(path.sep).join('/').replace(/(^|\/)index\.html$/, '');
  return `/${relative}`.replace(/\/$/, '') || '/';
}

export function readSite(dist: string): Map<string, PageContent> {
  return new Map(pageFiles(dist).map((file) => [routeOf(dist, file), readPage(fs.readFileSync(file, 'utf8'))]));
}

/** Words taken out and put in, as runs: a word diff (longest common subsequence), at most `limit` runs. */
export function wordDiff(before: string[], after: string[], limit = 6): { removed: string; added: string }[] {
  // Trim the common start and end first: edits are usually small, so the table stays small.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  if (a.length * b.length > 4_000_000) return [{ removed: `${a.length} words`, added: `${b.length} words` }];
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const runs: { removed: string[]; added: string[] }[] = [];
  let current: { removed: string[]; added: string[] } | undefined;
  const flush = () => {
    if (current && (current.removed.length || current.added.length)) runs.push(current);
    current = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < b.length && (i === a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      (current ??= { removed: [], added: [] }).added.push(b[j++]!);
    } else {
      (current ??= { removed: [], added: [] }).removed.push(a[i++]!);
    }
  }
  flush();
  return runs.slice(0, limit).map((run) => ({ removed: run.removed.join(' '), added: run.added.join(' ') }));
}

export interface PageChange {
  route: string;
  kind: 'changed' | 'added' | 'removed';
  /** What changed, in words. */
  notes: string[];
  printable: boolean;
}

/** The pages whose content differs between two builds, with what changed in words. */
export function comparePages(before: Map<string, PageContent>, after: Map<string, PageContent>): PageChange[] {
  const changes: PageChange[] = [];
  for (const [route, page] of after) {
    const old = before.get(route);
    if (!old) {
      changes.push({ route, kind: 'added', notes: [`New page: "${page.title}", ${page.headings.length} sections.`], printable: page.printable });
      continue;
    }
    if (old.title === page.title && old.words.join(' ') === page.words.join(' ')) continue;
    const notes: string[] = [];
    if (old.title !== page.title) notes.push(`Title: "${old.title}" → "${page.title}".`);
    for (const heading of page.headings.filter((heading) => !old.headings.includes(heading))) notes.push(`Section added: "${heading}".`);
    for (const heading of old.headings.filter((heading) => !page.headings.includes(heading))) notes.push(`Section removed: "${heading}".`);
    for (const run of wordDiff(old.words, page.words)) {
      if (run.removed && run.added) notes.push(`"${run.removed}" → "${run.added}"`);
      else if (run.added) notes.push(`Added: "${run.added}"`);
      else notes.push(`Removed: "${run.removed}"`);
    }
    changes.push({ route, kind: 'changed', notes, printable: page.printable });
  }
  for (const [route, page] of before) if (!after.has(route)) changes.push({ route, kind: 'removed', notes: [`Page removed: "${page.title}".`], printable: false });
  return changes.sort((x, y) => x.route.localeCompare(y.route));
}

/** Builds the site at `ref` in a temporary worktree (sharing this project's node_modules) into `dist`. */
function buildAt(ref: string, dist: string): { ok: boolean; output: string } {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-base-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: root, stdio: 'pipe' });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: tree, encoding: 'utf8', env: { ...process.env, SITE_DIST: dist, GITHUB_ACTIONS: '' } });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

function buildHere(dist: string): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_DIST: dist, GITHUB_ACTIONS: '' } });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Serves a built site on a free loopback port. */
async function serve(dist: string): Promise<{ url: (route: string) => string; close: () => void }> {
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const { base } = readServedSite(dist);
  return {
    url: (route) => `http://127.0.0.1:${port}${base}${route === '/' ? '' : `${route.slice(1)}/`}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '--'));

async function pictures(changes: PageChange[], beforeDist: string, afterDist: string, out: string): Promise<string | undefined> {
  const executablePath = findChromium();
  if (!executablePath) return 'No Chromium was found, so there are no screenshots (see README, "Run the tests").';
  const [before, after] = await Promise.all([serve(beforeDist), serve(afterDist)]);
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });
    for (const change of changes.slice(0, MAX_PICTURED)) {
      const shots: [string, { url: (route: string) => string }][] = [];
      if (change.kind !== 'added') shots.push(['before', before]);
      if (change.kind !== 'removed') shots.push(['after', after]);
      for (const [when, site] of shots) {
        await page.goto(site.url(change.route));
        await page.screenshot({ path: path.join(out, `${fileName(change.route)}.${when}.png`), fullPage: true });
      }
      if (change.printable && change.kind !== 'removed') {
        await page.goto(after.url(change.route));
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: path.join(out, `${fileName(change.route)}.pdf`), format: 'Letter' });
        await page.emulateMedia({ media: 'screen' });
      }
    }
  } finally {
    await browser.close();
    before.close();
    after.close();
  }
  return changes.length > MAX_PICTURED ? `Screenshots of the first ${MAX_PICTURED} changed pages only.` : undefined;
}

export async function writeChanges(base: string, out = path.join(root, 'reports', 'changes')): Promise<PageChange[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-changes-'));
  try {
    const beforeDist = path.join(work, 'before');
    const afterDist = path.join(work, 'after');
    const baseBuild = buildAt(base, beforeDist);
    const headBuild = buildHere(afterDist);
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    const graph = await loadContentGraph({ contentDir: path.join(root, 'content') });
    const site = graph.site;
    const lines: string[] = [`# What this change does to the site`, '', `Compared with \`${base}\`. Screenshots at phone width and printed handouts are in this folder.`, ''];
    let changes: PageChange[] = [];
    if (!headBuild.ok) {
      lines.push('**The site does not build with this change**, so no page can be previewed. The problems are listed below.', '');
    } else if (!baseBuild.ok) {
      lines.push(`The site did not build at \`${base}\`, so there is nothing to compare with.`, '');
    } else {
      changes = comparePages(readSite(beforeDist), readSite(afterDist));
      const note = changes.length > 0 ? await pictures(changes, beforeDist, afterDist, out) : undefined;
      lines.push(changes.length === 0 ? 'No page reads differently.' : `## ${changes.length} page(s) changed`, '');
      if (note) lines.push(note, '');
      for (const change of changes) {
        const address = site ? publicAddress(site.siteUrl, change.route) : change.route;
        lines.push(`### ${change.kind === 'changed' ? '' : `${change.kind[0]!.toUpperCase()}${change.kind.slice(1)}: `}${change.route}`, '', `${address}`, '');
        for (const note of change.notes) lines.push(`- ${note}`);
        lines.push('');
      }
    }
    const problems = graph.problems;
    lines.push(`## Problems the content check finds (${problems.filter((problem) => problem.severity !== 'warning').length} errors, ${problems.filter((problem) => problem.severity === 'warning').length} warnings)`, '');
    if (problems.length === 0) lines.push('None.');
    for (const problem of problems) lines.push(`- \`${problem.file}${problem.line ? `:${problem.line}` : ''}\` ${problem.severity === 'warning' ? 'warning' : 'error'}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`);
    lines.push('');
    const changedRoutes = new Set(changes.map((change) => change.route));
    const outdated = graph.pages.filter((page) => page.translation?.status === 'outdated' && changedRoutes.has(page.translation.original));
    lines.push('## Translations this change makes out of date', '');
    if (outdated.length === 0) lines.push('None.');
    for (const page of outdated) lines.push(`- \`${page.file}\` translates ${page.translation!.original}: bring it up to date (npm run translations shows what changed), or mark it current if the change needs no new translation.`);
    fs.writeFileSync(path.join(out, 'summary.md'), `${lines.join('\n')}\n`);
    return changes;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  const at = process.argv.indexOf('--base');
  const base = at === -1 ? 'origin/main' : process.argv[at + 1];
  if (!base) {
    console.error('Say which version to compare with: npm run changes -- --base origin/main');
    process.exit(2);
  }
  const changes = await writeChanges(base);
  console.log(`${changes.length} page(s) changed since ${base}: reports/changes/summary.md`);
}
