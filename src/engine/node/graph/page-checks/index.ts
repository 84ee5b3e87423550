import { headingLevels } from './heading-levels.ts';
import type { PageCheck } from './page-check.ts';
import { templateText } from './template-text.ts';
import { untranslatedParagraphs } from './untranslated-paragraphs.ts';

/**
 * The checks of one page at a time, from its own text, beyond the header schema
 * and the block rules (which the parse applies). A new check: its file in this
 * folder, and one line here. Two more look at a page alone but not at its text
 * only, so the content graph applies them when it joins the parts: the review
 * date (against the day, review-date.ts) and the plain-language report (when
 * asked for, plain-language.ts). Checks across pages (links, #anchors, pictures)
 * are in src/engine/node/checks/.
 */
export const PAGE_CHECKS: readonly PageCheck[] = [templateText, headingLevels, untranslatedParagraphs];

export type { CheckedPage, PageCheck } from './page-check.ts';
