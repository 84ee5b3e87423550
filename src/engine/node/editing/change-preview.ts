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
 *
 *   npm run changes -- --base origin/main
 *   npm run changes -- --base HEAD~1 --dist dist --out /tmp/preview
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { checkContent } from '../checks/check-content.ts';
import { loadContentGraph } from '../graph/content-graph.ts';
import { sourceHash } from '../graph/translation.ts';
import { errorsLast, type ContentProblem } from '../../problems.ts';
import { SERVED_SITE_FILE } from '../../served-site.ts';
import { publicAddress, routeOfPageFile } from '../../urls.ts';
import { findChromium } from '../find-chromium.ts';
import { pageFiles } from '../publish/html-files.ts';
import { serveBuiltSite } from '../publish/static-server.ts';
import { buildCommand, projectRoot } from '../project.ts';

/** Screenshots are for people: past this many changed pages, the summary lists the rest without pictures. */
export const MAX_PICTURED = 20;
/** A pull-request comment holds at most 65,536 characters; the rest of a longer summary stays on the run's page. */
const MAX_COMMENT = 60_000;

/** What a reader gets of a built page: its title, its headings and its words, without the chrome or the build's own marks. */
export interface PageContent {
  title: string;
  headings: string[];
  /** The text of each paragraph, step, list item, table cell or heading, in order. */
  blocks: string[];
  /** Where each block stands, when in a tab or a question (`the tab "Step 2: Set up MFA"`); '' elsewhere. */
  places: string[];
  words: string[];
  /** Where its links lead and which pictures it shows (hashes of built files taken out). */
  links: string[];
  images: string[];
  printable: boolean;
}

/**
 * The parts of a page's <main> that are not what its file says: the Back and
 * Print bar, the trail, "On this page", Copy link, the printed header and
 * footer (QR code), the list of the section's other guides, "Last updated"
 * (a date of the build's), when its facts were checked (sources.yaml's), icons and words only screen readers hear.
 */
