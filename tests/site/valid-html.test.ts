/**
 * The built site's HTML is valid (html-validate, the rules of .htmlvalidate.json: its standard preset). The pages
 * checked are those of the per-page checks (content.ts testedPages(): a representative set and the pages a change
 * touches; every page with TEST_PAGES=all, as the deploy workflow and a pull request's Content job run it), with
 * their handouts in two languages, and every file of the site that is no page's (not-found pages, the pages that
 * send a reader on). `npm run validate:html` checks every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatterFactory } from 'html-validate';
import { expect, test } from 'vitest';
import { htmlFiles } from '../../src/engine/node/publish/html-files.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { projectHtmlValidator } from '../helpers/html-validator.ts';
import { allPages, projectRoot, testedPages } from './content.ts';

const dist = path.join(projectRoot, process.env.SITE_DIST ?? 'dist');
const validator = projectHtmlValidator();

/** The page a built file shows (by its `data-page`), or its handout in two languages shows; undefined for a file that is no page's. */
const pageByKey = new Map<string, GraphPage>(allPages.flatMap((page) => [[page.path, page] as const, [bilingualRoute(page.path), page] as const]));
const shownIn = (file: string) => pageByKey.get(/<body data-page="([^"]*)"/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '');

const tested = new Set(testedPages());
const checked = htmlFiles(dist).filter((file) => {
  const page = shownIn(file);
  return page === undefined || tested.has(page);
});

test('there are built pages to check', () => {
  expect(checked.length, `${dist} has no HTML file: build the site first (npm run build)`).toBeGreaterThan(0);
});

test.each(checked.map((file) => [path.relative(dist, file), file]))('%s is valid HTML', async (_name, file) => {
  const report = await validator.validateFile(file);
  expect(report.valid, formatterFactory('stylish')(report.results)).toBe(true);
});
