/**
 * `npm run check`: checks everything in content/ and lists every problem at once,
 * errors last (src/engine/node/checks/print-problems.ts). Exits with 1 when there is an error.
 * `npm run check -- --verbose` adds every page's reading level.
 */
import path from 'node:path';
import { loadContentGraph } from '../src/engine/node/graph/content-graph.ts';
import { reportCheck } from '../src/engine/node/checks/print-problems.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const graph = await loadContentGraph({ contentDir: path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content'), readings: true });
process.exit(reportCheck(graph, { annotate: process.env.GITHUB_ACTIONS === 'true', readability: process.argv.includes('--verbose') ? 'all' : 'failing' }) ? 0 : 1);
