import type { ContentProblem } from '../../../problems.ts';
import type { PlainLanguageReport } from '../plain-language/check-page.ts';

/**
 * The plain-language report's findings (../plain-language/check-page.ts): long
 * sentences and hard words as warnings, a page past its language's readability
 * limit as an error. The content graph adds them when it is asked for the report
 * (`npm run check`, `npm run dev`).
 */
export const plainLanguageProblems = (page: { file: string; reading?: PlainLanguageReport }): ContentProblem[] => (page.reading?.findings ?? []).map((finding) => ({ file: page.file, ...finding }));
