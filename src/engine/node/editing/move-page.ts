/**
 * `npm run move -- <old address> <new address>`: moves or renames a guide the
 * way an editor would by hand, all at once (issue 36):
 *  - the file and its twin in every language (`git mv` where git knows the
 *    file, so its history follows it);
 *  - every link to it, in every page of every language, in site.yaml and the
 *    strings files, and the `parent:` of the pages below it; with `--title`,
 *    its title and the words of each link that said the old title;
 *  - the old address in site.yaml's `oldAddresses` (old-address-entries.ts),
 *    so bookmarks, printed copies and their QR codes keep working: every host
 *    sends it, in every language, to the new page (graph/old-address-aliases.ts);
 *  - each translation that was up to date stays so when its original changed
 *    only in addresses (its fingerprint is brought up to date,
 *    graph/translation.ts); one whose original's words changed is left
 *    outdated, and the report says so.
 * It returns what it did, change by change, for the command to print.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { languageOfRoute, routeInLanguage } from '../../languages.ts';
import { closestMatch } from '../../problems.ts';
import { canonicalPath, routeFromFile } from '../../routing.ts';
import { loadContentGraph, SITE_FILE, type ContentGraph, type GraphPage } from '../graph/content-graph.ts';
import { realPath } from '../graph/content-reader.ts';
import { STRINGS_FOLDER } from '../graph/strings-files.ts';
import { rewriteGuide, rewriteYaml, type AddressChange } from './address-rewrite.ts';
import { recordMove } from './old-address-entries.ts';
import { validAddress } from './new-guide.ts';
import { markDone } from './translations.ts';

export class MoveError extends Error {}

export interface MoveRequest {
  /** The project's root (content/ is in it). */
  root: string;
  /** The page's address as the editor gives it: `/mfa/mfa_hardware`, `mfa/mfa_hardware`, its file, or its full address. */
  from: string;
  to: string;
  /** A new title, by language code (`en`, `es`). */
  titles?: Record<string, string>;
}

export interface MoveReport {
  from: string;
  to: string;
  /** Files moved, from the project root. */
  files: { from: string; to: string }[];
  /** Each file whose text changed, with what changed (the moved files by their new name). */
  edits: { file: string; changes: AddressChange[] }[];
  /** Everything else worth knowing: site.yaml, translations, the Back button. */
  notes: string[];
}

