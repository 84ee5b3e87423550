import { closestMatch, type ContentProblem } from '../../problems.ts';
import { projectRelative, type ContentGraph, type GraphPage } from '../graph/content-graph.ts';
import { splitFrontmatter } from '../graph/page-header.ts';
import { SOURCES_FILE } from '../graph/sources-file.ts';
import { parseYaml } from '../graph/yaml-source.ts';

/**
 * The guides' `sources:` against content/sources.yaml (graph/sources-file.ts):
 * a guide that cites an id the file does not have is an error, at the line of
 * the id; a source no guide cites is a warning (it is watched for nothing); a
 * translation that repeats an id its original already cites is a warning (it
 * inherits it). Nothing is checked while sources.yaml itself has errors: those
 * are reported where they are; a guide whose header has another mistake still
 * counts as citing what it lists, so one mistake brings one message.
 */
export function sourceCitationProblems(graph: ContentGraph): ContentProblem[] {
  const sources = graph.sources;
  if (!sources) return [];
  const file = projectRelative(graph.contentDir, SOURCES_FILE);
  const ids = Object.keys(sources);
  const main = graph.site?.languages[0]?.code;
  const pages = [...graph.byKey.values()];
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const cited = page.frontmatter.sources ?? [];
    const original = page.lang === main ? undefined : graph.byKey.get(page.twins[main ?? ''] ?? '');
    cited.forEach((id, index) => {
      // Found only for a citation to report: it reads the page's header again.
      const where = () => citationPlace(page, index, id);
      if (!(id in sources)) {
        const suggestion = closestMatch(id, ids);
        problems.push({ ...where(), severity: 'error', message: `sources: "${id}" is not in ${file}`, hint: suggestion ? `did you mean "${suggestion}"?` : `add it to ${file} (see content/README.md, "Sources of the facts"), or cite one of its ids` });
      } else if (original?.frontmatter.sources?.includes(id)) {
        problems.push({ ...where(), severity: 'warning', message: `sources: "${id}" is already cited by ${original.path}, which this page translates`, hint: 'a translation inherits its original\'s sources: delete it here' });
      }
    });
  }
  // A guide whose header has a mistake (reported on its own) still cites what its header lists, as far as it can be read.
  const unreadable = graph.files.filter((part) => !part.frontmatter).flatMap((part) => sourcesWritten(part.source));
  const cited = new Set([...pages.flatMap((page) => page.frontmatter.sources ?? []), ...unreadable]);
  for (const id of ids.filter((id) => !cited.has(id))) {
    problems.push({ file, line: graph.yaml.sources?.lineOf([id]), severity: 'warning', message: `"${id}" is cited by no guide, so nobody is told when it changes`, hint: `add ${id} to the sources: of the guides that state its facts, or delete it from ${SOURCES_FILE}` });
  }
  return problems;
}

/** The ids a header with a mistake lists under `sources:`, when its YAML can be read at all. */
function sourcesWritten(source: string): string[] {
  const header = splitFrontmatter(source);
  const data: unknown = header ? parseYaml(header.yaml).data : undefined;
  const sources = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).sources : undefined;
  return Array.isArray(sources) ? sources.filter((id): id is string => typeof id === 'string') : [];
}

/** The line and column of the `index`-th id of a page's `sources:`. */
function citationPlace(page: GraphPage, index: number, id: string): { file: string; line: number; column?: number } {
  const header = splitFrontmatter(page.source);
  const line = (header && parseYaml(header.yaml, header.yamlFirstLine).lineOf(['sources', index])) ?? 1;
  const column = page.source.split(/\r?\n/)[line - 1]?.indexOf(id) ?? -1;
  return { file: page.file, line, column: column >= 0 ? column + 1 : undefined };
}
