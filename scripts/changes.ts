/**
 * `npm run changes -- --base <git ref>`: a preview of what a change does to the
 * site (src/engine/node/editing/changes/preview.ts).
 *
 *   npm run changes -- --base origin/main
 *   npm run changes -- --base HEAD~1 --dist dist --out /tmp/preview
 */
import path from 'node:path';
import { writeChanges } from '../src/engine/node/editing/changes/preview.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const base = option('--base') ?? 'origin/main';
const out = path.resolve(option('--out') ?? path.join(projectRoot, 'reports', 'changes'));
try {
  const changes = await writeChanges({ base, out, dist: option('--dist') });
  console.log(`${changes.length} ${changes.length === 1 ? 'page reads' : 'pages read'} differently than at ${base}: ${path.relative(process.cwd(), out)}/summary.md`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
