import type { ClientSite } from './page-types.ts';
import { fill, type UiStrings } from './ui-strings.ts';
import { publicAddress } from './urls.ts';

/**
 * Where "Something wrong on this page?" leads (src/layout/Footer.tsx): an email
 * to the office with the page's title and address written in, in the page's
 * language; or, when site.yaml names a form (`reportProblem.form`), that form
 * with the page's address in its field. A link only: it sends nothing by itself.
 */
export function reportHref(site: Pick<ClientSite, 'siteUrl' | 'office' | 'reportProblem'>, ui: Pick<UiStrings, 'reportSubject' | 'reportBody'>, page: { path: string; title: string }): string {
  const address = publicAddress(site.siteUrl, page.path);
  const { form, pageParameter } = site.reportProblem;
  if (form !== undefined && pageParameter !== undefined) {
    const url = new URL(form);
    url.searchParams.set(pageParameter, address);
    return url.href;
  }
  // RFC 6068: every character outside the unreserved set percent-encoded, line breaks as CRLF.
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const subject = fill(ui.reportSubject, { title: page.title });
  const body = fill(ui.reportBody, { title: page.title, address });
  return `mailto:${site.office.email}?subject=${encode(subject)}&body=${encode(body)}`;
}