/** `https://site/mfa/MFA_Hardware/`, `content/mfa/mfa_hardware.mdx`, `mfa/mfa_hardware` → `/mfa/mfa_hardware`. */
function routeOfArgument(argument: string, siteUrl: string): string {
  let text = argument.trim();
  const site = new URL(siteUrl);
  if (/^https?:\/\//.test(text)) {
    const url = new URL(text);
    const base = site.pathname.replace(/\/$/, '');
    text = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
  }
  text = text.replace(/^\/?content\//, '').replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return canonicalPath(text);
}

/** The nearest page above `route` (the Back button's page), `/` at the top. */
function nearestPageAbove(route: string, exists: (route: string) => boolean): string {
  let parent = path.posix.dirname(route);
  while (parent !== '/' && !exists(parent)) parent = path.posix.dirname(parent);
  return parent;
}

const yamlText = (text: string) => (/^[\s"'&*!|>%@`{[\]#,?-]|: | #|\s$/.test(text) ? JSON.stringify(text) : text);

function gitKnows(root: string, file: string): boolean {
  return spawnSync('git', ['ls-files', '--error-unmatch', '--', file], { cwd: root, stdio: 'ignore' }).status === 0;
}

/** Moves a file, with git where git knows it, so its history follows it. */
function moveFile(root: string, from: string, to: string): void {
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  if (gitKnows(root, from) && spawnSync('git', ['mv', '--', from, to], { cwd: root, stdio: 'ignore' }).status === 0) return;
  fs.renameSync(path.join(root, from), path.join(root, to));
}

/** Takes out the folders a move left empty, up to content/. */
function removeEmptyFolders(folder: string, contentDir: string): void {
  for (let current = folder; current.startsWith(contentDir + path.sep) && fs.readdirSync(current).length === 0; current = path.dirname(current)) fs.rmdirSync(current);
}

/** The checks that a move can be made, before anything is changed. */
function validate(graph: ContentGraph, request: MoveRequest): { page: GraphPage; from: string; to: string } {
  const site = graph.site!;
  const codes = site.languages.map((language) => language.code);
  const [main] = codes;
  const from = routeOfArgument(request.from, site.siteUrl);
  const page = graph.byPath.get(from);
  if (!page) {
    const suggestion = closestMatch(from, graph.pages.filter((candidate) => candidate.lang === main).map((candidate) => candidate.path));
    throw new MoveError(`There is no page ${from} to move.${suggestion ? ` Did you mean ${suggestion}?` : ''}`);
  }
  if (page.lang !== main) throw new MoveError(`${from} is the ${page.lang} twin of ${page.twins[main!] ?? 'a page'}: move that page, and its twins move with it.`);
  if (from === '/') throw new MoveError('The home page cannot move: its address is the site\'s own.');
  const to = routeOfArgument(request.to, site.siteUrl);
  const typed = to.slice(1);
  if (!validAddress(typed)) {
    throw new MoveError(`"${request.to}" is not a valid address for a page. Use lowercase letters, digits, - and _, with / between folders, for example: npm run move -- ${from} /mfa/mfahelp/hardware_token`);
  }
  if (codes.slice(1).includes(typed.split('/')[0]!)) throw new MoveError(`${to} is an address in another language: give the ${main} address, and the twins move with it.`);
  if (to === from) throw new MoveError(`${from} is already at that address.`);
  for (const code of codes) {
    const taken = graph.files.find((file) => routeFromFile(file.relativeFile) === routeInLanguage(to, code, site.languages));
    if (taken) throw new MoveError(`There is already a page at ${routeInLanguage(to, code, site.languages)}: ${taken.file}. Choose another address, or move that page first.`);
  }
  const below = graph.pages.filter((other) => other.lang === main && other.path.startsWith(`${from}/`));
  if (below.length > 0) {
    throw new MoveError(`${from} has pages under it (${below.map((other) => other.path).join(', ')}). npm run move moves one page: move those first, one by one, or leave the section where it is.`);
  }
  return { page, from, to };
}

export async function movePage(request: MoveRequest): Promise<MoveReport> {
  // By its real path, as the graph names files (content-reader.ts contentFolder).
  const root = realPath(path.resolve(request.root));
  const contentDir = path.join(root, 'content');
  // Dates are not needed to move a page; git is asked only to move files.
  const graph = await loadContentGraph({ contentDir, dates: { dates: new Map() } });
  if (!graph.site) throw new MoveError('content/site.yaml has errors. Run npm run check to see them, fix them, then try again.');
  const site = graph.site;
  const languages = site.languages;
  const main = languages[0]!.code;
  const { page, from, to } = validate(graph, request);
  const titles = request.titles ?? {};
  const report: MoveReport = { from, to, files: [], edits: [], notes: [] };

  const twins = Object.values(page.twins).map((key) => graph.byKey.get(key)!);
  const oldTitles = new Map(twins.map((twin) => [twin.lang, twin.frontmatter.title]));
  const newRoutes = new Map(languages.map(({ code }) => [routeInLanguage(from, code, languages), routeInLanguage(to, code, languages)]));
  const newRoute = (route: string) => newRoutes.get(route);
  const newWords = (words: string, route: string) => {
    const lang = languageOfRoute(route, languages).code;
    const [title, oldTitle] = [titles[lang], oldTitles.get(lang)];
    return title && oldTitle && words.toLowerCase() === oldTitle.toLowerCase() ? title : undefined;
  };

  // Where each twin goes: `content/es/mfa/x.mdx` → `content/es/mfa/mfahelp/y.mdx` (a folder's index.mdx stays one).
  const targetRelative = page.relativeFile.endsWith('index.mdx') ? `${to.slice(1)}/index.mdx` : `${to.slice(1)}.mdx`;
  const destination = new Map(twins.map((twin) => [twin.absoluteFile, path.join(contentDir, twin.lang === main ? '' : twin.lang, targetRelative)]));
  const exists = (route: string) => route !== from && graph.byPath.has(route);
  // The Back button: a page that went back to the page above it still does, from its new place.
  const oldParent = nearestPageAbove(from, exists);
  const newParent = nearestPageAbove(to, exists);
  if (path.posix.dirname(to) !== '/' && newParent !== path.posix.dirname(to)) {
    report.notes.push(`There is no page ${path.posix.dirname(to)}, so the Back button of ${to} leads to ${newParent}. To give the section its own page: npm run new -- --hub ${path.posix.dirname(to).slice(1)}`);
  }

  // Every file's new text, in memory first: nothing is written until every change is known.
  const after = new Map<string, string>();
  const changesOf = new Map<string, AddressChange[]>();
  for (const file of graph.files) {
    let { source, changes } = rewriteGuide(file.source, newRoute, newWords);
    const twin = twins.find((candidate) => candidate.relativeFile === file.relativeFile);
    if (twin) {
      const title = titles[twin.lang];
      if (title && title !== twin.frontmatter.title) {
        source = source.replace(/^title:.*$/m, `title: ${yamlText(title)}`);
        changes = [...changes, { line: lineOf(source, /^title:/m), kind: 'words', before: `title: ${twin.frontmatter.title}`, after: `title: ${title}` }];
      }
      const parentNow = twin.frontmatter.parent;
      const wanted = routeInLanguage(newParent, twin.lang, languages);
      const twinParent = graph.byPath.has(wanted) ? wanted : newParent;
      if (parentNow !== undefined && pathEquals(parentNow, routeInLanguage(oldParent, twin.lang, languages)) && parentNow !== twinParent) {
        source = source.replace(/^parent:.*$/m, `parent: ${twinParent}`);
        changes = [...changes, { line: lineOf(source, /^parent:/m), kind: 'address', before: `parent: ${parentNow}`, after: `parent: ${twinParent}` }];
      }
    }
    if (source !== file.source) {
      const absoluteFile = path.join(contentDir, file.relativeFile);
      after.set(absoluteFile, source);
      changesOf.set(absoluteFile, changes);
    }
  }

  // Translations that were up to date stay so when their original changed only in addresses, or when they got the same new words.
  for (const translated of graph.pages.filter((candidate) => candidate.translation?.status === 'current')) {
    const original = graph.byKey.get(translated.twins[main] ?? '');
    if (!original || !after.has(original.absoluteFile)) continue;
    const newWordsIn = (file: string) => changesOf.get(file)?.some((change) => change.kind === 'words') ?? false;
    if (newWordsIn(original.absoluteFile) && !newWordsIn(translated.absoluteFile)) {
      const translatedFile = path.relative(root, destination.get(translated.absoluteFile) ?? translated.absoluteFile);
      report.notes.push(`${translatedFile} is now outdated: its ${main} page's words changed (a new title). Translate them, then: npm run translations -- --done ${translatedFile}`);
      continue;
    }
    after.set(translated.absoluteFile, markDone(after.get(translated.absoluteFile) ?? translated.source, after.get(original.absoluteFile)!));
  }

  // site.yaml (links and the old address) and the strings files (their own site: addresses).
  const yamlFiles = [SITE_FILE, ...languages.map(({ code }) => `${STRINGS_FOLDER}/${code}.yaml`)].map((name) => path.join(contentDir, name)).filter((file) => fs.existsSync(file));
  for (const file of yamlFiles) {
    const source = fs.readFileSync(file, 'utf8');
    const { changes, ...rewrittenYaml } = rewriteYaml(source, newRoute);
    let next = rewrittenYaml.source;
    if (path.basename(file) === SITE_FILE) {
      const recorded = recordMove(next, from, to);
      next = recorded.source;
      report.notes.push(...recorded.notes);
    }
    if (next !== source) {
      after.set(file, next);
      if (changes.length > 0) changesOf.set(file, changes);
    }
  }

  // Now the files: moved first (git sees a rename), then written.
  for (const [old, moved] of destination) {
    moveFile(root, path.relative(root, old), path.relative(root, moved));
    report.files.push({ from: path.relative(root, old), to: path.relative(root, moved) });
    removeEmptyFolders(path.dirname(old), contentDir);
  }
  for (const [file, source] of after) {
    const written = destination.get(file) ?? file;
    fs.writeFileSync(written, source);
    const changes = changesOf.get(file);
    if (changes?.length) report.edits.push({ file: path.relative(root, written), changes });
  }
  report.edits.sort((a, b) => a.file.localeCompare(b.file));
  for (const twin of twins) if (!titles[twin.lang] && titles[main] && twin.lang !== main) report.notes.push(`${path.relative(root, destination.get(twin.absoluteFile)!)} keeps its title "${twin.frontmatter.title}": give it the new one in its language (or run the move with --title-${twin.lang}).`);
  return report;
}

/** The line (from 1) of the first match of `pattern`. */
function lineOf(source: string, pattern: RegExp): number {
  return source.slice(0, Math.max(0, source.search(pattern))).split('\n').length;
}

/** Two routes the same, whatever their case or trailing slash. */
function pathEquals(a: string, b: string): boolean {
  return canonicalPath(a) === canonicalPath(b);
}

/** The report as an editor reads it in the terminal. */
export function moveReportText(report: MoveReport): string {
  const lines = [`Moved ${report.from} to ${report.to}:`, ...report.files.map((file) => `  ${file.from} → ${file.to}`), ''];
  if (report.edits.length > 0) {
    lines.push('Changed, file by file (check the words read well):');
    for (const { file, changes } of report.edits) {
      for (const change of changes) lines.push(`  ${file}:${change.line}  ${change.kind === 'words' ? 'words' : 'address'}: ${change.before} → ${change.after}`);
    }
    lines.push('');
  }
  if (report.notes.length > 0) lines.push(...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
