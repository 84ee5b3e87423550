import type { GraphPage } from '../graph/content-graph.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The places in index.html that each page fills in. */
const PLACEHOLDERS = /<html lang="en">|<!--head-->|<!--page-->|<!--app-->/g;

/**
 * The whole HTML document of a page, from index.html (Vite's, with the page's
 * script and the stylesheet): its language, the running title printed sheets
 * show (print.css), the <head> tags given, which page it is (`<body
 * data-page>`: its route or not-found key) and the rendered page.
 * src/engine/node/publish/prerender.ts writes these; `npm run dev` serves them (dev-pages.ts).
 *
 * One pass over the template, each place filled by a function: the page's text
 * is put in as it is, never read as a replacement pattern (`$&`, `$'`, `$$` in
 * a guide stay as written) and never searched for another placeholder.
 */
export function pageDocument(template: string, page: Pick<GraphPage, 'key' | 'locale' | 'documentTitle'>, body: string, headTags: readonly string[]): string {
  const filled: Record<string, string> = {
    '<html lang="en">': `<html lang="${escapeHtml(page.locale.lang)}" dir="${escapeHtml(page.locale.dir)}" style="--print-title: ${escapeHtml(JSON.stringify(page.documentTitle))}">`,
    '<!--head-->': headTags.join('\n    '),
    '<!--page-->': escapeHtml(page.key),
    '<!--app-->': body,
  };
  return template.replace(PLACEHOLDERS, (placeholder) => filled[placeholder]!);
}
