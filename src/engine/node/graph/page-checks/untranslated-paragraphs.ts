import type { Nodes } from 'mdast';
import type { ContentProblem } from '../../../problems.ts';
import { ownWords } from '../page-facts.ts';
import type { PageCheck } from './page-check.ts';
import { walkTree } from '../walk-tree.ts';

export const ENGLISH_WORDS = new Set(['the', 'and', 'you', 'your', 'to', 'of', 'is', 'are', 'this', 'that', 'with', 'for', 'on', 'it', 'be', 'if', 'can', 'will', 'from', 'or', 'have', 'then', 'select', 'when']);
const SPANISH_WORDS = new Set(['el', 'la', 'de', 'que', 'y', 'en', 'los', 'las', 'su', 'para', 'con', 'por', 'una', 'un', 'es', 'se', 'no', 'del', 'al', 'lo', 'sus', 'si', 'seleccione', 'cuando']);

/**
 * A warning for each paragraph of a translated page still in the main language
 * (an authoring guide rule, content/README.md). Its headings and labels are
 * compared with the original's across pages (src/engine/node/checks/authoring-checks.ts).
 */
export const untranslatedParagraphs: PageCheck = (page) => {
  if (page.lang === page.mainLanguage) return [];
  const problems: ContentProblem[] = [];
  walkTree<Nodes>(page.tree, (node, _index, parent) => {
    if (node.type !== 'paragraph') return;
    // A quotation (> …) is what an English screen says, quoted on purpose.
    if (parent?.type === 'blockquote') return;
    const words = ownWords(node);
    const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
    const own = words.filter((word) => SPANISH_WORDS.has(word)).length;
    if (words.length >= 8 && english >= 4 && english > own * 2) {
      problems.push({ file: page.file, line: node.position?.start.line ?? 1, column: node.position?.start.column, severity: 'warning', message: 'this paragraph is still in English', hint: 'translate it, keeping the bold labels of English-only screens as they are' });
    }
  });
  return problems;
};
