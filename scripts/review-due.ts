/**
 * `npm run review-due`: the guides due for review, as Markdown
 * (src/engine/node/editing/review-due.ts).
 *
 *   npm run review-due                        as of today
 *   npm run review-due -- --today 2027-06-01  as of another day (to plan ahead)
 */
import path from 'node:path';
import { loadContentGraph } from '../src/engine/node/graph/content-graph.ts';
import { reviewDue } from '../src/engine/node/editing/review-due.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const at = process.argv.indexOf('--today');
const today = at === -1 ? new Date() : new Date(`${process.argv[at + 1]}T00:00:00Z`);
if (Number.isNaN(today.getTime())) {
  console.error('Give the day as --today YYYY-MM-DD.');
  process.exit(1);
}
const graph = await loadContentGraph({ contentDir: path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content') });
process.stdout.write(reviewDue(graph, today).markdown);
