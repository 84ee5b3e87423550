import { slugify } from '../engine/slug.ts';

/**
 * The id of a tab panel, made from its label: `Backup Authenticator` ->
 * `tab-backup-authenticator`. A link (or a search hit) to that id selects the
 * tab. The prefix keeps it apart from heading ids made from the same words.
 * Shared by <Tabs> and the search index builder, so both agree.
 */
export function tabPanelId(label: string, index: number): string {
  return `tab-${slugify(label) || index + 1}`;
}
