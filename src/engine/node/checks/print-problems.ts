/**
 * `npm run check`: checks everything in content/ and lists every problem at once,
 * warnings first and errors last, each as `error: content/<file>:<line>:<column>:
 * <message>` (or `warning: …`) with a hint below it, then one line that says
 * what it means: how many errors and warnings, and whether the site can be
 * published. Exits with 1 when there is an error; warnings (a guide past its
 * review date) do not fail. Inside GitHub Actions it first prints each problem
 * as an annotation, in the same order, so a pull request shows it on its line.
 * `npm run build` runs the same check first, on the same content graph it then
 * builds from.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { checkContent, type PageReading } from './check-content.ts';
import type { ContentGraph } from '../graph/content-graph.ts';
import { MIN_WORDS_TO_SCORE } from '../graph/plain-language/check-page.ts';
import { errorsLast, formatProblem, githubAnnotation, oneLineText } from '../../problems.ts';
import { projectRoot } from '../project-root.ts';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Pages' readability, hardest first, in columns: what an editor looks at to simplify next. */
function readingReport(readings: PageReading[], heading: string): string {
  const width = Math.max(...readings.map((entry) => entry.file.length));
  const rows = [...readings]
    .sort((a, b) => Number(a.passes) - Number(b.passes) || a.formula.localeCompare(b.formula) || (a.formula.startsWith('Flesch') ? b.score - a.score : a.score - b.score))
    .map((entry) => {
      const note = entry.words < MIN_WORDS_TO_SCORE ? `  (${entry.words} words: too short to hold to the limit)` : entry.passes ? '' : `  (the limit is ${entry.limit})`;
      return `  ${oneLineText(entry.file).padEnd(width)}  ${entry.formula} ${entry.score.toFixed(1)}${note}`;
    });
  return [heading, ...rows].join('\n');
}

/** The last line: the counts, and what they mean for publishing. */
export function checkSummary(errors: number, warnings: number, pages: number): string {
  const counts = `Content check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(pages, 'page')}`;
  if (errors > 0) return `${counts}: the site cannot be published until the errors are fixed. Fix each error above, then run npm run check again.`;
  return `${counts}: the site can be published${warnings > 0 ? '; the warnings above are worth fixing' : ''}.`;
}

export interface ReportOptions {
  /** Also print each problem as a GitHub Actions annotation. */
  annotate?: boolean;
  /** The readability table: of the pages too hard to read (npm run check), of every page (`--verbose`), or none (the build). */
  readability?: 'failing' | 'all';
  publicDir?: string;
}

/** Checks the graph, prints what it found, and says whether there was no error. */
export function reportCheck(graph: ContentGraph, options: ReportOptions = {}): boolean {
  const { problems, pagesChecked, readings } = checkContent(graph, { publicDir: options.publicDir ?? path.join(projectRoot, 'public') });
  const ordered = errorsLast(problems);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  // Annotations first: the log then ends with the list an editor reads.
  if (options.annotate) for (const problem of ordered) console.log(githubAnnotation(problem));
  // On GitHub, what follows is only read, never run: no text of content/ can be taken for a workflow command, even one this check did not foresee.
  const token = options.annotate ? randomUUID() : undefined;
  if (token) console.log(`::stop-commands::${token}`);
  const tooHard = readings.filter((entry) => !entry.passes && entry.words >= MIN_WORDS_TO_SCORE);
  if (options.readability === 'all' && readings.length > 0) console.log(`${readingReport(readings, 'Readability of each page (hardest first):')}\n`);
  else if (options.readability === 'failing' && tooHard.length > 0) console.log(`${readingReport(tooHard, 'Readability of the pages too hard to read (npm run check -- --verbose lists every page):')}\n`);
  for (const problem of ordered) console.log(`${formatProblem(problem)}\n`);
  if (token) console.log(`::${token}::`);
  console.log(checkSummary(errors, problems.length - errors, pagesChecked));
  return errors === 0;
}
