import { addressProblem, schemeOf } from '../../../address-policy.ts';
import { LINK_SCHEME } from '../../../site-config.ts';

/**
 * What a guide may link to, and what it may show as a picture. Used by the remark
 * plugin (remark-content.ts), so the build refuses what `npm run check` reports.
 * Addresses are judged after `link:key` is replaced by its address from site.yaml.
 */
export interface UrlProblem {
  message: string;
  hint: string;
}

/**
 * A guide's link, judged by the address policy (src/engine/address-policy.ts)
 * as written, with one guide-only case said first: a {placeholder} in braces.
 */
export function linkProblem(url: string): UrlProblem | undefined {
  // A placeholder such as {your code} inside an address would publish a link that goes nowhere.
  if (/[{}]|%7b|%7d/i.test(url)) {
    return {
      message: `${url}: an address with a placeholder in braces { } is not a real address`,
      hint: 'link only the real part of the address, and write the part a reader fills in after it, in italics: *your code*',
    };
  }
  return addressProblem(url, 'link');
}

/** Pictures come from this site's public/ folder: the site loads nothing from other servers. */
export function imageProblem(url: string): UrlProblem | undefined {
  const problem = addressProblem(url, 'image');
  if (problem === undefined) return undefined;
  return schemeOf(url) === undefined && !url.startsWith('//')
    ? problem
    : { message: `image ${url || '(no address)'}: pictures must be files of this site, written as /images/name.png`, hint: 'put the picture in public/images/ and write ![what it shows](/images/name.png)' };
}

/**
 * An origin the security policy may let into a frame: `https://` and a server
 * name (letters, digits, hyphens, dots), with a port at most. Nothing that
 * could end a policy directive or an HTML attribute (`;`, `,`, spaces, quotes)
 * can pass, so a setting can never add a directive of its own (`sandbox`).
 */
export const FRAME_ORIGIN = /^https:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** The origin of an address a frame may show (`https://start.example.org`), or undefined when it has none FRAME_ORIGIN allows. */
export function frameOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  return FRAME_ORIGIN.test(parsed.origin) ? parsed.origin : undefined;
}

/**
 * A frame shows only a page named in site.yaml (`src="link:startPage"`), and
 * that address's origin joins the security policy of every page: so it must be
 * a key, and its address a plain https:// server. `written` is the attribute as
 * the guide wrote it, `resolved` the address the key stands for.
 */
export function frameProblem(element: string, attribute: string, written: string, resolved: string): UrlProblem | undefined {
  const key = written.startsWith(LINK_SCHEME) ? written.slice(LINK_SCHEME.length) : undefined;
  if (key === undefined) {
    return {
      message: `<${element} ${attribute}="${written}">: a frame can only show a page named in content/site.yaml`,
      hint: `add the address to content/site.yaml under links: (starting with https://) and write ${attribute}="link:yourKey"`,
    };
  }
  if (frameOrigin(resolved) !== undefined) return undefined;
  return {
    message: `links.${key} (${resolved}) cannot be shown in a frame: its address must start with https:// and a server name`,
    hint: `write links.${key} in site.yaml as https://server.example.org/… (letters, digits, dots and hyphens before the first /, nothing else)`,
  };
}
