import type { PageLocale } from '../pages.ts';
import { documentTitle } from '../../layout/document-head.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page rendered to HTML (src/entry-server.tsx). `key` is its route, or a language's not-found key. */
export interface RenderedPage {
  key: string;
  title: string;
  body: string;
  locale: PageLocale;
}

/**
 * The whole HTML document of a page, from index.html (Vite's, with the loader
 * script and the stylesheet): its language, the running title printed sheets
 * show (print.css), the <head> tags given, which page it is (`<body
 * data-page>`: its route or not-found key) and the rendered page.
 * scripts/prerender.ts writes these; `npm run dev` serves them (dev-pages.ts).
 */
export function pageDocument(template: string, page: RenderedPage, headTags: string[]): string {
  const title = documentTitle({ path: page.key, title: page.title, locale: page.locale });
  return template
    .replace('<html lang="en">', `<html lang="${page.locale.lang}" dir="${page.locale.dir}" style="--print-title: ${escapeHtml(JSON.stringify(title))}">`)
    .replace('<!--head-->', headTags.join('\n    '))
    .replace('<!--page-->', escapeHtml(page.key))
    .replace('<!--app-->', page.body);
}
