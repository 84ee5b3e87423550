/**
 * `npm run validate:html`: checks every HTML file of the built site with
 * html-validate (rules in .htmlvalidate.json: the standard preset). Reads the
 * folder $SITE_DIST, or dist/. Prints each file's errors, then a count; exits 1
 * when there is any error, or nothing to check. `npm test` checks the pages its
 * per-page checks visit (tests/site/valid-html.test.ts; every page with TEST_PAGES=all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatterFactory } from 'html-validate';
import { htmlFiles } from '../src/engine/node/publish/html-files.ts';
import { projectHtmlValidator } from '../tests/helpers/html-validator.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.SITE_DIST ?? 'dist');

if (!fs.existsSync(distDir)) {
  console.error(`html-validate: ${path.relative(root, distDir) || distDir} does not exist; build the site first (npm run build).`);
  process.exit(1);
}
const files = htmlFiles(distDir);
if (files.length === 0) {
  console.error(`html-validate: no HTML files in ${distDir}.`);
  process.exit(1);
}

const validator = projectHtmlValidator();
const report = await validator.validateMultipleFiles(files);

if (!report.valid) console.log(formatterFactory('stylish')(report.results));
const withErrors = report.results.filter((result) => result.errorCount > 0).length;
console.log(`html-validate: ${files.length} files, ${report.errorCount} errors (${withErrors} files with errors), ${report.warningCount} warnings`);
process.exit(report.errorCount > 0 ? 1 : 0);
