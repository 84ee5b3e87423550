import { slugify } from '../engine/slug.ts';

/**
 * The ids the list of schools (SchoolList.tsx) gives its parts, shared with the
 * build (src/blocks/school-list/school-list.ts) and the browser (src/browser/my-school.ts).
 */

/** The list's own id: guides link "your school's tech liaison" to it (`/help#schools`). */
export const SCHOOL_LIST_ID = 'schools';

/** An area's heading: `area-corona`. */
export const areaId = (area: string): string => `area-${slugify(area)}`;

/** Whether a link leads to the list of schools, so the reader's chosen school can name its liaison there. */
export const isLiaisonLink = (href: string): boolean => href.endsWith(`#${SCHOOL_LIST_ID}`);
