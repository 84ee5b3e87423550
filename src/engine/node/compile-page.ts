import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import type { ClientPage } from '../pages.ts';
import { formatProblem } from '../problems.ts';
import { NOT_FOUND_KEY } from '../routing.ts';
import type { ContentGraph, GraphPage } from './content-graph.ts';
import { pageOutline } from './page-outline.ts';
import { pageLocale } from './page-locale.ts';
import { pageTrail } from './page-trail.ts';
import { remarkComponentImports } from './remark-component-imports.ts';
import { remarkPageExport } from './remark-page-export.ts';
import { remarkPrintFooter } from './remark-print-footer.ts';

/**
 * Compiles a page to JavaScript from the content graph's tree: no second read,
 * no second parse. The rest of @mdx-js/mdx's pipeline runs as usual (to HTML
 * syntax, to JavaScript), after the build's own steps: the print footer, the
 * imports of the blocks the page uses, and `export const page`.
 */
declare module 'vfile' {
  interface DataMap {
    page: ClientPage;
    /** The page's public address, printed at the foot of a handout. */
    printAddress: string;
  }
}

type MdxProcessor = ReturnType<typeof createProcessor>;
const processors = new Map<boolean, MdxProcessor>();

function processor(development: boolean): MdxProcessor {
  let made = processors.get(development);
  if (!made) {
    made = createProcessor({ development, remarkPlugins: [remarkPrintFooter, remarkComponentImports, remarkPageExport] });
    processors.set(development, made);
  }
  return made;
}

/**
 * What the page chrome needs of a page, exported by the compiled page: header
 * fields, where it sits (breadcrumbs, the guides beside it, from every page's
 * title and parent), the outline of its sections, and its language's words.
 */
export function clientPage(page: GraphPage, graph: ContentGraph): ClientPage {
  const { title, parent, printable, layout } = page.frontmatter;
  const locale = pageLocale(page, graph);
  return {
    path: page.key,
    title,
    parent,
    printable,
    layout,
    lastUpdated: page.lastUpdated,
    file: page.file,
    ...pageTrail(page.key, page.frontmatter, graph.pages, { href: locale.site.homePage, title: locale.ui.home }),
    outline: page.tree ? pageOutline(page.tree) : [],
    locale,
    ...(page.translation?.status === 'outdated' ? { outdated: { since: page.translation.sourceChanged, original: page.translation.original } } : {}),
  };
}

/** One error listing every problem of the page, so `npm run dev` shows them all with file and line. */
export class PageProblemsError extends Error {
  constructor(page: { file: string }, graph: ContentGraph) {
    const found = graph.problems.filter((problem) => problem.file === page.file && problem.severity === 'error');
    super(`${found.length} problem${found.length === 1 ? '' : 's'} in ${page.file}:\n${found.map(formatProblem).join('\n')}`);
    this.name = 'PageProblemsError';
    this.stack = this.message; // the list is the whole story; a stack trace would bury it in the dev overlay
  }
}

const compiled = new WeakMap<GraphPage, Map<boolean, Promise<string>>>();

/**
 * The page's JavaScript, compiled once per graph: the client build, the server
 * build and prerendering of one `npm run build` share it.
 */
export function compiledPage(graph: ContentGraph, page: GraphPage, options: { development: boolean }): Promise<string> {
  let byMode = compiled.get(page);
  if (!byMode) compiled.set(page, (byMode = new Map()));
  let code = byMode.get(options.development);
  if (!code) byMode.set(options.development, (code = compilePage(graph, page, options)));
  return code;
}

export async function compilePage(graph: ContentGraph, page: GraphPage, options: { development: boolean }): Promise<string> {
  if (!page.tree || graph.problems.some((problem) => problem.file === page.file && problem.severity === 'error')) throw new PageProblemsError(page, graph);
  const file = new VFile({ path: page.absoluteFile, value: page.source });
  file.data.page = clientPage(page, graph);
  if (page.key !== NOT_FOUND_KEY && graph.site) file.data.printAddress = `${graph.site.siteUrl}${page.path}`;
  // A copy: the graph's tree stays as it is for anything that reads it after this compile.
  // (unified types `run` as taking the tree of its first transform's output; it takes the parsed mdast tree.)
  const tree = structuredClone(page.tree) as unknown as Parameters<MdxProcessor['run']>[0];
  const mdx = processor(options.development);
  return String(mdx.stringify(await mdx.run(tree, file), file));
}
