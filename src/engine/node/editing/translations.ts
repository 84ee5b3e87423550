/**
 * `npm run translations`: how far each language is, page by page, like Starlight's
 * Lunaria dashboard: translated, outdated (with the date of the original's change
 * that made it so) or missing, and whether a native speaker has reviewed it.
 * "Outdated" comes from the content itself (a translation's header records the
 * fingerprint of the original it matches: src/engine/node/graph/translation.ts).
 *
 *   npm run translations                          the whole table
 *   npm run translations -- --only <files…>       only the rows of these files (pull requests)
 *   npm run translations -- --start es <page>     starts content/es/<page>.mdx from the original
 *   npm run translations -- --done <files…>       marks translations as up to date with their original
 *
 * (`@lunariajs/core`, 0.1, is not used: it tells "outdated" from git history,
 * which the shallow clones of CI and of Azure's generated workflow do not have;
 * a fingerprint in the header works in any copy of the files, and the build
 * reads the same fingerprint to tell readers on the page itself.)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContentGraph, type ContentGraph, type GraphPage } from '../graph/content-graph.ts';
import { realPath } from '../graph/content-reader.ts';
import { splitFrontmatter } from '../graph/page-header.ts';
import { sourceHash, withoutInheritedFields } from '../graph/translation.ts';
import { routeInLanguage } from '../../languages.ts';
import { projectRoot } from '../project-root.ts';


export interface TranslationRow {
  /** The original page's file, such as `content/mfa/index.mdx`. */
  original: string;
  route: string;
  /** By language code: its state. */
  languages: Record<string, { status: 'translated' | 'outdated' | 'missing'; file?: string; since?: string; reviewed?: boolean }>;
}

/** One row per page of the main language, in file order. */
export function translationRows(graph: ContentGraph): TranslationRow[] {
  const [main, ...others] = graph.site!.languages;
  return [...graph.pages, ...graph.notFoundPages]
    .filter((page) => page.lang === main!.code)
    .map((page) => ({
      original: page.file,
      route: page.path,
      languages: Object.fromEntries(
        others.map(({ code }) => {
          const twin = graph.byKey.get(page.twins[code] ?? '');
          if (!twin?.translation) return [code, { status: 'missing' as const }];
          const { status, sourceChanged, reviewed } = twin.translation;
          return [code, { status: status === 'current' ? ('translated' as const) : ('outdated' as const), file: twin.file, since: sourceChanged, reviewed }];
        }),
      ),
    }));
}

/** The table as Markdown (it reads in a terminal and in a pull-request comment alike), with a summary per language. */
export function translationTable(rows: TranslationRow[], languages: string[]): string {
  const cell = (state: TranslationRow['languages'][string]) =>
    state.status === 'translated' ? 'translated' : state.status === 'outdated' ? `**outdated**: the original changed on ${state.since}` : '**missing**';
  // Whether a native speaker has read the translation (translation: reviewed: true in its header).
  const reviewed = (state: TranslationRow['languages'][string]) => (state.status === 'missing' ? '' : state.reviewed ? 'yes' : 'not yet');
  const lines = [`| page | ${languages.map((code) => `${code} | ${code} reviewed`).join(' | ')} |`, `|---|${languages.map(() => '---|---|').join('')}`];
  for (const row of rows) lines.push(`| ${row.route} (${row.original}) | ${languages.map((code) => `${cell(row.languages[code]!)} | ${reviewed(row.languages[code]!)}`).join(' | ')} |`);
  const summary = languages.map((code) => {
    const done = rows.filter((row) => row.languages[code]!.status === 'translated').length;
    return `${code}: ${done} of ${rows.length} pages translated and up to date (${Math.round((done / Math.max(rows.length, 1)) * 100)}%)`;
  });
  return `${lines.join('\n')}\n\n${summary.join('\n')}`;
}

/**
 * The version of `originalFile` whose fingerprint a translation records (the
 * newest such), followed across renames (`git log --follow`: a page moved with
 * npm run move keeps its history): its commit and its name then. Undefined
 * when git has none (the fingerprint was typed by hand, or the history is shallow).
 */
