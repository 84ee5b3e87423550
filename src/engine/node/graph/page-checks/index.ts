import type { PageCheck } from './page-check.ts';
import { plainLanguage } from './plain-language.ts';
import { reviewDate } from './review-date.ts';
import { templateText } from './template-text.ts';

/**
 * The checks of one page at a time, beyond the header schema and the block
 * rules (which the parse applies). A new check: its file in this folder, and
 * one line here. Checks across pages (links, #anchors, pictures) are in
 * ../check-content.ts.
 */
export const PAGE_CHECKS: readonly PageCheck[] = [reviewDate, templateText, plainLanguage];

export type { CheckedPage, PageCheck, PageCheckContext } from './page-check.ts';
