import { headerLine } from '../page-header.ts';
import type { PageCheck } from './page-check.ts';

/** A warning for each page not reviewed for more than a year. */
export const reviewDate: PageCheck = (page, { today }) => {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  if (page.frontmatter.reviewed >= yearAgo.toISOString().slice(0, 10)) return [];
  return [
    {
      file: page.file,
      line: headerLine(page.source, 'reviewed'),
      severity: 'warning',
      message: `reviewed: ${page.frontmatter.reviewed} is more than a year ago`,
      hint: `check that every step still matches what readers see, then change it to reviewed: ${today.toISOString().slice(0, 10)}`,
    },
  ];
};
