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
