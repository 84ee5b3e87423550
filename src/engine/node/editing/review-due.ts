/**
 * `npm run review-due`: the guides due for review, as Markdown. A guide is due
 * when its header's `reviewed:` date is older than site.yaml's review period
 * (`reviewPeriodMonths`, 12 when it is not set): the same rule as the warning
 * `npm run check` gives (src/engine/node/graph/page-checks/review-date.ts). The weekly
 * workflow (.github/workflows/links.yml) puts this list in its issue.
 *
 *   npm run review-due                        as of today
 *   npm run review-due -- --today 2027-06-01  as of another day (to plan ahead)
 */
import type { ContentGraph } from '../graph/content-graph.ts';
import { reviewDate } from '../graph/page-checks/review-date.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from '../../site-config.ts';
import { publicAddress } from '../../urls.ts';


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
