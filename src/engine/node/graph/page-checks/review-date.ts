import { headerLine } from '../page-header.ts';
import type { PageCheck } from './page-check.ts';

/** A warning for each page not reviewed within the review period (site.yaml `reviewPeriodMonths`, 12 by default). */
export const reviewDate: PageCheck = (page, { today, reviewPeriodMonths }) => {
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
};
