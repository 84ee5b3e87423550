/**
 * `npm run watch-list`: what the weekly check (.github/workflows/links.yml)
 * watches, from the content graph:
 *  - reports/outside-links/<page>.md: every outside address each page links to,
 *    one file per page, so the link checker (lychee) reports what broke by page.
 *    Each file's heading names the page by its route and file, not its public
 *    address: lychee checks every address it finds in the text, and the site's
 *    own pages are not what this watches;
 *  - reports/review-due.md: every guide whose `reviewed:` date is older than
 *    site.yaml's review period, with its owner, as a Markdown table
 *    (src/engine/node/editing/review-due.ts, also `npm run review-due`).
 * It prints the review list too. It never fails: what it finds is for people.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentGraph } from '../graph/content-graph.ts';
import { reviewDue } from './review-due.ts';
import { projectRoot } from '../project-root.ts';


export async function writeWatchList(reports = path.join(projectRoot, 'reports'), today = new Date()): Promise<{ pages: number; addresses: number; due: number }> {
  const graph = await loadContentGraph({ contentDir: path.join(projectRoot, 'content') });
  const linksFolder = path.join(reports, 'outside-links');
  fs.rmSync(linksFolder, { recursive: true, force: true });
  fs.mkdirSync(linksFolder, { recursive: true });
  let addresses = 0;
  for (const page of graph.pages) {
    const outside = [...new Set((page.facts?.links ?? []).map((link) => link.url).filter((url) => /^https?:\/\//.test(url)))];
    if (outside.length === 0) continue;
    addresses += outside.length;
    const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '--');
    fs.writeFileSync(path.join(linksFolder, `${name}.md`), `# ${page.path} (${page.file})\n\n${outside.map((url) => `- <${url}>`).join('\n')}\n`);
  }
  const review = reviewDue(graph, today);
  fs.writeFileSync(path.join(reports, 'review-due.md'), review.markdown);
  return { pages: fs.readdirSync(linksFolder).length, addresses, due: review.due };
}
