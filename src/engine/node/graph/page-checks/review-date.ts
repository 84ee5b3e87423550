import type { Frontmatter } from '../../../frontmatter.ts';
import type { ContentProblem } from '../../../problems.ts';
import { headerLine } from '../page-header.ts';

/**
 * A warning for each page not reviewed within the review period (site.yaml
 * `reviewPeriodMonths`, 12 by default). It depends on the day, so the content
 * graph applies it when it joins the parts, never inside a part (whose key
 * would then change every day).
 */
export function reviewDate(page: { file: string; source: string; frontmatter: Pick<Frontmatter, 'reviewed'> }, { today, reviewPeriodMonths }: { today: Date; reviewPeriodMonths: number }): ContentProblem[] {
  const due = new Date(today);
  due.setUTCMonth(due.getUTCMonth() - reviewPeriodMonths);
  if (page.frontmatter.reviewed >= due.toISOString().slice(0, 10)) return [];
  const period = reviewPeriodMonths === 12 ? 'a year' : `${reviewPeriodMonths} months`;
  return [
    {
      file: page.file,
      line: headerLine(page.source, 'reviewed'),
      severity: 'warning',
      message: `reviewed: ${page.frontmatter.reviewed} is more than ${period} ago: this guide is due for review`,
      hint: `check that every step still matches what readers see, then change it to reviewed: ${today.toISOString().slice(0, 10)}`,
    },
  ];
}
