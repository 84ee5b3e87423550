import { errorsLast, type ContentProblem } from '../../../problems.ts';
import { plural, type PageChange } from './compare.ts';

/** A pull-request comment holds at most 65,536 characters; the rest of a longer summary stays on the run's page. */
const MAX_COMMENT = 60_000;

/** Markdown's own characters in page text, made plain (a page's `*` or `<b>` must not turn into formatting). */
const plainText = (text: string) => text.replace(/[\\`*[\]|<>]/g, (character) => (character === '<' ? '&lt;' : character === '>' ? '&gt;' : `\\${character}`));

export interface SummaryInput {
  base: string;
  /** Whether the site built as it is, and at the base. */
  built: { here: boolean; base: boolean };
  changes: PageChange[];
  /** A page's public address and its file, by route. */
  addressOf: (route: string) => string;
  fileOf: (route: string) => string | undefined;
  /** The files written beside the summary for each pictured page, by route. */
  pictures: Map<string, string[]>;
  /** Why some or all pages have no pictures. */
  picturesNote?: string;
  problems: ContentProblem[];
  /** The translations whose original this change alters and which do not say the same any more. */
  outdated: { file: string; original: string; fingerprint: string }[];
}

/** The summary an editor reads: the pages this change alters, in words, the problems anywhere, the translations to bring up to date. */
export function summaryMarkdown(input: SummaryInput): string {
  const { base, built, changes, problems, outdated } = input;
  const lines: string[] = ['# What this change does to the site', '', `Compared with \`${base}\`.`, ''];
  if (!built.here) {
    lines.push('**The site does not build with this change**, so no page can be previewed. Fix the errors below first.', '');
  } else if (!built.base) {
    lines.push(`The site did not build at \`${base}\`, so there is nothing to compare with.`, '');
  } else if (changes.length === 0) {
    lines.push('No page reads differently: this change alters no words, links or pictures that readers see.', '');
  } else {
    const count = (kind: PageChange['kind']) => changes.filter((change) => change.kind === kind).length;
    const kinds = [count('changed') && `${count('changed')} changed`, count('added') && `${count('added')} added`, count('removed') && `${count('removed')} removed`].filter(Boolean);
    lines.push(`## ${plural(changes.length, 'page')} (${kinds.join(', ')})`, '');
    lines.push('Each page has screenshots at phone width (375 pixels) before and after, and a printed handout (PDF) if it can be printed, in the **preview** folder of this run\'s **Artifacts**.', '');
    if (input.picturesNote) lines.push(input.picturesNote, '');
    for (const change of changes) {
      const label = change.kind === 'changed' ? '' : `${change.kind === 'added' ? 'New' : 'Removed'}: `;
      const file = input.fileOf(change.route);
      lines.push(`### ${label}${change.route}`, '');
      lines.push(change.kind === 'removed' ? `Was ${input.addressOf(change.route)}` : `${input.addressOf(change.route)}${file ? ` (from \`${file}\`)` : ''}`, '');
      for (const note of change.notes) lines.push(`- ${plainText(note)}`);
      const pictures = input.pictures.get(change.route);
      if (pictures?.length) lines.push(`- In the preview folder: ${pictures.map((name) => `\`${name}\``).join(', ')}`);
      lines.push('');
    }
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  lines.push(`## Problems the content check finds anywhere on the site (${plural(errors, 'error')}, ${plural(problems.length - errors, 'warning')})`, '');
  if (problems.length === 0) lines.push('None.');
  for (const problem of errorsLast(problems)) {
    const where = `${problem.file}${problem.line ? `:${problem.line}` : ''}`;
    lines.push(`- \`${where}\` ${problem.severity}: ${plainText(problem.message)}${problem.hint ? ` (${plainText(problem.hint.replace(/\n/g, ' '))})` : ''}`);
  }
  lines.push('');
  lines.push('## Translations this change makes out of date', '');
  if (outdated.length === 0) lines.push('None.');
  for (const translation of outdated) {
    lines.push(
      `- \`${translation.file}\` no longer says what ${translation.original} says. Make the same change in it (\`npm run translations\` shows what changed, word by word). If the change needs no new translation (a typo fix), set \`source: "${translation.fingerprint}"\` under \`translation:\` in its header, in this pull request.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The first line of the pull-request comment, unseen: how the workflow finds its comment to update it. */
export const COMMENT_MARK = '<!-- npm run changes: preview -->';

/** The summary for a pull-request comment: cut to fit, pointing to the run's page for the rest. */
export function commentMarkdown(summary: string, runUrl?: string): string {
  return `${COMMENT_MARK}\n${commentBody(summary, runUrl)}`;
}

function commentBody(summary: string, runUrl?: string): string {
  const where = runUrl ? `[this check's run](${runUrl})` : "this check's run";
  const footer = `\n---\nScreenshots and printed handouts: the **preview** download under **Artifacts** on ${where}. This comment is updated on every push.\n`;
  if (summary.length + footer.length <= MAX_COMMENT) return `${summary}${footer}`;
  const cut = summary.slice(0, MAX_COMMENT - footer.length - 200);
  return `${cut.slice(0, cut.lastIndexOf('\n'))}\n\n… The rest is on ${where}, under **Summary**.\n${footer}`;
}
