import mdx from '@mdx-js/rollup';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../problems.ts';
import { NOT_FOUND_KEY } from '../routing.ts';
import type { ClientPage, ClientSite } from '../pages.ts';
import { loadContent, type LoadedContent, type PageSource } from './load-content.ts';
import { pageTrail } from './page-trail.ts';
import { QR_PUBLIC_DIR, qrCodeFiles } from './qr-code.ts';
import { remarkComponentImports } from './remark-component-imports.ts';
import { remarkPageExport } from './remark-page-export.ts';
import { contentRemarkPlugins, remarkReportProblems, type ContentContext } from './remark-content.ts';

/**
 * The content engine's Vite side. It
 *  - reads and validates content/ (headers, site.yaml, staff.yaml) once per build;
 *  - serves `virtual:content` (the parts of the site configuration the page
 *    chrome needs) and `virtual:page-table` (every route, and one lazy
 *    `import()` per page, so each page is its own chunk;
 *  - compiles the MDX pages with the remark plugins of remark-content.ts.
 * A content problem stops the build with every problem listed.
 */
const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const TABLE_ID = 'virtual:page-table';
const RESOLVED_TABLE_ID = `\0${TABLE_ID}`;

export class ContentError extends Error {
  constructor(content: LoadedContent) {
    const errors = content.problems.filter((problem) => problem.severity === 'error');
    super(`Content problems (${errors.length}). Fix these and save:\n${errors.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
    // The list names each file and line; a stack trace into the build's code would only bury it in the dev overlay.
    this.stack = `${this.name}: ${this.message}`;
  }
}

function clientPage(page: PageSource, key: string, pages: readonly PageSource[]): Omit<ClientPage, 'outline'> {
  const { title, parent, printable, layout } = page.frontmatter;
  return {
    path: key,
    title,
    parent,
    printable,
    layout,
    lastUpdated: page.lastUpdated,
    file: page.file,
    ...pageTrail(key, page.frontmatter, pages),
  };
}

function clientSite(content: LoadedContent): ClientSite {
  const site = content.site!;
  return { name: site.name, shortName: site.shortName, siteUrl: site.siteUrl, office: site.office, nav: site.nav, repository: site.repository };
}

function siteModule(content: LoadedContent): string {
  return `export const site = ${JSON.stringify(clientSite(content))};`;
}

function pageTableModule(content: LoadedContent): string {
  const entries = [...content.pages, content.notFound!];
  const loaders = entries.map((page) => {
    const key = page === content.notFound ? NOT_FOUND_KEY : page.path;
    return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(page.absoluteFile)}),`;
  });
  return [`export const routes = ${JSON.stringify(content.pages.map((page) => page.path))};`, `export const loaders = {\n${loaders.join('\n')}\n};`].join('\n');
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

  const pageOf = (file: string): Omit<ClientPage, 'outline'> | undefined => {
    const current = content ?? load();
    const absolute = path.resolve(file);
    if (current.notFound?.absoluteFile === absolute) return clientPage(current.notFound, NOT_FOUND_KEY, current.pages);
    const page = current.pages.find((candidate) => candidate.absoluteFile === absolute);
    return page ? clientPage(page, page.path, current.pages) : undefined;
  };

  const mdxPlugin = mdx({
    remarkPlugins: [...contentRemarkPlugins(context), remarkReportProblems, remarkComponentImports, [remarkPageExport, pageOf]],
  });

  return [
    {
      name: 'edtech:content',
      buildStart() {
        // `npm run dev` starts even with a content error: it shows in the browser overlay when a page loads.
        if (!this.meta.watchMode) load();
      },
      resolveId(id) {
        if (id === VIRTUAL_ID) return RESOLVED_ID;
        return id === TABLE_ID ? RESOLVED_TABLE_ID : undefined;
      },
      generateBundle() {
        // The QR codes the pages referenced while they were compiled.
        for (const [name, svg] of qrCodeFiles()) this.emitFile({ type: 'asset', fileName: `${QR_PUBLIC_DIR}/${name}`, source: svg });
      },
      load(id) {
        if (id === RESOLVED_ID) return siteModule(content ?? load());
        if (id !== RESOLVED_TABLE_ID) return undefined;
        const current = content ?? load();
        for (const page of [...current.pages, current.notFound!]) this.addWatchFile(page.absoluteFile);
        return pageTableModule(current);
      },
      configureServer(server: ViteDevServer) {
        // A new, deleted or renamed page, a changed header, site.yaml or staff.yaml
        // changes the route table or what pages are compiled with: reload the page.
        // A changed body alone is left to Vite's normal hot update of that MDX module.
        const refresh = (file: string) => {
          if (!file.startsWith(contentDir) || !/\.(mdx|ya?ml)$/.test(file)) return;
          const modulesOf = (loaded: LoadedContent) => siteModule(loaded) + pageTableModule(loaded);
          const before = content ? modulesOf(content) : '';
          content = undefined;
          try {
            load();
          } catch (error) {
            server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
            return;
          }
          if (!file.endsWith('.mdx') || modulesOf(content!) !== before) {
            for (const id of [RESOLVED_ID, RESOLVED_TABLE_ID]) {
              const module = server.moduleGraph.getModuleById(id);
              if (module) server.moduleGraph.invalidateModule(module);
            }
            server.ws.send({ type: 'full-reload' });
          }
        };
        server.middlewares.use(`/${QR_PUBLIC_DIR}/`, (request, response, next) => {
          const svg = qrCodeFiles().get((request.url ?? '').replace(/^\//, ''));
          if (!svg) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(svg);
        });
        server.watcher.add(contentDir);
        for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, refresh);
      },
    },
    // @mdx-js/rollup is typed for Rollup; Vite 8 runs it on Rolldown, whose source-map type differs.
    { enforce: 'pre', ...(mdxPlugin as unknown as Plugin) },
  ];
}
