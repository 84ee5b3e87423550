import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import type { ClientPage } from '../../pages.ts';
import { formatProblem } from '../../problems.ts';
import { isNotFoundKey } from '../../routing.ts';
import { publicAddress } from '../../urls.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { pageHandouts } from './page-handouts.ts';
import { pageOutline } from './page-outline.ts';
import { pageTrail } from './page-trail.ts';

/**
 * The first remark plugin of the MDX compiler (@mdx-js/rollup, content-plugin.ts):
 * the page's tree comes from the content graph, where it was parsed and
 * transformed once (content-file.ts), instead of being parsed again; and what
 * the page chrome needs of the page (`page`, remark-page-export.ts) and its
 * printed address (remark-print-footer.ts) go on the file for the plugins after it.
 */
declare module 'vfile' {
  interface DataMap {
    page: ClientPage;
    /** The page's public address, printed at the foot of a handout. */
    printAddress: string;
  }
}

/**
 * What the page chrome needs of a page, exported by the compiled page: header
 * fields, where it sits (breadcrumbs, the guides beside it, from every page's
 * title and parent), the outline of its sections, and its language's words.
 */
export function clientPage(page: GraphPage, graph: ContentGraph): ClientPage {
  let made = clientPages.get(page);
  if (!made) clientPages.set(page, (made = makeClientPage(page, graph)));
  return made;
}

/** Each page's, once per graph (a page belongs to one graph). */
const clientPages = new WeakMap<GraphPage, ClientPage>();

function makeClientPage(page: GraphPage, graph: ContentGraph): ClientPage {
  const { title, parent, printable, layout } = page.frontmatter;
  const { locale } = page;
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
    ...pageHandouts(page, graph),
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

/** The page a file being compiled is, with its tree; an error listing its problems when it has any. */
function pageOf(graph: ContentGraph, file: VFile): GraphPage & { tree: Root } {
  const page = graph.byFile.get(file.path);
  if (!page) throw new Error(`${file.path} is not a page of the content graph`);
  if (!page.tree || graph.problems.some((problem) => problem.file === page.file && problem.severity === 'error')) throw new PageProblemsError(page, graph);
  return page as GraphPage & { tree: Root };
}

/** The public address printed at the foot of a page's handout, or none (the not-found page). */
export function printAddressOf(page: GraphPage, graph: ContentGraph): string | undefined {
  return isNotFoundKey(page.key) ? undefined : publicAddress(graph.site!.siteUrl, page.path);
}

/**
 * Everything a page's compiled code is made from but the engine's own code: its
 * part (text and site values), what the chrome needs of it, its printed address,
 * and where the project is (imports of the blocks are absolute). content-plugin.ts
 * keeps the compiled code under it.
 */
export function compileKey(page: GraphPage, graph: ContentGraph, development: boolean, root: string): string {
  return JSON.stringify([page.fingerprint, clientPage(page, graph), printAddressOf(page, graph), development, root]);
}

export function remarkFromGraph(this: Processor, options: { graph: () => ContentGraph }) {
  // A copy: the graph's tree stays as it is for anything that reads it after this compile.
  this.parser = (_document, file) => structuredClone(pageOf(options.graph(), file).tree);
  return (_tree: Root, file: VFile) => {
    const graph = options.graph();
    const page = pageOf(graph, file);
    file.data.page = clientPage(page, graph);
    const printAddress = printAddressOf(page, graph);
    if (printAddress) file.data.printAddress = printAddress;
  };
}
