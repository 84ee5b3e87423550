import mdx from '@mdx-js/rollup';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../problems.ts';
import { NOT_FOUND_KEY } from '../routing.ts';
import type { ClientPage, ClientSite } from '../pages.ts';
import { loadContent, type LoadedContent, type PageSource } from './load-content.ts';
import { remarkContent, remarkReportProblems, type ContentContext } from './remark-content.ts';

/**
 * The content engine's Vite side. It
 *  - reads and validates content/ (headers, site.yaml, staff.yaml) once per build;
 *  - serves `virtual:content`: the route table (every page's header, no bodies),
 *    the parts of the site configuration the page chrome needs, and one lazy
 *    `import()` per page, so each page is its own chunk;
 *  - compiles the MDX pages with the remark plugins of remark-content.ts.
 * A content problem stops the build with every problem listed.
 */
const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export class ContentError extends Error {
  constructor(content: LoadedContent) {
    const errors = content.problems.filter((problem) => problem.severity === 'error');
    super(`Content problems (${errors.length}). Fix these, then build again:\n${errors.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

function clientPage(page: PageSource): ClientPage {
  const { title, description, parent, printable, layout } = page.frontmatter;
  return {
    path: page.path,
    title,
    description,
    parent,
    printable,
    layout,
    lastUpdated: page.lastUpdated,
    file: page.file,
  };
}

function clientSite(content: LoadedContent): ClientSite {
  const site = content.site!;
  return { name: site.name, shortName: site.shortName, siteUrl: site.siteUrl, office: site.office, nav: site.nav, repository: site.repository };
}

function virtualModule(content: LoadedContent): string {
  const entries = [...content.pages, content.notFound!];
  const loaders = entries.map((page) => {
    const key = page === content.notFound ? NOT_FOUND_KEY : page.path;
    return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(page.absoluteFile)}),`;
  });
  return [
    `export const site = ${JSON.stringify(clientSite(content))};`,
    `export const pages = ${JSON.stringify(content.pages.map(clientPage))};`,
    `export const notFoundPage = ${JSON.stringify({ ...clientPage(content.notFound!), path: NOT_FOUND_KEY })};`,
    `export const loaders = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

export function contentPlugin(options: { contentDir: string }): Plugin[] {
  const contentDir = path.resolve(options.contentDir);
  let content: LoadedContent | undefined;

  const load = (): LoadedContent => {
    const loaded = loadContent(contentDir);
    if (loaded.problems.some((problem) => problem.severity === 'error')) throw new ContentError(loaded);
    content = loaded;
    return loaded;
  };
  const context = (): ContentContext => {
    const current = content ?? load();
    const site = current.site!;
    return {
      site,
      staff: current.staff!,
      addressOf: (file) => {
        const page = current.pages.find((candidate) => candidate.absoluteFile === path.resolve(file));
        return page ? `${site.siteUrl}${page.path}` : undefined;
      },
    };
  };

  const mdxPlugin = mdx({
    remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkContent, context], remarkReportProblems],
  });

  return [
    {
      name: 'edtech:content',
      buildStart() {
        load();
      },
      resolveId(id) {
        return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
      },
      load(id) {
        if (id !== RESOLVED_ID) return undefined;
        const current = content ?? load();
        for (const page of [...current.pages, current.notFound!]) this.addWatchFile(page.absoluteFile);
        return virtualModule(current);
      },
      configureServer(server: ViteDevServer) {
        // A new, deleted or renamed page, a changed header, site.yaml or staff.yaml
        // changes the route table or what pages are compiled with: reload the page.
        // A changed body alone is left to Vite's normal hot update of that MDX module.
        const refresh = (file: string) => {
          if (!file.startsWith(contentDir) || !/\.(mdx|ya?ml)$/.test(file)) return;
          const before = content ? virtualModule(content) : '';
          content = undefined;
          try {
            load();
          } catch (error) {
            server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
            return;
          }
          if (!file.endsWith('.mdx') || virtualModule(content!) !== before) {
            const module = server.moduleGraph.getModuleById(RESOLVED_ID);
            if (module) server.moduleGraph.invalidateModule(module);
            server.ws.send({ type: 'full-reload' });
          }
        };
        server.watcher.add(contentDir);
        for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, refresh);
      },
    },
    // @mdx-js/rollup is typed for Rollup; Vite 8 runs it on Rolldown, whose source-map type differs.
    { enforce: 'pre', ...(mdxPlugin as unknown as Plugin) },
  ];
}
