import { templateLeftovers } from '../guide-template.ts';
import type { PageCheck } from './page-check.ts';

/** A warning for each line that still holds the new-guide template's example text. */
export const templateText: PageCheck = (page) =>
  templateLeftovers(page.source).map(({ line, sentence }) => ({
    file: page.file,
    line,
    severity: 'warning',
    message: `still has the template's example text "${sentence}"`,
    hint: "replace it with this guide's own words before the guide is published",
  }));
