import { describe, expect, it } from 'vitest';
import type { ContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { reviewDue } from '../../src/engine/node/editing/review-due.ts';

/** A content graph of made-up guides, only what the review list reads. */
function graphOf(reviewPeriodMonths: number | undefined, guides: [file: string, reviewed: string][]): ContentGraph {
  return {
    site: { siteUrl: 'https://help.example.org', reviewPeriodMonths },
    pages: guides.map(([file, reviewed]) => ({
      file,
      path: `/${file.replace(/^content\//, '').replace(/\.mdx$/, '')}`,
      source: `---\ntitle: Guide ${file}\nreviewed: ${reviewed}\n---\n`,
      frontmatter: { title: `Guide | ${file}`, reviewed, owner: 'Tech office' },
    })),
  } as unknown as ContentGraph;
}

describe('npm run review-due (the weekly list of guides due for review)', () => {
  const today = new Date('2027-01-15T00:00:00Z');

  it('lists the guides reviewed longer ago than site.yaml\'s review period, oldest first, with file, date and owner', () => {
    const { markdown, due } = reviewDue(graphOf(6, [['content/a.mdx', '2026-08-01'], ['content/b.mdx', '2026-06-01'], ['content/c.mdx', '2025-01-01']]), today);
    expect(due).toBe(2);
    expect(markdown).toContain('## Guides due for review (reviewed more than 6 months ago)');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ['));
    expect(rows).toEqual([
      '| [Guide \\| content/c.mdx](https://help.example.org/c/) | `content/c.mdx` | 2025-01-01 | Tech office |',
      '| [Guide \\| content/b.mdx](https://help.example.org/b/) | `content/b.mdx` | 2026-06-01 | Tech office |',
    ]);
  });

  it('uses a year when site.yaml sets no review period, and says when no guide is due', () => {
    expect(reviewDue(graphOf(undefined, [['content/a.mdx', '2026-02-01']]), today).due).toBe(0);
    expect(reviewDue(graphOf(undefined, [['content/a.mdx', '2026-01-01']]), today).due).toBe(1);
    expect(reviewDue(graphOf(undefined, [['content/a.mdx', '2026-12-01']]), today).markdown).toContain('No guide is due: every one was reviewed within the last year.');
  });
});
