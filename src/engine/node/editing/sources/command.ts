import fs from 'node:fs';
import path from 'node:path';
import { closestMatch, formatProblem } from '../../../problems.ts';
import { publicAddress } from '../../../urls.ts';
import { loadContentGraph } from '../../graph/content-graph.ts';
import type { ContentGraph, GraphPage } from '../../graph/content-graph.ts';
import { pagesBySource, SOURCES_FILE } from '../../graph/sources-file.ts';
import { recordFindings, recordReadings, type Finding, type Reading } from './record.ts';
import { ISSUE_LIMIT, sourcesReport, type CitingGuide } from './findings-markdown.ts';
import type { WatchOptions } from './source-check.ts';
import { watchSources } from './watch.ts';

/**
 * The command behind `npm run sources` (scripts/sources.ts):
 *
 *   npm run sources                         asks every source whether it changed; prints the report (Markdown),
 *                                           and records in content/sources.yaml each one that changed (changed:) or went
 *                                           (gone:), which its guides then tell their readers
 *   npm run sources -- --out FILE           also writes the report to FILE (the weekly workflow's issue)
 *   npm run sources -- --reviewed ID …      after someone re-read these sources: records the commit or
 *                                           fingerprint found now, and today as read:, in content/sources.yaml
 *
 * The GitHub API's address is SOURCES_GITHUB_API (https://api.github.com when not
 * set), and GITHUB_TOKEN is used when set.
 */
export interface SourcesCommandOptions {
  contentDir: string;
  watch: WatchOptions;
  /** The day recorded by --reviewed and dated in the report. */
  today?: Date;
  print?: (text: string) => void;
  printError?: (text: string) => void;
}

export interface SourcesCommandResult {
  /** 0 when done; 1 for a usage mistake, a sources.yaml with errors, or a source that could not be recorded. */
  code: number;
  /** How many sources need a person (all but the unchanged): the workflow opens an issue only for some. */
  attention?: number;
}

const USAGE = 'Usage: npm run sources [-- --out FILE] | npm run sources -- --reviewed ID [ID …]';

