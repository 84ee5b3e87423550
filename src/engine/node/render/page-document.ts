import { routeInLanguage } from '../../languages.ts';
import { isNotFoundKey } from '../../routing.ts';
import { basePathOf, pageHref, publicAddress, withBase } from '../../urls.ts';
import type { ContentGraph, GraphPage } from '../graph/content-graph.ts';
import { contentSecurityPolicy, REFERRER_POLICY } from '../security-headers.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The places in index.html that each page fills in. */
const PLACEHOLDERS = /<html lang="en">|<!--head-->|<!--page-->|<!--app-->/g;

/**
 * The whole HTML document of a page, from index.html (Vite's, with the page's
 * script and the stylesheet): its language, the running title printed sheets
 * show (print.css), the <head> tags given (pageHead), which page it is (`<body
 * data-page>`: its route or not-found key) and the rendered page.
 * src/engine/node/publish/prerender.ts writes these; `npm run dev` serves them (dev-pages.ts).
 *
 * One pass over the template, each place filled by a function: the page's text
 * is put in as it is, never read as a replacement pattern (`$&`, `$'`, `$$` in
 * a guide stay as written) and never searched for another placeholder.
 */
export function pageDocument(template: string, page: Pick<GraphPage, 'key' | 'locale' | 'documentTitle'>, body: string, headTags: readonly string[]): string {
  const { site } = page.locale;
  // With offline reading on, `data-offline` holds the address of the offline page of the page's language (src/browser/page.ts).
  const offline = site.offline?.enabled ? ` data-offline="${escapeHtml(withBase(basePathOf(site.siteUrl), pageHref(site.offline.page)))}"` : '';
  const filled: Record<string, string> = {
    '<html lang="en">': `<html lang="${escapeHtml(page.locale.lang)}" dir="${escapeHtml(page.locale.dir)}"${offline} style="--print-title: ${escapeHtml(JSON.stringify(page.documentTitle))}">`,
    '<!--head-->': headTags.join('\n    '),
    '<!--page-->': escapeHtml(page.key),
    '<!--app-->': body,
  };
  return template.replace(PLACEHOLDERS, (placeholder) => filled[placeholder]!);
}

/** The page in every language it is in (`hreflang`), the main language's as the default for any other. */
function alternateTags(page: GraphPage, siteUrl: string): string[] {
  const twins = page.locale.alternates.filter((language) => language.twin);
  if (twins.length < 2) return [];
  const link = (hreflang: string, route: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicAddress(siteUrl, route))}" />`;
  return [...twins.map((language) => link(language.code, language.href)), link('x-default', twins[0]!.href)];
}

/**
 * A page's <head> tags, written once for the built page and for `npm run dev`,
 * so a page in development runs under the security policy it ships with: the
 * policy and referrer policy (security-headers.ts), title, description, canonical
 * address, sharing tags and the page in other languages. `nonce`: `npm run dev`
 * lets Vite's own inline script and styles in by it (vite-config.ts).
 * `bilingual`: the page's handout in two languages (src/handouts/bilingual.ts),
 * at its own address and with its own title, which search engines leave out
 * (noindex) so they send readers to the page itself.
 */
export function pageHead(page: GraphPage, graph: ContentGraph, options: { nonce?: string; bilingual?: { route: string; title: string } } = {}): string[] {
  const { siteUrl } = graph.site!;
  const description = escapeHtml(page.frontmatter.description);
  const { bilingual } = options;
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true, nonce: options.nonce }))}" />`,
    `<meta name="referrer" content="${escapeHtml(REFERRER_POLICY)}" />`,
    `<title>${escapeHtml(bilingual?.title ?? page.documentTitle)}</title>`,
    `<meta name="description" content="${description}" />`,
  ];
  if (bilingual) return [...tags, '<meta name="robots" content="noindex" />', `<link rel="canonical" href="${escapeHtml(publicAddress(siteUrl, bilingual.route))}" />`];
  tags.push(
    `<meta property="og:title" content="${escapeHtml(page.frontmatter.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.locale.site.name)}" />`,
    `<meta property="og:locale" content="${escapeHtml(page.locale.ui.dateLocale.replace('-', '_'))}" />`,
  );
  if (isNotFoundKey(page.key)) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = escapeHtml(publicAddress(siteUrl, page.path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`, '<meta property="og:type" content="article" />', ...alternateTags(page, siteUrl));
    // The offline page (shown by the offline worker for a page not saved) is nothing a search engine should list.
    const offline = graph.site!.offline;
    if (offline?.enabled && page.path === routeInLanguage(offline.page, page.lang, graph.site!.languages)) tags.push('<meta name="robots" content="noindex" />');
  }
  return tags;
}
