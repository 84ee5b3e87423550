/**
 * `npm run check`: checks everything in content/ and lists every problem at once,
 * as `content/<file>:<line>:<column>: <message>` with a hint below it. Exits with 1
 * when there is an error; warnings (a guide past its review date) do not fail.
 * Inside GitHub Actions it also prints each problem as an annotation, so a pull
 * request shows it on the changed line. `npm run build` runs the same check first.
 */
import path from 'node:path';
import { checkContent } from '../src/engine/node/check/check-content.ts';
import { MAX_GRADE, MIN_WORDS_TO_GRADE } from '../src/engine/node/plain-language.ts';
import { formatProblem, githubAnnotation } from '../src/engine/problems.ts';

const root = path.resolve(import.meta.dirname, '..');

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Each page's reading grade, hardest first, in columns: what an editor looks at to simplify next. */
function readingGrades(grades: { file: string; grade: number; words: number }[]): string {
  const width = Math.max(...grades.map((entry) => entry.file.length));
  const rows = [...grades]
    .sort((a, b) => b.grade - a.grade)
    .map((entry) => `  ${entry.file.padEnd(width)}  ${entry.grade.toFixed(1).padStart(4)}${entry.words < MIN_WORDS_TO_GRADE ? `  (${entry.words} words: too short to hold to the limit)` : ''}`);
  return [`Reading grade of each page (Flesch-Kincaid; ${MAX_GRADE} or below):`, ...rows].join('\n');
}

/** Checks the content, prints what it found, and says whether there was no error. */
export async function checkSiteContent(options: { contentDir?: string; annotate?: boolean } = {}): Promise<boolean> {
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const { problems, pagesChecked, grades } = await checkContent({ contentDir, publicDir: path.join(root, 'public') });
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  for (const problem of problems) console.log(`${formatProblem(problem)}\n`);
  if (options.annotate) for (const problem of problems) console.log(githubAnnotation(problem));
  if (grades.length > 0) console.log(`${readingGrades(grades)}\n`);
  const counts = `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(pagesChecked, 'page')}`;
  console.log(errors > 0 ? `Content check: ${counts}. Fix the errors above, then run npm run check again.` : `Content check: ${counts}. The content is ready to build.`);
  return errors === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await checkSiteContent({ annotate: process.env.GITHUB_ACTIONS === 'true' });
  process.exit(ok ? 0 : 1);
}
