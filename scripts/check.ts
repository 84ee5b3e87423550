/**
 * `npm run check`: checks everything in content/ and lists every problem at once,
 * as `content/<file>:<line>:<column>: <message>` with a hint below it. Exits with 1
 * when there is an error; warnings (a guide past its review date) do not fail.
 * Inside GitHub Actions it also prints each problem as an annotation, so a pull
 * request shows it on the changed line. `npm run build` runs the same check first.
 */
import path from 'node:path';
import { checkContent } from '../src/engine/node/check/check-content.ts';
import { formatProblem, githubAnnotation } from '../src/engine/problems.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Checks the content, prints what it found, and says whether there was no error. */
export async function checkSiteContent(options: { contentDir?: string; annotate?: boolean } = {}): Promise<boolean> {
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const { problems, pagesChecked } = await checkContent({ contentDir, publicDir: path.join(root, 'public') });
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  for (const problem of problems) console.log(`${formatProblem(problem)}\n`);
  if (options.annotate) for (const problem of problems) console.log(githubAnnotation(problem));
  const counts = `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(pagesChecked, 'page')}`;
  console.log(errors > 0 ? `Content check: ${counts}. Fix the errors above, then run npm run check again.` : `Content check: ${counts}. The content is ready to build.`);
  return errors === 0;
}

if (isEntryPoint(import.meta.url)) {
  const ok = await checkSiteContent({ annotate: process.env.GITHUB_ACTIONS === 'true' });
  process.exit(ok ? 0 : 1);
}