export async function sourcesCommand(args: readonly string[], options: SourcesCommandOptions): Promise<SourcesCommandResult> {
  const print = options.print ?? ((text: string) => console.log(text));
  const printError = options.printError ?? ((text: string) => console.error(text));
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  const reviewing = args[0] === '--reviewed';
  const outAt = args.indexOf('--out');
  if ((reviewing && args.length < 2) || (!reviewing && args.length > 0 && !(outAt === 0 && args.length === 2))) return printError(USAGE), { code: 1 };

  const graph = await loadContentGraph({ contentDir: options.contentDir });
  const sourcesFile = path.join(graph.contentDir, SOURCES_FILE);
  const sources = graph.sources;
  if (!sources) {
    for (const problem of graph.problems.filter((found) => found.file.endsWith(SOURCES_FILE))) printError(formatProblem(problem));
    printError(`Fix ${SOURCES_FILE} first (npm run check lists the same problems).`);
    return { code: 1 };
  }

  if (reviewing) {
    const ids = args.slice(1);
    const unknown = ids.filter((id) => !(id in sources));
    for (const id of unknown) {
      const suggestion = closestMatch(id, Object.keys(sources));
      printError(`${id} is not in ${SOURCES_FILE}${suggestion ? `: did you mean ${suggestion}?` : ''}`);
    }
    if (unknown.length > 0) return { code: 1 };
    const checks = await watchSources(sources, options.watch, ids);
    const readings: Reading[] = [];
    const unreached: string[] = [];
    for (const check of checks) {
      if (!check.current || check.status === 'gone' || check.status === 'unknown') {
        printError(`${check.id} was not recorded: ${check.detail}`);
        if (check.status === 'unknown') unreached.push(check.id);
        continue;
      }
      const found = 'commit' in check.current ? { commit: check.current.commit } : { fingerprint: check.current.fingerprint };
      readings.push({ id: check.id, read: today, ...found });
      print(`${check.id}: recorded as read on ${today} (${found.commit ? `commit ${found.commit}` : `fingerprint ${found.fingerprint}`}).`);
    }
    if (readings.length > 0) fs.writeFileSync(sourcesFile, recordReadings(fs.readFileSync(sourcesFile, 'utf8'), readings));
    if (unreached.length > 0) printError(byHand(unreached, today));
    return { code: readings.length === checks.length ? 0 : 1 };
  }

  const checks = await watchSources(sources, options.watch);
  // What changed or went is written down at once, so the guides that rely on it say the office is checking them.
  const findings = checks.flatMap((check): Finding[] =>
    check.status === 'gone' ? [{ id: check.id, gone: today }] : check.status === 'changed' ? [{ id: check.id, changed: check.current && 'date' in check.current ? check.current.date : today }] : [],
  );
  if (findings.length > 0) {
    const before = fs.readFileSync(sourcesFile, 'utf8');
    const after = recordFindings(before, findings);
    if (after !== before) {
      fs.writeFileSync(sourcesFile, after);
      printError(`${SOURCES_FILE}: recorded what changed or went (changed: or gone:), so its guides tell readers the office is checking them. Commit it; record each source once re-read with ${'`npm run sources -- --reviewed ID`'}.`);
    }
  }
  // The file is the weekly issue's body, which GitHub keeps within a length; the terminal shows it all.
  const { markdown, attention } = sourcesReport(checks, sources, guidesCiting(graph), today, outAt === 0 ? ISSUE_LIMIT : Infinity);
  if (outAt === 0) {
    fs.mkdirSync(path.dirname(path.resolve(args[1]!)), { recursive: true });
    fs.writeFileSync(args[1]!, markdown);
    print(markdown.split('\n')[2]!);
  } else print(markdown);
  return { code: 0, attention };
}

/** What to do when a source could not be reached (no network, the vendor refused): try again, or record a reading made by hand. */
function byHand(ids: readonly string[], today: string): string {
  return [
    `Nothing was recorded for ${ids.join(', ')}: this computer could not reach ${ids.length === 1 ? 'it' : 'them'}. Run the same command again once it is online.`,
    `Or record a reading you made by hand: in content/${SOURCES_FILE}, under ${ids.length === 1 ? 'this source' : 'each of these sources'}, set read: ${today}, and`,
    '  - copy its commit: or fingerprint: line from the weekly issue "Weekly check: sources that changed" ("Record it once re-read"), or',
    '  - delete its old commit: or fingerprint: line: the weekly check then counts only changes after that day (a file), or lists the page as not yet read by the watch until someone records it online.',
  ].join('\n');
}

/** The guides that rely on each source, each with its translations that do (a translation through its original, or its own citation). */
function guidesCiting(graph: ContentGraph): (id: string) => CitingGuide[] {
  const main = graph.site?.languages[0]?.code ?? '';
  const languages = graph.site?.languages.map((language) => language.code) ?? [];
  const family = (page: GraphPage) => page.twins[main] ?? page.path;
  // Each guide beside its translations: by the original's route, then the language's place in site.yaml.
  const pages = [...graph.byKey.values()].sort((a, b) => family(a).localeCompare(family(b)) || languages.indexOf(a.lang) - languages.indexOf(b.lang));
  const citing = pagesBySource(pages, graph.byKey, main);
  return (id) => {
    const guides = new Map<string, CitingGuide>();
    for (const page of citing.get(id) ?? []) {
      const known = guides.get(family(page));
      if (known) known.files.push(page.file);
      else guides.set(family(page), { title: page.frontmatter.title, address: graph.site ? publicAddress(graph.site.siteUrl, page.path) : page.path, files: [page.file] });
    }
    return [...guides.values()];
  };
}