const CHROME = [
  '.subnav',
  '.breadcrumbs',
  '.on-this-page',
  '.copy-link',
  '.print-header',
  '.print-footer',
  '.section-guides',
  '.page-meta',
  '.facts-checked',
  '.visually-hidden',
  'svg',
  '[aria-hidden="true"]',
  'script',
  'template',
].join(', ');
const BLOCKS = 'p, li, td, th, dt, dd, pre, figcaption, summary, blockquote';
/** `/assets/guide-3f9a1c2b.png` and `/assets/guide.png` are the same picture to a reader: the build's hash is left out. */
const withoutHash = (address: string) => address.replace(/(\/assets\/.+)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1$2');

export function readPage(html: string): PageContent {
  // A space between elements, so the words of two blocks never run together.
  const { document } = parseHTML(html.replace(/></g, '> <'));
  const main = document.querySelector('main');
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const printable = document.querySelector('button[data-control="print"]') !== null;
  for (const element of [...(main?.querySelectorAll(CHROME) ?? [])]) element.remove();
  /** The tab or question a block stands in, named as the reader sees it. */
  // What it needs of an element, typed by itself: linkedom's elements, not the browser's (tsconfig.node.json has no DOM types).
  type Block = { closest(selectors: string): { querySelector(selectors: string): { textContent: string | null } | null } | null };
  const placeOf = (block: Block) => {
    const tab = block.closest('.tabs__panel')?.querySelector('.tabs__panel-label')?.textContent;
    if (tab) return `the tab "${squash(tab)}"`;
    const question = block.closest('.accordion__item')?.querySelector('.accordion__trigger')?.textContent;
    return question ? `the question "${squash(question)}"` : '';
  };
  // A block's own words: a list item that holds a list keeps its first line, and the inner list's items count on their own.
  const read = [...(main?.querySelectorAll(BLOCKS) ?? [])]
    .map((block) => {
      const own = block.cloneNode(true) as typeof block;
      for (const inner of [...own.querySelectorAll(BLOCKS)]) inner.remove();
      return { text: squash(own.textContent), place: placeOf(block) };
    })
    .filter((block) => block.text);
  return {
    title: squash(document.querySelector('h1')?.textContent),
    headings: [...(main?.querySelectorAll('h2, h3') ?? [])].map((heading) => squash(heading.textContent)),
    blocks: read.map((block) => block.text),
    places: read.map((block) => block.place),
    words: squash(main?.textContent).split(' ').filter(Boolean),
    links: [...(main?.querySelectorAll('a[href]') ?? [])].map((link) => withoutHash(link.getAttribute('href')!)).filter((href) => !href.startsWith('#')),
    images: [...(main?.querySelectorAll('img[src]') ?? [])].map((image) => `${withoutHash(image.getAttribute('src')!)}${image.getAttribute('alt') ? ` ("${squash(image.getAttribute('alt'))}")` : ''}`),
    printable,
  };
}

const routeOf = (dist: string, file: string) => routeOfPageFile(path.relative(dist, file).split(path.sep).join('/'));

export function readSite(dist: string): Map<string, PageContent> {
  return new Map(pageFiles(dist).map((file) => [routeOf(dist, file), readPage(fs.readFileSync(file, 'utf8'))]));
}

/** What was taken out and put in, as runs, by the longest common subsequence of the two lists. */
export function diffRuns<T>(before: T[], after: T[]): { removed: T[]; added: T[] }[] {
  // Trim the common start and end first: edits are usually small, so the table stays small.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  if (a.length === 0 && b.length === 0) return [];
  if (a.length * b.length > 4_000_000) return [{ removed: a, added: b }];
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const runs: { removed: T[]; added: T[] }[] = [];
  let current: { removed: T[]; added: T[] } | undefined;
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
  return runs;
}

/** Words taken out and put in, as runs: a word diff, at most `limit` runs, each cut to `maxWords` words. */
export function wordDiff(before: string[], after: string[], limit = 6, maxWords = 30): { removed: string; added: string }[] {
  const cut = (words: string[]) => (words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' '));
  return diffRuns(before, after)
    .slice(0, limit)
    .map((run) => ({ removed: cut(run.removed), added: cut(run.added) }));
}

/** How many blocks of text (paragraphs, steps, list items) were changed, added and removed. */
export function blockCounts(before: string[], after: string[]): { changed: number; added: number; removed: number } {
  const counts = { changed: 0, added: 0, removed: 0 };
  for (const run of diffRuns(before, after)) {
    // Blocks taken out where others were put in were rewritten; the rest are new or gone.
    const paired = Math.min(run.removed.length, run.added.length);
    counts.changed += paired;
    counts.added += run.added.length - paired;
    counts.removed += run.removed.length - paired;
  }
  return counts;
}