function translatedVersion(originalFile: string, translatedSource: string, repository: string): { commit: string; file: string } | undefined {
  const git = (args: string[]) => spawnSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: repository, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const relative = path.relative(repository, originalFile).split(path.sep).join('/');
  // "\x01<commit>\n\n<its name then>\n" for each commit, newest first.
  for (const entry of git(['log', '--follow', '--format=%x01%H', '--name-only', '--', relative]).stdout.split('\x01').slice(1)) {
    const [commit = '', ...names] = entry.split('\n').filter(Boolean);
    const file = names[0] ?? relative;
    const then = git(['show', `${commit}:${file}`]);
    if (then.status === 0 && sourceHash(then.stdout) === translatedSource) return { commit, file };
  }
  return undefined;
}

/** The commit whose version of `originalFile` has the fingerprint a translation records: the version the translation was made from. */
export function translatedFromCommit(originalFile: string, translatedSource: string, { repository = projectRoot } = {}): string | undefined {
  return translatedVersion(originalFile, translatedSource, repository)?.commit;
}

/**
 * What changed in an original since its translation was made: the version of
 * the original whose fingerprint the translation records, found in git
 * history, compared word by word with the original as it is now (uncommitted
 * changes included). Undefined when git has no such version (the translation
 * was marked by hand, or the history is shallow).
 */
