import type { z } from 'zod';

/**
 * A content problem, reported as `content/<file>:<line>:<column>: <message>` so editors
 * and code hosts (annotations) can jump to it.
 */
export interface ContentProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
}

export function formatProblem(problem: ContentProblem): string {
  const where = [problem.file, problem.line, problem.line !== undefined ? (problem.column ?? 1) : undefined]
    .filter((part) => part !== undefined)
    .join(':');
  const prefix = problem.severity === 'warning' ? 'warning: ' : '';
  return `${where}: ${prefix}${problem.message}${problem.hint ? `\n    hint: ${problem.hint}` : ''}`;
}

/**
 * A GitHub Actions workflow command, so a pull request shows the problem on the
 * changed line: `::error file=content/a.mdx,line=3,col=1::message`.
 */
export function githubAnnotation(problem: ContentProblem): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`, `col=${problem.column ?? 1}`);
  const text = problem.hint ? `${problem.message}\nhint: ${problem.hint}` : problem.message;
  return `::${problem.severity} ${properties.join(',')}::${escapeData(text)}`;
}

/** Edit distance, to suggest `title` for a misspelled `titel`. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/**
 * Turns zod's issues into one problem per field, `<field>: <what is wrong>`.
 * `knownKeys` lets an unknown key suggest the field the editor probably meant.
 */
export function problemsFromZod(
  error: z.ZodError,
  data: unknown,
  file: string,
  knownKeys: readonly string[],
  lineOf: (field: string) => number | undefined,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const suggestion = closestMatch(key, knownKeys);
        problems.push({
          file,
          line: lineOf(key),
          severity: 'error',
          message: `${key}: unknown field`,
          hint: suggestion ? `did you mean "${suggestion}"?` : `the allowed fields are: ${knownKeys.join(', ')}`,
        });
      }
      continue;
    }
    const missing = issue.code === 'invalid_type' && issue.path.length === 1 && !Object.hasOwn(Object(data), String(issue.path[0]));
    problems.push({
      file,
      line: lineOf(issue.path[0] === undefined ? '' : String(issue.path[0])),
      severity: 'error',
      message: `${field || '(header)'}: ${missing ? 'is required but missing' : issue.message}`,
      hint: missing ? `add a line "${field}: ..." between the --- lines at the top` : undefined,
    });
  }
  return problems;
}
