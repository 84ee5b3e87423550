import type { z } from 'zod';
import { frontmatterSchema, type Frontmatter } from '../../frontmatter.ts';
import { problemsFromZod, type ContentProblem } from '../../problems.ts';
import { parseYaml, type YamlSource } from './yaml-source.ts';

/** Splits `---` frontmatter from the body; the YAML's first line number is returned for error lines. */
export function splitFrontmatter(source: string): { yaml: string; yamlFirstLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\s*(\r?\n|$)/.exec(source);
  return match ? { yaml: match[1] ?? '', yamlFirstLine: 2 } : undefined;
}

/** The line of a page's source on which a header field stands (or an item of it: ['packet', 'guides', 2]), or 1 when it has none. */
export function headerLine(source: string, field: string | readonly (string | number)[]): number {
  const split = splitFrontmatter(source);
  return (split && parseYaml(split.yaml, split.yamlFirstLine).lineOf(typeof field === 'string' ? [field] : field)) ?? 1;
}

/** A page's header checked against the schema; problems are pushed, never thrown. */
export function readHeader(source: string, file: string, problems: ContentProblem[]): Frontmatter | undefined {
  const split = splitFrontmatter(source);
  if (!split) {
    problems.push({ file, line: 1, severity: 'error', message: 'the page has no header', hint: 'start the file with a --- line, the fields (title, description, owner, reviewed), and another --- line' });
    return undefined;
  }
  const yaml = parseYaml(split.yaml, split.yamlFirstLine);
  for (const error of plainYamlErrors(split.yaml, split.yamlFirstLine, yaml.syntaxErrors)) {
    const hint = error.message.startsWith('a colon') ? 'put the whole value in double quotes, such as description: "Step 1: open the form."' : error.hint;
    problems.push({ file, severity: 'error', ...error, message: `header: ${error.message}`, hint });
  }
  if (yaml.syntaxErrors.length > 0) return undefined;
  const data = yaml.data ?? {};
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  problems.push(...problemsFromZod(result.error, data, frontmatterSchema, file, (where) => yaml.lineOf(where as (string | number)[]) ?? 1));
  return undefined;
}

/** What the YAML reader's messages mean for an editor, with the fix. */
export function plainYamlError(message: string): { message: string; hint: string } {
  if (/Nested mappings are not allowed in compact mappings|Implicit map keys need to be/.test(message)) {
    return { message: 'a colon ( : ) inside a value makes the line unreadable', hint: 'put the whole value in double quotes, such as label: "Next: Siguiente"' };
  }
  if (/bad indentation|indentation|Implicit keys need to be on a single line|All mapping items must start at the same column/i.test(message)) {
    return { message: 'the indentation of this line does not match the lines around it', hint: 'indent it with the same number of spaces as the lines at its level (spaces, not tabs)' };
  }
  return { message: `this line cannot be read: ${message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, hint: 'check the indentation and that each "key: value" is on its own line' };
}

/**
 * The YAML reader's errors in an editor's words, one per line, at the line to
 * fix. A line indented further than the one above it (`  description:` under
 * `title: …`) makes the reader take it as part of the value above, and it then
 * complains about that line's colon: say "indentation", on the indented line.
 */
export function plainYamlErrors(text: string, firstLine: number, errors: YamlSource['syntaxErrors']): { line: number; column: number; message: string; hint: string }[] {
  const lines = text.split(/\r?\n/);
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  const indentedBelow = (line: number) => {
    const here = lines[line - firstLine] ?? '';
    const next = lines[line - firstLine + 1];
    return next !== undefined && /^\s+[\w-]+:(\s|$)/.test(next) && indent(next) > indent(here) && /^\s*(?:-\s+)?[\w-]+:\s*[^\s|>]/.test(here);
  };
  const said = new Map<number, { line: number; column: number; message: string; hint: string }>();
  for (const error of errors) {
    if (indentedBelow(error.line)) {
      // Said once, on the line below, whatever the reader said about this one.
      said.set(error.line + 1, { line: error.line + 1, column: 1, ...plainYamlError('indentation') });
      continue;
    }
    if (!said.has(error.line) && !indentedBelow(error.line - 1)) said.set(error.line, { line: error.line, column: error.column, ...plainYamlError(error.message) });
  }
  return [...said.values()].sort((a, b) => a.line - b.line);
}

/** A YAML file of content/ (site.yaml, staff.yaml) checked against its schema, with the parsed source for line numbers. */
export function readYamlFile<T>(text: string | undefined, name: string, file: string, schema: z.ZodType<T>, problems: ContentProblem[]): { data?: T; yaml?: YamlSource } {
  if (text === undefined) {
    problems.push({ file, severity: 'error', message: `${name} is missing`, hint: 'restore it from the repository history' });
    return {};
  }
  const yaml = parseYaml(text);
  for (const error of plainYamlErrors(text, 1, yaml.syntaxErrors)) problems.push({ file, severity: 'error', ...error });
  if (yaml.syntaxErrors.length > 0) return { yaml };
  const result = schema.safeParse(yaml.data);
  if (result.success) return { data: result.data, yaml };
  problems.push(...problemsFromZod(result.error, yaml.data, schema, file, (where) => yaml.lineOf(where as (string | number)[])));
  return { yaml };
}
