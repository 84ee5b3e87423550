/**
 * `npm run check`: checks everything in content/ and lists every problem at once,
 * as `content/<file>:<line>:<column>: <message>` with a hint below it. Exits with 1
 * when there is an error; warnings (a guide past its review date) do not fail.
 * Inside GitHub Actions it also prints each problem as an annotation, so a pull
 * request shows it on the changed line. `npm run build` runs the same check first,
 * on the same content graph it then builds from.
 */
import path from 'node:path';
import { checkContent, type PageReading } from './check-content.ts';
import type { ContentGraph } from '../graph/content-graph.ts';
import { MIN_WORDS_TO_SCORE } from '../graph/plain-language/report.ts';
import { formatProblem, githubAnnotation } from '../../problems.ts';
import { projectRoot } from '../project.ts';


function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Each page's readability, hardest first, in columns: what an editor looks at to simplify next. */
function readingReport(readings: PageReading[]): string {
  const width = Math.max(...readings.map((entry) => entry.file.length));
  const rows = [...readings]
    .sort((a, b) => Number(a.passes) - Number(b.passes) || a.formula.localeCompare(b.formula) || (a.formula.startsWith('Flesch') ? b.score - a.score : a.score - b.score))
    .map((entry) => {
      const note = entry.words < MIN_WORDS_TO_SCORE ? `  (${entry.words} words: too short to hold to the limit)` : entry.passes ? '' : `  (the limit is ${entry.limit})`;
      return `  ${entry.file.padEnd(width)}  ${entry.formula} ${entry.score.toFixed(1)}${note}`;
    });
  return ['Readability of each page (hardest first):', ...rows].join('\n');
}

/** Checks the graph, prints what it found, and says whether there was no error. */
export function reportCheck(graph: ContentGraph, options: { annotate?: boolean; readability?: boolean; publicDir?: string } = {}): boolean {
  const { problems, pagesChecked, readings } = checkContent(graph, { publicDir: options.publicDir ?? path.join(projectRoot, 'public') });
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  for (const problem of problems) console.log(`${formatProblem(problem)}\n`);
  if (options.annotate) for (const problem of problems) console.log(githubAnnotation(problem));
  // The table of every page's readability is for editors at work (npm run check); a build lists only problems.
  if (options.readability && readings.length > 0) console.log(`${readingReport(readings)}\n`);
  const counts = `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(pagesChecked, 'page')}`;
  console.log(errors > 0 ? `Content check: ${counts}. Fix the errors above, then run npm run check again.` : `Content check: ${counts}. The content is ready to build.`);
  return errors === 0;
}