export interface PageChange {
  route: string;
  kind: 'changed' | 'added' | 'removed';
  /** What changed, in words. */
  notes: string[];
  printable: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const listed = (items: string[]) => items.map((item) => `"${item}"`).join(', ');

/** The tabs and questions whose blocks were changed, added or removed, in page order: a reviewer opens those first. */
function changedPlaces(before: PageContent, after: PageContent): string[] {
  const placed = (content: PageContent) => content.blocks.map((text, index) => `${content.places[index] ?? ''}\u0001${text}`);
  const places = diffRuns(placed(before), placed(after)).flatMap((run) => [...run.removed, ...run.added].map((item) => item.split('\u0001')[0]!));
  return [...new Set(places.filter(Boolean))];
}

/** The pages whose content differs between two builds, with what changed in words. */
export function comparePages(before: Map<string, PageContent>, after: Map<string, PageContent>): PageChange[] {
  const changes: PageChange[] = [];
  for (const [route, page] of after) {
    const old = before.get(route);
    if (!old) {
      changes.push({ route, kind: 'added', notes: [`New page: "${page.title}", ${plural(page.headings.length, 'section')}, ${plural(page.blocks.length, 'paragraph or step', 'paragraphs or steps')}.`], printable: page.printable });
      continue;
    }
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
    if (old.title === page.title && same(old.words, page.words) && same(old.links, page.links) && same(old.images, page.images)) continue;
    const notes: string[] = [];
    if (old.title !== page.title) notes.push(`Title: "${old.title}" → "${page.title}".`);
    const headingsAdded = page.headings.filter((heading) => !old.headings.includes(heading));
    const headingsRemoved = old.headings.filter((heading) => !page.headings.includes(heading));
    if (headingsAdded.length) notes.push(`${headingsAdded.length === 1 ? 'Section' : 'Sections'} added: ${listed(headingsAdded)}.`);
    if (headingsRemoved.length) notes.push(`${headingsRemoved.length === 1 ? 'Section' : 'Sections'} removed: ${listed(headingsRemoved)}.`);
    const blocks = blockCounts(old.blocks, page.blocks);
    const parts = [blocks.changed && `${blocks.changed} changed`, blocks.added && `${blocks.added} added`, blocks.removed && `${blocks.removed} removed`].filter(Boolean);
    if (parts.length) notes.push(`Paragraphs, steps and list items: ${parts.join(', ')}.`);
    const places = changedPlaces(old, page);
    if (places.length) notes.push(`Changed in ${places.length === 1 ? places[0] : `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`}.`);
    const linksAdded = [...new Set(page.links.filter((link) => !old.links.includes(link)))];
    const linksRemoved = [...new Set(old.links.filter((link) => !page.links.includes(link)))];
    if (linksAdded.length) notes.push(`${linksAdded.length === 1 ? 'Link' : 'Links'} added to: ${linksAdded.join(', ')}.`);
    if (linksRemoved.length) notes.push(`${linksRemoved.length === 1 ? 'Link' : 'Links'} removed to: ${linksRemoved.join(', ')}.`);
    const imagesAdded = page.images.filter((image) => !old.images.includes(image));
    const imagesRemoved = old.images.filter((image) => !page.images.includes(image));
    if (imagesAdded.length) notes.push(`${imagesAdded.length === 1 ? 'Picture' : 'Pictures'} added: ${imagesAdded.join(', ')}.`);
    if (imagesRemoved.length) notes.push(`${imagesRemoved.length === 1 ? 'Picture' : 'Pictures'} removed: ${imagesRemoved.join(', ')}.`);
    for (const run of wordDiff(old.words, page.words)) {
      if (run.removed && run.added) notes.push(`Words: "${run.removed}" → "${run.added}"`);
      else if (run.added) notes.push(`Words added: "${run.added}"`);
      else notes.push(`Words removed: "${run.removed}"`);
    }
    changes.push({ route, kind: 'changed', notes, printable: page.printable });
  }
  for (const [route, page] of before) if (!after.has(route)) changes.push({ route, kind: 'removed', notes: [`Page removed: "${page.title}".`], printable: false });
  return changes.sort((x, y) => x.route.localeCompare(y.route));
}

/** Markdown's own characters in page text, made plain (a page's `*` or `<b>` must not turn into formatting). */
const plainText = (text: string) => text.replace(/[\\`*[\]|<>]/g, (character) => (character === '<' ? '&lt;' : character === '>' ? '&gt;' : `\\${character}`));

export interface SummaryInput {
  base: string;
  /** Whether the site built as it is, and at the base. */
  built: { here: boolean; base: boolean };
  changes: PageChange[];
  /** A page's public address and its file, by route. */
  addressOf: (route: string) => string;
  fileOf: (route: string) => string | undefined;
  /** The files written beside the summary for each pictured page, by route. */
  pictures: Map<string, string[]>;
  /** Why some or all pages have no pictures. */
  picturesNote?: string;
  problems: ContentProblem[];
  /** The translations whose original this change alters and which do not say the same any more. */
  outdated: { file: string; original: string; fingerprint: string }[];
}

/** The summary an editor reads: the pages this change alters, in words, the problems anywhere, the translations to bring up to date. */
export function summaryMarkdown(input: SummaryInput): string {
  const { base, built, changes, problems, outdated } = input;
  const lines: string[] = ['# What this change does to the site', '', `Compared with \`${base}\`.`, ''];
  if (!built.here) {
    lines.push('**The site does not build with this change**, so no page can be previewed. Fix the errors below first.', '');
  } else if (!built.base) {
    lines.push(`The site did not build at \`${base}\`, so there is nothing to compare with.`, '');
  } else if (changes.length === 0) {
    lines.push('No page reads differently: this change alters no words, links or pictures that readers see.', '');
  } else {
    const count = (kind: PageChange['kind']) => changes.filter((change) => change.kind === kind).length;
    const kinds = [count('changed') && `${count('changed')} changed`, count('added') && `${count('added')} added`, count('removed') && `${count('removed')} removed`].filter(Boolean);
    lines.push(`## ${plural(changes.length, 'page')} (${kinds.join(', ')})`, '');
    lines.push('Each page has screenshots at phone width (375 pixels) before and after, and a printed handout (PDF) if it can be printed, in the **preview** folder of this run\'s **Artifacts**.', '');
    if (input.picturesNote) lines.push(input.picturesNote, '');
    for (const change of changes) {
      const label = change.kind === 'changed' ? '' : `${change.kind === 'added' ? 'New' : 'Removed'}: `;
      const file = input.fileOf(change.route);
      lines.push(`### ${label}${change.route}`, '');
      lines.push(change.kind === 'removed' ? `Was ${input.addressOf(change.route)}` : `${input.addressOf(change.route)}${file ? ` (from \`${file}\`)` : ''}`, '');
      for (const note of change.notes) lines.push(`- ${plainText(note)}`);
      const pictures = input.pictures.get(change.route);
      if (pictures?.length) lines.push(`- In the preview folder: ${pictures.map((name) => `\`${name}\``).join(', ')}`);
      lines.push('');
    }
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  lines.push(`## Problems the content check finds anywhere on the site (${plural(errors, 'error')}, ${plural(problems.length - errors, 'warning')})`, '');
  if (problems.length === 0) lines.push('None.');
  for (const problem of errorsLast(problems)) {
    const where = `${problem.file}${problem.line ? `:${problem.line}` : ''}`;
    lines.push(`- \`${where}\` ${problem.severity}: ${plainText(problem.message)}${problem.hint ? ` (${plainText(problem.hint.replace(/\n/g, ' '))})` : ''}`);
  }
  lines.push('');
  lines.push('## Translations this change makes out of date', '');
  if (outdated.length === 0) lines.push('None.');
  for (const translation of outdated) {
    lines.push(
      `- \`${translation.file}\` no longer says what ${translation.original} says. Make the same change in it (\`npm run translations\` shows what changed, word by word). If the change needs no new translation (a typo fix), set \`source: "${translation.fingerprint}"\` under \`translation:\` in its header, in this pull request.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The first line of the pull-request comment, unseen: how the workflow finds its comment to update it. */
export const COMMENT_MARK = '<!-- npm run changes: preview -->';

/** The summary for a pull-request comment: cut to fit, pointing to the run's page for the rest. */
export function commentMarkdown(summary: string, runUrl?: string): string {
  return `${COMMENT_MARK}\n${commentBody(summary, runUrl)}`;
}

function commentBody(summary: string, runUrl?: string): string {
  const where = runUrl ? `[this check's run](${runUrl})` : "this check's run";
  const footer = `\n---\nScreenshots and printed handouts: the **preview** download under **Artifacts** on ${where}. This comment is updated on every push.\n`;
  if (summary.length + footer.length <= MAX_COMMENT) return `${summary}${footer}`;
  const cut = summary.slice(0, MAX_COMMENT - footer.length - 200);
  return `${cut.slice(0, cut.lastIndexOf('\n'))}\n\n… The rest is on ${where}, under **Summary**.\n${footer}`;
}

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
