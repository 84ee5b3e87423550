import { describe, expect, it } from 'vitest';
import { reviewDate } from '../../src/engine/node/graph/page-checks/review-date.ts';
import { frontmatterSchema } from '../../src/engine/frontmatter.ts';

const page = (reviewed: string) => {
  const source = `---\ntitle: A guide\ndescription: A guide used to test the review period.\nowner: Office\nreviewed: ${reviewed}\n---\n\nText.\n`;
  return { file: 'content/guide.mdx', source, frontmatter: frontmatterSchema.parse({ title: 'A guide', description: 'A guide used to test the review period.', owner: 'Office', reviewed }) };
};
const today = new Date('2026-11-24T12:00:00Z');

describe('the review period (site.yaml reviewPeriodMonths)', () => {
  it('warns, with the header line, once a guide is older than the period', () => {
    expect(reviewDate(page('2025-11-25'), { today, reviewPeriodMonths: 12 })).toEqual([]);
    const [warning] = reviewDate(page('2025-11-23'), { today, reviewPeriodMonths: 12 });
    expect(warning).toMatchObject({ severity: 'warning', line: 5, message: 'reviewed: 2025-11-23 is more than a year ago: this guide is due for review' });
  });

  it('follows the period the office sets', () => {
    expect(reviewDate(page('2026-06-01'), { today, reviewPeriodMonths: 12 })).toEqual([]);
    expect(reviewDate(page('2026-06-01'), { today, reviewPeriodMonths: 3 })[0]?.message).toBe('reviewed: 2026-06-01 is more than 3 months ago: this guide is due for review');
  });
});
