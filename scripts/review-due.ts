/**
 * `npm run review-due`: the guides due for review, as Markdown. A guide is due
 * when its header's `reviewed:` date is older than site.yaml's review period
 * (`reviewPeriodMonths`, 12 when it is not set): the same rule as the warning
 * `npm run check` gives (src/engine/node/page-checks/review-date.ts). The weekly
 * workflow (.github/workflows/links.yml) puts this list in its issue.
 *
 *   npm run review-due                        as of today
 *   npm run review-due -- --today 2027-06-01  as of another day (to plan ahead)
 */
import path from 'node:path';
import type { ContentGraph } from '../src/engine/node/content-graph.ts';
import { loadContentGraph } from '../src/engine/node/content-parts.ts';
import { reviewDate } from '../src/engine/node/page-checks/review-date.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '../src/engine/site-config.ts';
import { publicAddress } from '../src/engine/urls.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The guides due on `today`, oldest review first, as a Markdown section with a table (guide, file, reviewed, owner). */
export function reviewDue(graph: ContentGraph, today = new Date()): { markdown: string; due: number } {
  const site = graph.site;
  const reviewPeriodMonths = site?.reviewPeriodMonths ?? DEFAULT_REVIEW_PERIOD_MONTHS;
  const period = reviewPeriodMonths === 12 ? 'a year' : `${reviewPeriodMonths} months`;
  const due = graph.pages.filter((page) => reviewDate(page, { today, reviewPeriodMonths }).length > 0).sort((a, b) => a.frontmatter.reviewed.localeCompare(b.frontmatter.reviewed) || a.file.localeCompare(b.file));
  const heading = `## Guides due for review (reviewed more than ${period} ago)\n\n`;
  if (due.length === 0) return { markdown: `${heading}No guide is due: every one was reviewed within the last ${reviewPeriodMonths === 12 ? 'year' : period}.\n`, due: 0 };
  const name = (page: (typeof due)[number]) => (site ? `[${page.frontmatter.title}](${publicAddress(site.siteUrl, page.path)})` : page.frontmatter.title);
  const rows = due.map((page) => `| ${name(page).replace(/\|/g, '\\|')} | \`${page.file}\` | ${page.frontmatter.reviewed} | ${page.frontmatter.owner} |`);
  return {
    markdown: `${heading}Check every step against what readers see on the product's screens, then set \`reviewed:\` in the guide's header to the day you checked.\n\n| guide | file | reviewed | owner |\n|---|---|---|---|\n${rows.join('\n')}\n`,
    due: due.length,
  };
}

if (isEntryPoint(import.meta.url)) {
  const at = process.argv.indexOf('--today');
  const today = at === -1 ? new Date() : new Date(`${process.argv[at + 1]}T00:00:00Z`);
  if (Number.isNaN(today.getTime())) {
    console.error('Give the day as --today YYYY-MM-DD.');
    process.exit(1);
  }
  const graph = await loadContentGraph({ contentDir: path.resolve(root, process.env.SITE_CONTENT ?? 'content') });
  process.stdout.write(reviewDue(graph, today).markdown);
}
