/**
 * `npm run check`: checks everything in content/ and lists every problem at once
 * (src/engine/node/checks/report.ts). Exits with 1 when there is an error.
 */
import path from 'node:path';
import { loadContentGraph } from '../src/engine/node/graph/content-graph.ts';
import { reportCheck } from '../src/engine/node/checks/report.ts';
import { projectRoot } from '../src/engine/node/project.ts';

const graph = await loadContentGraph({ contentDir: path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content'), readings: true });
process.exit(reportCheck(graph, { annotate: process.env.GITHUB_ACTIONS === 'true', readability: true }) ? 0 : 1);
