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

const SITE_YAML_HINT = 'add the address to content/site.yaml under links: (starting with https://) and write link:yourKey';
/** Schemes that run code or hide a whole document inside the address. */
const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript'];
const ALLOWED_SCHEMES = ['https', 'mailto', 'tel'];

function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
}

export function linkProblem(url: string): UrlProblem | undefined {
  const address = url.trim();
  if (address === '') return { message: 'the link has no address', hint: 'write the address between the round brackets: [text](/lms)' };
  // A placeholder such as {your code} inside an address would publish a link that goes nowhere.
  if (/[{}]|%7b|%7d/i.test(address)) {
    return {
      message: `${address}: an address with a placeholder in braces { } is not a real address`,
      hint: 'link only the real part of the address, and write the part a reader fills in after it, in italics: *your code*',
    };
  }
  const scheme = schemeOf(address);
  if (scheme === undefined) {
    if (address.startsWith('//')) return { message: `${address}: write the full address, starting with https://`, hint: SITE_YAML_HINT };
    if (address.startsWith('/') || address.startsWith('#')) return undefined;
    return {
      message: `${address}: a link to a page of this site must start with /`,
      hint: 'write the page\'s full address, such as /lms/parent_account_setup (its file path in content/ without .mdx)',
    };
  }
  if (ALLOWED_SCHEMES.includes(scheme)) return undefined;
  if (scheme === 'http') return { message: `${address}: outside addresses must use https://, not http://`, hint: SITE_YAML_HINT };
  if (DANGEROUS_SCHEMES.includes(scheme)) {
    return { message: `${scheme}: links are not allowed in guides`, hint: `link to a page of this site (/lms) or to an outside address: ${SITE_YAML_HINT}` };
  }
  return { message: `${address}: guides can only link to https://, mailto: and tel: addresses`, hint: SITE_YAML_HINT };
}

/** Pictures come from this site's public/ folder: the site loads nothing from other servers. */
export function imageProblem(url: string): UrlProblem | undefined {
  const address = url.trim();
  if (address.startsWith('/') && !address.startsWith('//')) return undefined;
  return {
    message: `image ${address || '(no address)'}: pictures must be files of this site, written as /images/name.png`,
    hint: 'put the picture in public/images/ and write ![what it shows](/images/name.png)',
  };
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
