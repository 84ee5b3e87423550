/**
 * `npm run watch-list`: what the weekly check (.github/workflows/watch.yml)
 * watches, from the content graph:
 *  - reports/outside-links/<page>.md: every outside address each page links to,
 *    one file per page, so the link checker (lychee) reports what broke by page;
 *  - reports/review-due.md: every guide whose `reviewed:` date is older than
 *    site.yaml's review period, with its owner, as a Markdown table.
 * It prints the review list too. It never fails: what it finds is for people.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentGraph } from '../src/engine/node/content-parts.ts';
import { reviewDate } from '../src/engine/node/page-checks/review-date.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '../src/engine/site-config.ts';
import { publicAddress } from '../src/engine/urls.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function writeWatchList(reports = path.join(root, 'reports'), today = new Date()): Promise<{ pages: number; addresses: number; due: number }> {
  const graph = await loadContentGraph({ contentDir: path.join(root, 'content') });
  const site = graph.site!;
  const linksFolder = path.join(reports, 'outside-links');
  fs.rmSync(linksFolder, { recursive: true, force: true });
  fs.mkdirSync(linksFolder, { recursive: true });
  let addresses = 0;
  for (const page of graph.pages) {
    const outside = [...new Set((page.facts?.links ?? []).map((link) => link.url).filter((url) => /^https?:\/\//.test(url)))];
    if (outside.length === 0) continue;
    addresses += outside.length;
    const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '--');
    fs.writeFileSync(path.join(linksFolder, `${name}.md`), `# ${publicAddress(site.siteUrl, page.path)} (${page.file})\n\n${outside.map((url) => `- <${url}>`).join('\n')}\n`);
  }
  const reviewPeriodMonths = site.reviewPeriodMonths ?? DEFAULT_REVIEW_PERIOD_MONTHS;
  const due = graph.pages.filter((page) => reviewDate(page, { today, reviewPeriodMonths }).length > 0).sort((a, b) => a.frontmatter.reviewed.localeCompare(b.frontmatter.reviewed));
  const table = due.length
    ? `| guide | file | reviewed | owner |\n|---|---|---|---|\n${due.map((page) => `| [${page.frontmatter.title}](${publicAddress(site.siteUrl, page.path)}) | \`${page.file}\` | ${page.frontmatter.reviewed} | ${page.frontmatter.owner} |`).join('\n')}\n`
    : `No guide is due: every one was reviewed within the last ${reviewPeriodMonths} months.\n`;
  fs.writeFileSync(path.join(reports, 'review-due.md'), `## Guides due for review (older than ${reviewPeriodMonths} months)\n\nCheck every step against the product's screens, then set \`reviewed:\` to the day you checked.\n\n${table}`);
  return { pages: fs.readdirSync(linksFolder).length, addresses, due: due.length };
}

if (isEntryPoint(import.meta.url)) {
  const { pages, addresses, due } = await writeWatchList();
  console.log(`Outside addresses: ${addresses} on ${pages} pages (reports/outside-links/). Guides due for review: ${due} (reports/review-due.md).`);
  console.log(fs.readFileSync(path.join(root, 'reports', 'review-due.md'), 'utf8'));
}
