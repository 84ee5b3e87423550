import { createHash } from 'node:crypto';
import { vendorText } from './vendor-text.ts';
import { parseHTML } from 'linkedom';
import type { PageSource } from '../../graph/sources-file.ts';
import { failureReason, USER_AGENT } from './request.ts';
import type { SourceCheck, WatchOptions } from './source-check.ts';

/**
 * A web page: fetched, reduced to the words a reader reads, and fingerprinted.
 * The volatile parts of a page (scripts, styles, the site's own navigation,
 * header and footer, cookie banners, feedback and rating boxes, view counts'
 * containers) are left out, so a new build of the vendor's site or a new
 * visitor count does not look like a change; a new sentence does. A page that
 * answers 404 or 410, or now leads to another address, is gone; a page that
 * cannot be fetched is unknown, never unchanged.
 */

/** What is not the page's content. */
const VOLATILE = [
  'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'nav', 'header', 'footer', 'aside', 'form', 'button',
  '[hidden]', '[aria-hidden="true"]',
  ...['cookie', 'consent', 'feedback', 'rating', 'kudo', 'breadcrumb', 'share'].flatMap((word) => [`[class*="${word}"]`, `[id*="${word}"]`]),
].join(', ');

/** Below this, the page shows (almost) nothing without JavaScript: its changes could not be seen. */
const MIN_TEXT = 200;

/** The words of a page's main content, whitespace made alike; undefined when `selector` matches nothing. */
export function pageText(html: string, selector?: string): string | undefined {
  const { document } = parseHTML(html);
  for (const element of [...document.querySelectorAll(VOLATILE)]) element.remove();
  const root = selector ? document.querySelector(selector) : (document.querySelector('main, [role="main"], article') ?? document.body ?? document.documentElement);
  return root ? (root.textContent ?? '').replace(/\s+/g, ' ').trim() : undefined;
}

/** 12 hex digits of the SHA-256 of a page's text (pageText). */
export function textFingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The same page, whatever the case of the host, a trailing slash, the query or the #fragment. */
function samePlace(asked: string, answered: string): boolean {
  const place = (address: string) => {
    const url = new URL(address);
    return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
  };
  return place(asked) === place(answered);
}

export async function checkPage(id: string, source: PageSource, options: WatchOptions): Promise<SourceCheck> {
  const result = (status: SourceCheck['status'], detail: string, extra: Partial<SourceCheck> = {}): SourceCheck => ({ id, status, detail, link: source.url, ...extra });
  let response: Response;
  let html: string;
  try {
    response = await fetch(source.url, { redirect: 'follow', headers: { accept: 'text/html', 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
    html = await response.text();
  } catch (error) {
    return result('unknown', `the page could not be fetched (${failureReason(error)})`);
  }
  if (response.status === 404 || response.status === 410) return result('gone', `the page answers ${response.status}: it is gone. Find where the vendor moved it, then change \`url:\``);
  if (!response.ok) return result('unknown', `the page answered ${response.status}`);
  if (response.url && !samePlace(source.url, response.url)) {
    return result('gone', `the address now leads to another page, ${vendorText(response.url)}: check that it says the same, then change \`url:\` to it`, { link: response.url });
  }
  const text = pageText(html, source.selector);
  if (text === undefined) return result('gone', `the page has nothing that matches selector: ${source.selector} any more: its layout changed, so check it and change \`selector:\``);
  if (text.length < MIN_TEXT) return result('unknown', `the page shows almost no text without JavaScript (${text.length} characters), so a change cannot be seen: give it a \`selector:\`, or watch another page`);
  const current = { fingerprint: textFingerprint(text) };
  if (!source.fingerprint) return result('unread', `not yet read by the watch: its fingerprint today is ${current.fingerprint}`, { current });
  if (current.fingerprint === source.fingerprint) return result('unchanged', `the same text as on ${source.read}, when it was read`, { current });
  return result('changed', `its text changed since ${source.read}, when it was read (fingerprint ${source.fingerprint}, now ${current.fingerprint})`, { current });
}
