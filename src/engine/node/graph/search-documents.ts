import type { Root, RootContent } from 'mdast';
import { isJsx, textAttribute } from '../../../blocks/block.ts';
import { elementOf } from '../../../blocks/index.ts';
import type { SearchDocument } from '../../../search/search-data.ts';

/**
 * Cuts one guide's transformed tree (so `{site.…}` values, heading ids and
 * answer ids are exactly those of the built page) into search documents: the
 * guide's top (text before its first heading, plus its keywords), one per h2/h3
 * section, and one per section a block starts (each block's `search` role,
 * src/blocks/: a tab panel, an accordion answer).
 */

/** Markdown nodes inside a line of text; every other node with children is a block. */
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

export function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? plainText(node.children as RootContent[]) : ''))
    .join('');
}

/** A document while it is being filled; `parts` are joined once the guide is done. */
interface Draft {
  url: string;
  section: string;
  keywords: string;
  parts: string[];
  answer?: true;
  card?: true;
}

export function searchDocuments(tree: Root, page: { path: string; title: string; keywords?: readonly string[] }): SearchDocument[] {
  const top: Draft = { url: page.path, section: '', keywords: (page.keywords ?? []).join(', '), parts: [] };
  const drafts: Draft[] = [top];
  const start = ({ title, id }: { title: string; id?: string }, answer = false): Draft => {
    const draft: Draft = { url: id ? `${page.path}#${id}` : page.path, section: title, keywords: '', parts: [], ...(answer ? { answer: true as const } : {}) };
    drafts.push(draft);
    return draft;
  };

  /**
   * Writes the words of `nodes` into `draft` and returns the document writing
   * continues in: a heading starts a new one, up to the end of the tab or
   * answer it stands in. (An MDX heading written as <h2 id="…"> is inline,
   * inside a paragraph, so the new document is handed back up.)
   */
  const walk = (nodes: readonly RootContent[], draft: Draft): Draft => {
    let current = draft;
    const elements = nodes.filter(isJsx);
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth <= 3) {
        const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
        current = start({ title: plainText(node.children), id });
        continue;
      }
      if (node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
      if ('value' in node && typeof node.value === 'string') {
        current.parts.push(node.value);
        continue;
      }
      if (!isJsx(node)) {
        if ('children' in node) current = walk(node.children as RootContent[], current);
        // Blocks separate words: "Step one" and "Step two" are not "Step oneStep two".
        if (!INLINE.has(node.type)) current.parts.push('\n');
        continue;
      }
      const role = elementOf(node.name ?? '')?.search;
      if (role && 'heading' in role) {
        current = start(role.heading(node, plainText(node.children)));
        continue;
      }
      if (role && 'section' in role) {
        walk(node.children, start(role.section(node, elements), true));
        continue;
      }
      if (role && 'sections' in role) {
        // Sections of their own; the words after the block go on in the section around it.
        for (const section of role.sections(node)) {
          const card = start(section);
          card.card = true;
          card.parts.push(section.text);
        }
        continue;
      }
      if (role && 'text' in role) {
        current.parts.push(role.text(node));
        continue;
      }
      for (const name of role?.words ?? []) {
        const value = textAttribute(node, name);
        if (value) current.parts.push(`\n${value}\n`);
      }
      current = walk(node.children, current);
      if (node.type === 'mdxJsxFlowElement') current.parts.push('\n');
    }
    return current;
  };
  walk(tree.children, top);

  return drafts.map(({ parts, ...draft }) => ({
    ...draft,
    guide: page.title,
    text: parts.join('').replace(/\s+/g, ' ').trim(),
  }));
}