export function changesSinceTranslation(originalFile: string, translatedSource: string, { repository = projectRoot, maxLines = 40 } = {}): string | undefined {
  const version = translatedVersion(originalFile, translatedSource, repository);
  if (!version) return undefined;
  const then = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-translated-from-')), path.basename(version.file));
  fs.writeFileSync(then, spawnSync('git', ['show', `${version.commit}:${version.file}`], { cwd: repository, encoding: 'utf8' }).stdout);
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--word-diff=plain', '--unified=1', '--', then, originalFile], { cwd: repository, encoding: 'utf8' }).stdout.split('\n');
  fs.rmSync(path.dirname(then), { recursive: true, force: true });
  const body = diff.filter((line) => /\[-|\{\+/.test(line));
  if (body.length === 0) return undefined;
  const relative = path.relative(repository, originalFile).split(path.sep).join('/');
  return [...body.slice(0, maxLines), ...(body.length > maxLines ? [`… and ${body.length - maxLines} more changed lines: git diff -M --word-diff ${version.commit.slice(0, 12)} -- ${version.file} ${relative}`] : [])].join('\n');
}

/**
 * The same change on GitHub, for a reader without a terminal: the compare view
 * from the commit the translation was made from to `to`, opened at the file
 * (GitHub names a file's place on that page `diff-` and the SHA-256 of its path).
 */
export function compareLink({ server, repository, from, to, file }: { server: string; repository: string; from: string; to: string; file: string }): string {
  return `${server}/${repository}/compare/${from}...${to}#diff-${createHash('sha256').update(file).digest('hex')}`;
}

/** Sets (or adds) `translation: source:` in a translation's header to the original's current fingerprint. */
export function markDone(translationSource: string, originalSource: string): string {
  const split = splitFrontmatter(translationSource);
  if (!split) throw new Error('the page has no header');
  // Quoted: a fingerprint of digits only, or like `12e4…`, would read as a number.
  const hash = `"${sourceHash(originalSource)}"`;
  const header = split.yaml;
  const updated = /^translation:/m.test(header)
    ? header.replace(/^(translation:\s*\n(?:[ \t]+.*\n?)*?[ \t]+source:[ \t]*)\S+/m, `$1${hash}`)
    : `${header.replace(/\n?$/, '\n')}translation:\n  source: ${hash}\n  reviewed: false`;
  return translationSource.replace(header, updated.replace(/\n$/, ''));
}

function pageOfFile(graph: ContentGraph, file: string): GraphPage | undefined {
  // The graph names files by their real path (content-reader.ts contentFolder).
  return graph.byFile.get(realPath(path.resolve(projectRoot, file)));
}

/** The command: prints the table, or starts or marks translations (the usage above); returns the exit code. */
export async function translationsCommand(args: string[]): Promise<number> {
  const contentDir = path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content');
  const graph = await loadContentGraph({ contentDir });
  if (!graph.site) {
    console.error('site.yaml has errors: run npm run check first.');
    return 1;
  }
  const languages = graph.site.languages.map((language) => language.code);
  const [command, ...rest] = args;

  if (command === '--start') {
    const [code, page] = rest;
    if (!code || !page || !languages.slice(1).includes(code)) {
      console.error(`Usage: npm run translations -- --start <language: ${languages.slice(1).join(', ')}> <page, such as enrollment/index>`);
      return 1;
    }
    const relative = `${page.replace(/^content\//, '').replace(/\.mdx$/, '')}.mdx`;
    const original = path.join(contentDir, relative);
    const target = path.join(contentDir, code, relative);
    if (!fs.existsSync(original)) return console.error(`There is no page content/${relative} to translate.`), 1;
    if (fs.existsSync(target)) return console.error(`content/${code}/${relative} already exists: translate it there.`), 1;
    const source = fs.readFileSync(original, 'utf8');
    // The body is the original's, ready to translate; the parent leads to the twin; the header records what it translates.
    // The translation inherits the original's sources: (sources-file.ts), so the copy leaves them out.
    const copy = withoutInheritedFields(source).replace(/^parent: (\S+)$/m, (_line, parent: string) => `parent: ${routeInLanguage(parent, code, graph.site!.languages)}`);
    const started = markDone(copy, source);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, started);
    console.log(`Created content/${code}/${relative}: translate its title, description, keywords and text, and point its links to /${code}/… pages.`);
    return 0;
  }

  if (command === '--done') {
    if (rest.length === 0) return console.error('Give the translations to mark, for example: npm run translations -- --done content/es/mfa/index.mdx content/es/lms/index.mdx'), 1;
    // Every file is checked before any is written: a typing mistake in one marks none.
    const marked = rest.map((file) => {
      const page = pageOfFile(graph, file);
      const original = page && graph.byKey.get(page.twins[languages[0]!] ?? '');
      return { file, page, original };
    });
    const wrong = marked.filter(({ page, original }) => !page || page.lang === languages[0] || !original);
    for (const { file, page } of wrong) {
      const twins = page ? Object.entries(page.twins).filter(([code]) => code !== page.lang).map(([, key]) => graph.byKey.get(key)?.file).filter(Boolean) : [];
      console.error(page?.lang === languages[0] ? `${file} is a page in the main language: give its translation${twins.length ? `, such as ${twins.join(', ')}` : ''}.` : `${file} is not a translation of a page of this site.`);
    }
    if (wrong.length > 0) return console.error('Nothing was marked.'), 1;
    for (const { file, page, original } of marked) {
      fs.writeFileSync(page!.absoluteFile, markDone(page!.source, original!.source));
      console.log(`${file}: marked as up to date with ${original!.file}`);
    }
    return 0;
  }

  let rows = translationRows(graph);
  if (command === '--only') {
    const wanted = new Set(rest.map((file) => path.resolve(projectRoot, file)));
    rows = rows.filter((row) => wanted.has(path.resolve(projectRoot, row.original)) || Object.values(row.languages).some((state) => state.file && wanted.has(path.resolve(projectRoot, state.file))));
    if (rows.length === 0) {
      console.log('No page with a translation is changed.');
      return 0;
    }
  }
  console.log(translationTable(rows, languages.slice(1)));
  // For each outdated translation, what changed in the original since: [-taken out-] {+put in+}, and on GitHub.
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = process.env;
  for (const row of rows) {
    for (const [code, state] of Object.entries(row.languages)) {
      if (state.status !== 'outdated' || !state.file) continue;
      const page = pageOfFile(graph, state.file);
      const original = page && graph.byKey.get(page.twins[languages[0]!] ?? '');
      const recorded = page?.frontmatter.translation?.source;
      const changed = recorded && changesSinceTranslation(path.resolve(projectRoot, row.original), recorded);
      console.log(`\n### ${row.route}: what changed since the ${code} translation\n`);
      console.log(changed ? `\`\`\`\n${changed}\n\`\`\`` : `The version it was translated from is not in git history: compare ${row.original} with ${state.file} by reading both.`);
      const from = changed && server && repository && sha ? translatedFromCommit(path.resolve(projectRoot, row.original), recorded!) : undefined;
      if (from) console.log(`\nOn GitHub: ${compareLink({ server: server!, repository: repository!, from, to: sha!, file: row.original })}`);
      const fingerprint = original ? sourceHash(original.source) : undefined;
      console.log(
        `\nWhen ${state.file} says the same again, or the change needs no new translation (such as a typo fix), mark it up to date: ` +
          `npm run translations -- --done ${state.file}${fingerprint ? `, or in GitHub's editor set \`source: "${fingerprint}"\` under \`translation:\` in its header` : ''}.`,
      );
    }
  }
  return 0;
}
