import { createHash } from 'node:crypto';
import type { ContentProblem } from '../../problems.ts';
import { headerLine } from './page-header.ts';

/**
 * Whether a translation is up to date, from the content itself: its header
 * records a fingerprint of the original page as it was when the translation
 * was last brought up to date (`translation: source: 1a2b3c4d5e6f`). When the
 * original changes, its fingerprint changes, and the translation is outdated
 * until a translator updates it and the fingerprint. Works the same in a
 * shallow clone, a downloaded archive or a pull request.
 */
export interface TranslationState {
  status: 'current' | 'outdated';
  /** The original page's route. */
  original: string;
  /** When the original last changed (YYYY-MM-DD): for an outdated translation, the change that made it so. */
  sourceChanged: string;
  /** False until a native speaker has reviewed the translation (the header's `reviewed: true`). */
  reviewed: boolean;
}

/**
 * The fingerprint of an original page's text: 12 hex digits of its SHA-256, line
 * endings made alike. Header fields a translation inherits (`sources:`) are left
 * out: citing a source is nothing to translate, so it never makes a translation outdated.
 */
export function sourceHash(source: string): string {
  return createHash('sha256').update(withoutInheritedFields(source.replace(/\r\n/g, '\n'))).digest('hex').slice(0, 12);
}

/** A page's text without the header fields its translations inherit: `sources:` and the lines of its list. */
export function withoutInheritedFields(source: string): string {
  const header = /^---\n[\s\S]*?\n---(\n|$)/.exec(source)?.[0];
  if (!header) return source;
  const kept = header.replace(/^sources:.*\n(?:(?:[ \t]+.*|-.*)\n)*/m, '');
  return kept + source.slice(header.length);
}

interface TranslatedPage {
  file: string;
  source: string;
  frontmatter: { translation?: { source: string; reviewed: boolean } };
}

interface OriginalPage {
  path: string;
  source: string;
  lastUpdated: string;
}

/** The state of a page in another language than the main one, or a problem when it cannot be known. */
export function translationState(page: TranslatedPage, original: OriginalPage | undefined, problems: ContentProblem[]): TranslationState | undefined {
  const header = page.frontmatter.translation;
  if (!original) {
    problems.push({ file: page.file, line: 1, severity: 'error', message: 'is a translation of no page: there is no page with the same file name in the main language', hint: 'give it the same folder and file name as the page it translates, or delete it' });
    return undefined;
  }
  if (!header) {
    problems.push({
      file: page.file,
      line: 1,
      severity: 'error',
      message: `has no translation: field, so no one can tell whether it is up to date with ${original.path}`,
      hint: `add to its header, once it says what ${original.path} says:\ntranslation:\n  source: "${sourceHash(original.source)}"\n  reviewed: false`,
    });
    return undefined;
  }
  const current = sourceHash(original.source) === header.source;
  if (!current) {
    problems.push({
      file: page.file,
      line: headerLine(page.source, 'translation'),
      severity: 'warning',
      message: `is outdated: ${original.path} changed on ${original.lastUpdated}, after it was translated`,
      // No fingerprint here: copying it marks the page up to date whether or not anyone translated the change.
      hint: `make the same change here (npm run translations shows what changed in ${original.path}); only then record it: npm run translations -- --done ${page.file}`,
    });
  }
  return { status: current ? 'current' : 'outdated', original: original.path, sourceChanged: original.lastUpdated, reviewed: header.reviewed };
}
