import type { z } from 'zod';

/**
 * A content problem, reported as `error: content/<file>:<line>:<column>: <message>`
 * (or `warning: …`) so editors and code hosts (annotations) can jump to it.
 */
export interface ContentProblem {
  file: string;
  line?: number;
  column?: number;
  /** The last line it spans, when it spans several (a paste from Word). */
  endLine?: number;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
}

/**
 * Text from content on one line: a line break or another control character
 * written as `\n` or `\u001b`, so no value of a file can start a line of the
 * log of its own (a GitHub workflow command such as `::notice`, or a forged problem).
 */
export function oneLineText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is written out
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (character) => (character === '\n' ? '\\n' : character === '\r' ? '\\r' : character === '\t' ? '\\t' : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** `error: content/a.mdx:3:1: message`, then its hint on the next line: the severity first, so an error is found at a glance. */
export function formatProblem(problem: ContentProblem): string {
  const where = [oneLineText(problem.file), problem.line, problem.line !== undefined ? (problem.column ?? 1) : undefined]
    .filter((part) => part !== undefined)
    .join(':');
  return `${problem.severity}: ${where}: ${oneLineText(problem.message)}${problem.hint ? `\n    hint: ${oneLineText(problem.hint)}` : ''}`;
}

/** Warnings first and errors last, each in file and line order: what must be fixed is what the reader sees last. */
export function errorsLast(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems.filter((problem) => problem.severity !== 'error'), ...problems.filter((problem) => problem.severity === 'error')];
}

/**
 * A GitHub Actions workflow command, so a pull request shows the problem on the
 * changed line: `::error file=content/a.mdx,line=3,col=1::message`.
 */
