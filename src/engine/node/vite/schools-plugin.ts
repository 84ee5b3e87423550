import type { Plugin } from 'vite';
import { schoolEntries } from '../../schools.ts';
import type { ContentGraph } from '../graph/content-graph.ts';

/**
 * `virtual:schools`: content/schools.yaml as each language's pages show it,
 * for the browser code that names the reader's chosen school and liaison on
 * every page (src/browser/my-school.ts). It is a chunk of its own, imported
 * only once a reader has chosen a school: no page loads it up front.
 */
const VIRTUAL_ID = 'virtual:schools';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function schoolsPlugin(options: { contentDir: string; graph: () => Promise<ContentGraph> }): Plugin {
  return {
    name: 'edtech:schools',
    resolveId: {
      filter: { id: /^virtual:schools$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:schools$/ },
      async handler() {
        const graph = await options.graph();
        const languages = graph.site!.languages.map(({ code }) => code);
        const schools = Object.fromEntries(languages.map((code) => [code, schoolEntries(graph.schools, code, languages[0]!)]));
        return `export const schools = ${JSON.stringify(schools)};`;
      },
    },
    configureServer(server) {
      // `npm run dev`: a change to content/ may change the list; the next page load reads it again.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(options.contentDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
