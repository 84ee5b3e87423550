import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWatchList } from '../../src/engine/node/editing/watch-list.ts';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-watch-'));
afterAll(() => fs.rmSync(reports, { recursive: true, force: true }));

describe('npm run watch-list (the weekly check of outside addresses and review dates)', { timeout: 60_000 }, () => {
  it('lists each page\'s outside addresses in a file of its own, and every guide past the review period', async () => {
    const years = await writeWatchList(reports, new Date('2040-01-01'));
    const files = fs.readdirSync(path.join(reports, 'outside-links'));
    expect(files.length).toBe(years.pages);
    for (const file of files) {
      const text = fs.readFileSync(path.join(reports, 'outside-links', file), 'utf8');
      // The heading names the page without its address: lychee would check that address too.
      expect(text).toMatch(/^# \/\S* \(content\/\S+\.mdx\)\n\n(- <https?:\/\/\S+>\n)+$/);
    }
    const due = fs.readFileSync(path.join(reports, 'review-due.md'), 'utf8');
    expect(years.due).toBeGreaterThan(0);
    expect(due.match(/^\| \[/gm)).toHaveLength(years.due);

    const now = await writeWatchList(reports, new Date('2000-01-01'));
    expect(now.due).toBe(0);
    expect(fs.readFileSync(path.join(reports, 'review-due.md'), 'utf8')).toContain('No guide is due');
  });
});
