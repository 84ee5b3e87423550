import type { PageCheck } from './page-check.ts';

/**
 * The plain-language check's findings (../plain-language/report.ts): long
 * sentences and hard words as warnings, a page past its language's readability
 * limit as an error.
 */
export const plainLanguage: PageCheck = (page) => (page.reading?.findings ?? []).map((finding) => ({ file: page.file, ...finding }));