export function githubAnnotation(problem: ContentProblem): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`, problem.endLine !== undefined && problem.endLine !== problem.line ? `endLine=${problem.endLine}` : `col=${problem.column ?? 1}`);
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

type Path = readonly PropertyKey[];

/** The value at `path` in parsed YAML, or undefined. */
function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A schema without its optional / default wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current: z.core.$ZodType = schema;
  while ('innerType' in current._zod.def) current = current._zod.def.innerType as z.core.$ZodType;
  return current;
}

/** The field names a schema allows at `path` (for "did you mean" on an unknown key). */
function fieldsAt(schema: z.ZodType, path: Path): string[] {
  let current: z.core.$ZodType | undefined = unwrapped(schema);
  for (const key of path) {
    const def: z.core.$ZodTypeDef = current._zod.def;
    if (def.type === 'array') current = (def as z.core.$ZodArrayDef).element;
    else if (def.type === 'record') current = (def as z.core.$ZodRecordDef).valueType;
    else if (def.type === 'object') current = (def as z.core.$ZodObjectDef).shape[String(key)];
    else return [];
    if (!current) return [];
    current = unwrapped(current);
  }
  const def = current._zod.def;
  return def.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

const TYPE_WORDS: Record<string, string> = {
  boolean: 'must be true or false',
  string: 'must be text',
  number: 'must be a number',
  array: 'must be a list, such as [first, second]',
  object: 'must be a group of indented "field: value" lines',
};

/** zod's message in an editor's words: "must be true or false", not "expected boolean, received string". */
function plainMessage(issue: z.core.$ZodIssue, data: unknown, file: string): { message: string; hint?: string } {
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) {
    const line = `add a line "${String(issue.path.at(-1))}: ..."`;
    return { message: 'is required but missing', hint: file.endsWith('.mdx') ? `${line} between the --- lines at the top` : `${line}, indented like the lines around it` };
  }
  if (issue.code === 'invalid_type' && TYPE_WORDS[issue.expected]) return { message: TYPE_WORDS[issue.expected]! };
  // A field that takes one text or one per language (in-languages.ts): missing, or the branch of the value's kind says what is wrong.
  if (issue.code === 'invalid_union') {
    if (valueAt(data, issue.path) === undefined) return plainMessage({ code: 'invalid_type', expected: 'string', path: issue.path, message: '', input: undefined }, data, file);
    const branch = issue.errors.find((issues) => issues.length > 0 && issues.every((inner) => inner.code !== 'invalid_type' || inner.path.length > 0));
    const inner = branch?.[0];
    if (inner) return plainMessage({ ...inner, path: [...issue.path, ...inner.path] }, data, file);
    return { message: 'must be one text, or one text for each language code on its own line (en: …, es: …)' };
  }
  if (issue.code === 'invalid_value') return { message: `must be one of: ${issue.values.map(String).join(', ')}` };
  // zod's own words ("Invalid email address", "Too small: expected string to have >=1 characters"), said plainly; a schema's own message is kept.
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return { message: `"${String(valueAt(data, issue.path))}" is not an email address`, hint: 'write it like jdoe@riversidecatholic.example.org: one @, no spaces, nothing else after it' };
  }
  if (issue.code === 'too_small' && /^Too small/.test(issue.message)) {
    const minimum = Number(issue.minimum);
    if (issue.origin === 'string') return { message: minimum <= 1 ? 'must not be empty' : `must be at least ${minimum} characters` };
    if (issue.origin === 'array') return { message: minimum <= 1 ? 'must list at least one item' : `must list at least ${minimum} items` };
    if (issue.origin === 'number') return { message: `must be ${minimum} or more` };
  }
  if (issue.code === 'too_big' && /^Too big/.test(issue.message)) {
    const maximum = Number(issue.maximum);
    if (issue.origin === 'string') return { message: `must be at most ${maximum} characters` };
    if (issue.origin === 'array') return { message: `must list at most ${maximum} items` };
    if (issue.origin === 'number') return { message: `must be ${maximum} or less` };
  }
  if (issue.code === 'invalid_format' && /^Invalid/.test(issue.message)) return { message: 'is not written the way this field needs' };
  // A schema's own check says what to write instead (site-config.ts oldAddresses).
  if (issue.code === 'custom' && typeof issue.params?.hint === 'string') return { message: issue.message, hint: issue.params.hint };
  return { message: issue.message };
}

/**
 * Turns zod's issues into one problem per field, `<field>: <what is wrong>`, at
 * the line where the field stands. An unknown key suggests the field the editor
 * probably meant, from the fields the schema allows at that place.
 */
/**
 * Where in a YAML file a problem is, as an editor counts: a list entry by its
 * name or label and its number from 1 (`"Ada Lovelace" (entry 10) email`,
 * `nav: "Links" (entry 2) href`), not `9.email`.
 */
export function describePath(where: readonly PropertyKey[], data: unknown): string {
  let text = '';
  let at: unknown = data;
  for (const key of where) {
    const item = (at as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      const named = item as { name?: unknown; label?: unknown } | undefined;
      // A name given in each language (staff.yaml) is named by its first.
      const given = typeof named?.name === 'object' && named.name !== null ? Object.values(named.name)[0] : named?.name;
      const name = typeof given === 'string' ? given : typeof named?.label === 'string' ? named.label : undefined;
      text += `${text ? ' ' : ''}${name ? `"${name}" (entry ${key + 1})` : `entry ${key + 1}`}`;
    } else {
      text += `${text === '' ? '' : text.endsWith(')') ? ' ' : '.'}${String(key)}`;
    }
    at = item;
  }
  return text;
}

export function problemsFromZod(
  error: z.ZodError,
  data: unknown,
  schema: z.ZodType,
  file: string,
  lineOf: (path: Path) => number | undefined,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = fieldsAt(schema, issue.path);
      for (const key of issue.keys) {
        const where = [...issue.path, key];
        const suggestion = closestMatch(key, known);
        problems.push({
          file,
          line: lineOf(where),
          severity: 'error',
          message: `${describePath(where, data)}: unknown field`,
          hint: suggestion ? `did you mean "${suggestion}"?` : `the allowed fields here are: ${known.join(', ')}`,
        });
      }
      continue;
    }
    const { message, hint } = plainMessage(issue, data, file);
    problems.push({ file, line: lineOf(issue.path), severity: 'error', message: `${describePath(issue.path, data) || '(file)'}: ${message}`, hint });
  }
  return problems;
}
