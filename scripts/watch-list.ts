/**
 * `npm run watch-list`: writes what the weekly check watches into reports/
 * (src/engine/node/editing/watch-list.ts) and prints the review list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeWatchList } from '../src/engine/node/editing/watch-list.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const { pages, addresses, due } = await writeWatchList();
console.log(`Outside addresses: ${addresses} on ${pages} pages (reports/outside-links/). Guides due for review: ${due} (reports/review-due.md).`);
console.log(fs.readFileSync(path.join(projectRoot, 'reports', 'review-due.md'), 'utf8'));
