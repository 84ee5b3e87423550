import type { SourceList } from '../../graph/sources-file.ts';
import type { SourceCheck, SourceStatus } from './source-check.ts';

/**
 * The watch's findings as Markdown, for a person and for the weekly issue:
 * each changed or gone source with what happened, where to read it, the guides
 * in every language that rely on it, and how to record that it was re-read.
 */
export interface CitingGuide {
  /** The title of the guide in the main language (or of the translation, when only it relies on the source). */
  title: string;
  /** Its public address. */
  address: string;
  /** The files that rely on the source, from the project root: the guide and its translations (content/es/…). */
  files: string[];
}

const SECTIONS: { status: SourceStatus; heading: string; intro: string }[] = [
  { status: 'changed', heading: 'Sources that changed since they were read', intro: 'Read each one again and check that the guides below still say what it says. Then record that you re-read it.' },
  { status: 'gone', heading: 'Sources that are gone', intro: 'Each one was renamed, moved or deleted. Find what replaced it, check the guides below against it, and change its entry in `content/sources.yaml`.' },
  { status: 'unread', heading: 'Web pages not yet read by the watch', intro: 'The watch has no fingerprint of these pages yet. Check that the guides below still say what each page says, then record it.' },
];

const RECORD = 'npm run sources -- --reviewed';

/** GitHub refuses an issue longer than 65,536 characters. */
export const ISSUE_LIMIT = 60_000;

export function sourcesReport(checks: readonly SourceCheck[], sources: SourceList, guidesOf: (id: string) => CitingGuide[], today: string, limit = Infinity): { markdown: string; attention: number } {
  const count = (status: SourceStatus) => checks.filter((check) => check.status === status).length;
  const attention = checks.length - count('unchanged');
  const head = [
    `## Sources of the guides' facts (${today})`,
    '',
    `${checks.length} sources asked: ${count('changed')} changed, ${count('gone')} gone, ${count('unknown')} could not be checked, ${count('unread')} not yet read by the watch, ${count('unchanged')} unchanged.`,
  ].join('\n');
  // Blocks in the order a person works through them; each source is one block, so a cut never splits one.
  const blocks: { text: string; sources: number }[] = [];
  for (const section of SECTIONS) {
    const listed = checks.filter((check) => check.status === section.status);
    if (listed.length === 0) continue;
    blocks.push({ text: `### ${section.heading}\n\n${section.intro}`, sources: 0 });
    for (const check of listed) blocks.push({ text: describe(check, sources, guidesOf(check.id)).join('\n'), sources: 1 });
    const recordable = listed.filter((check) => check.current).map((check) => check.id);
    if (section.status === 'unread' && recordable.length > 1) blocks.push({ text: `To record all of them at once: \`${RECORD} ${recordable.join(' ')}\``, sources: 0 });
  }
  const unknown = checks.filter((check) => check.status === 'unknown');
  if (unknown.length > 0) {
    blocks.push({ text: `### Sources that could not be checked this time\n\nNothing is known about these this week, and nothing was recorded: the next run asks again.\n\n${unknown.map((check) => `- \`${check.id}\`: ${sentence(check.detail)}`).join('\n')}`, sources: unknown.length });
  }
  const unchanged = checks.filter((check) => check.status === 'unchanged');
  if (unchanged.length > 0) {
    blocks.push({ text: `<details><summary>Unchanged sources</summary>\n\n${unchanged.map((check) => `- \`${check.id}\`: ${check.detail}`).join('\n')}\n\n</details>`, sources: unchanged.length });
  }
  let markdown = head;
  for (const [index, block] of blocks.entries()) {
    if (markdown.length + block.text.length + 2 > limit) {
      const left = blocks.slice(index).reduce((sum, rest) => sum + rest.sources, 0);
      markdown += `\n\n*${left} more sources are not shown here, to keep within the length of an issue: run \`npm run sources\` for the whole report.*`;
      break;
    }
    markdown += `\n\n${block.text}`;
  }
  return { markdown: `${markdown}\n`, attention };
}

function describe(check: SourceCheck, sources: SourceList, guides: CitingGuide[]): string[] {
  const lines = [`#### \`${check.id}\``, '', sources[check.id]?.about ?? '', '', `- **What the watch found:** ${sentence(check.detail)}`];
  lines.push(`- **Read it:** ${check.link}${check.changes && check.status === 'changed' ? ` (what changed: ${check.changes})` : ''}`);
  if (check.status === 'changed' || check.status === 'gone') {
    const field = check.status === 'gone' ? 'gone' : 'changed';
    lines.push(`- **Readers are told:** the guides below say we are checking them once \`${field}:\` and the day are under \`${check.id}:\` in \`content/sources.yaml\` (\`npm run sources\` on a computer writes it; this check cannot write to the repository).`);
  }
  if (check.current) lines.push(`- **Record it once re-read:** \`${RECORD} ${check.id}\` (or, in the browser, set ${recordedFields(check)} under \`${check.id}:\` in \`content/sources.yaml\`)`);
  lines.push(guides.length > 0 ? '- **Guides that rely on it:**' : '- **Guides that rely on it:** none (npm run check warns about it)');
  for (const guide of guides) lines.push(`  - [${guide.title.replace(/[[\]]/g, '\\$&')}](${guide.address}): ${guide.files.map((file) => `\`${file}\``).join(', ')}`);
  return lines;
}

/** A finding as a sentence: a capital first letter and a full stop. */
function sentence(detail: string): string {
  const text = detail.charAt(0).toUpperCase() + detail.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function recordedFields(check: SourceCheck): string {
  const current = check.current!;
  const value = 'commit' in current ? `\`commit: ${current.commit}\`` : `\`fingerprint: ${current.fingerprint}\``;
  return `${value} and \`read:\` to the day you read it`;
}
