/**
 * The address policy: what an editor may write as an address, anywhere one is
 * written (a guide's links and pictures, a building block's address, a notice,
 * site.yaml's menus, links and old addresses, a strings file, staff.yaml and
 * schools.yaml's email addresses). SECURITY.md says it in short.
 *
 * An address is judged exactly as written, before anything reads, decodes or
 * folds it, and is then published as it was checked: a browser reads `//host`,
 * `/\host` and `https://name@host` as another server, so a check that tidied
 * the address first (folding `//` into `/`) would pass a link that leaves the site.
 *
 *  - A page of this site: `/` then names of letters, digits, `-` and `_`
 *    between single slashes (`/mfa/mfa_passkey`, `/MFA/`), maybe a `#section`.
 *    It must be a page as written, apart from capital letters and one final `/`.
 *  - A file of this site (a picture, a PDF in public/): the same, with dots
 *    inside names (`/images/sign-in.png`); it must exist, capitals included.
 *  - Outside: `https://` and a server's name (never a number, never a name
 *    or password before an `@`), or `mailto:` and `tel:` in a link.
 *  - Never: a `\`, a leading `//`, a space, a line break or another control
 *    character, a character outside plain ASCII, and any other scheme
 *    (`http:`, `javascript:`, `data:`, …; schemes are compared without case).
 */

export interface AddressProblem {
  message: string;
  hint: string;
}

/**
 * Where an address is written decides what it may be:
 *  - `link`: a link in a guide or notice, a building block's address: a page, a file, `#section`, `https:`, `mailto:`, `tel:` or `link:key`;
 *  - `page`: a page of this site, maybe with `#section` (menus, office.page, the search's links, where an old address leads);
 *  - `old`: an old address people saved (oldAddresses), a path of this site only;
 *  - `image`: a picture, a file of this site;
 *  - `outside`: an `https://` address (links:, siteUrl, repository, forms).
 */
export type AddressUse = 'link' | 'page' | 'old' | 'image' | 'outside';

const NAME = '[A-Za-z0-9_-]+';
const FILE_NAME = `${NAME}(?:\\.${NAME})*`;
const FRAGMENT = '#[A-Za-z0-9_-]+';
/** A page's path as written: `/`, `/mfa`, `/MFA/mfa_passkey/`. */
const PAGE_PATH = new RegExp(`^/(?:${NAME}(?:/${NAME})*/?)?$`);
/** A file's path: names with dots inside, no `..`, no final `/`. */
const FILE_PATH = new RegExp(`^/${FILE_NAME}(?:/${FILE_NAME})*$`);
const SECTION = new RegExp(`^${FRAGMENT}$`);
/** A server's name: labels of letters, digits and inner hyphens, the last one starting with a letter (so never an IP address, in any notation). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const MAILBOX = /^[A-Za-z0-9.!#$%&'*+=^_`|~-]+$/;
const PHONE = /^\+?[0-9][0-9().-]*(?:;ext=[0-9]+)?$/;
const LINK_KEY = /^link:[A-Za-z0-9]+$/;

/** The schemes a link may use; any other is refused. */
export const ALLOWED_SCHEMES = ['https', 'mailto', 'tel'] as const;
const RUNS_CODE = ['javascript', 'data', 'vbscript'];

const PAGE_HINT = "write the page's address as its file path in content/ without .mdx, such as /lms/parent_account_setup";
const OUTSIDE_HINT = 'put the outside address in content/site.yaml under links: (starting with https://) and write link:yourKey';

/** The scheme as written (`HTTPS` in `HTTPS://…`), lowercase, or undefined for an address without one. */
export function schemeOf(written: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(written)?.[1]?.toLowerCase();
}

/** A character shown in a message: invisible ones by their code. */
function shown(character: string): string {
  return /[\x21-\x7e]/.test(character) ? `"${character}"` : `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The characters no address may hold, whatever it is. */
function characterProblem(written: string): AddressProblem | undefined {
  if (written === '') return { message: 'the link has no address', hint: 'write the address, such as /mfa or link:helpDesk: [text](/lms)' };
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(written);
  if (control) return { message: `the address holds a line break or another invisible character (${shown(control[0])})`, hint: 'write the address on one line, with nothing else in it' };
  if (/[\s\u200b-\u200d\u2060\ufeff]/u.test(written)) return { message: `"${written}" holds a space`, hint: 'an address has no spaces: remove them, or put the words outside the address' };
  if (written.includes('\\')) return { message: `${written} holds a \\, which browsers read as / (the address would lead to another server)`, hint: `write / instead of \\; ${PAGE_HINT}` };
  const foreign = /[^\x21-\x7e]/u.exec(written);
  if (foreign) return { message: `${written} holds ${shown(foreign[0])}, which is not a plain letter, digit or sign (a look-alike of . or / leads elsewhere)`, hint: 'retype the address with plain letters, digits and signs, or copy it from the browser\'s address bar' };
  if (written.startsWith('//')) return { message: `${written} starts with //, which browsers read as another server`, hint: `a page of this site starts with one /, such as /mfa; ${OUTSIDE_HINT}` };
  return undefined;
}

/** An `https://` address: a server's name, nothing before it, and no number for a name. */
function httpsProblem(written: string): AddressProblem | undefined {
  const match = /^https:\/\/([^/?#]*)([/?#].*)?$/i.exec(written);
  if (!match) return { message: `${written} is not a full address`, hint: 'write it as https://server.example.org/page, with two / after https:' };
  const authority = match[1]!;
  if (authority.includes('@')) {
    const server = authority.slice(authority.lastIndexOf('@') + 1);
    return { message: `${written} has a name before @ in front of the server, so it leads to ${server || 'another server'}`, hint: 'write https:// and then the server\'s name, with nothing before it (no user name or password)' };
  }
  const host = authority.replace(/:\d{1,5}$/, '');
  if (!HOST.test(host)) {
    return /^[\d.]+$|^0x/i.test(host) || /^\[/.test(host)
      ? { message: `${written} names its server by number (an IP address)`, hint: 'write the server\'s name, such as https://helpdesk.example.org' }
      : { message: `${written}: "${host}" is not a server's name`, hint: 'write https:// and a name of letters, digits, hyphens and dots, such as https://helpdesk.example.org' };
  }
  let parsed: URL;
  try {
    parsed = new URL(written);
  } catch {
    return { message: `${written} is not a full address`, hint: 'copy it again from the browser\'s address bar' };
  }
  // The browser must read the same server the check read: a guard, as HOST leaves nothing it could read otherwise.
  if (parsed.hostname !== host.toLowerCase() || parsed.username !== '' || parsed.password !== '') return { message: `${written} does not lead to ${host}`, hint: 'write https:// and the server\'s name, then /' };
  return undefined;
}

function mailtoProblem(written: string): AddressProblem | undefined {
  const [mailbox = '', ...rest] = written.slice('mailto:'.length).split('?')[0]!.split('@');
  if (rest.length === 1 && MAILBOX.test(mailbox) && HOST.test(rest[0]!)) return undefined;
  return { message: `${written} is not an email address`, hint: 'write mailto: and one address, such as mailto:edtech@example.org' };
}

function pathProblem(written: string, use: AddressUse): AddressProblem | undefined {
  if (!written.startsWith('/')) {
    if (use === 'link' && written.startsWith('#')) return SECTION.test(written) ? undefined : { message: `${written} is not a section's id`, hint: 'a #section is written with letters, digits, - and _, as the heading\'s id: #forgotten-password' };
    return { message: `${written}: a link to a page of this site must start with /`, hint: PAGE_HINT };
  }
  if (written.includes('%')) return { message: `${written} holds %-encoded characters, so it is not written as the page's address`, hint: PAGE_HINT };
  const hashAt = written.indexOf('#');
  const path = hashAt === -1 ? written : written.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : written.slice(hashAt);
  if (fragment !== '' && (use === 'old' || use === 'image' || !SECTION.test(fragment))) {
    return { message: use === 'old' || use === 'image' ? `${written}: this address cannot have a #section` : `${written}: "${fragment}" is not a section's id`, hint: use === 'old' ? 'write the old address without #…' : 'a #section is written with letters, digits, - and _, as the heading\'s id' };
  }
  if (PAGE_PATH.test(path) && use !== 'image') return undefined;
  if (FILE_PATH.test(path) && (use === 'link' || use === 'image')) return undefined;
  if (path.includes('?')) return { message: `${written}: an address of this site has no ?…`, hint: PAGE_HINT };
  return use === 'image'
    ? { message: `image ${written}: a picture's address is its file in public/, such as /images/sign-in.png`, hint: 'use letters, digits, - and _ in file and folder names, with one / between them' }
    : { message: `${written} is not written as an address of this site`, hint: `use letters, digits, - and _ between single slashes; ${PAGE_HINT}` };
}

/**
 * What is wrong with an address as the editor wrote it, for its use; undefined
 * when the policy allows it. Whether the page or file it names exists is the
 * caller's to check, with routeOf (pages) or the file's exact name (files).
 */
export function addressProblem(written: string, use: AddressUse): AddressProblem | undefined {
  const characters = characterProblem(written);
  if (characters) return characters;
  const scheme = schemeOf(written);
  if (scheme === undefined) {
    if (use === 'outside') return { message: `${written} must be a full address starting with https://`, hint: 'write it as https://server.example.org/page' };
    return pathProblem(written, use);
  }
  if (use === 'link' && scheme === 'link') return LINK_KEY.test(written) ? undefined : { message: `${written}: a key of links: in site.yaml is letters and digits`, hint: 'write link:yourKey, such as link:helpDesk' };
  if (RUNS_CODE.includes(scheme)) return { message: `${scheme}: links are not allowed ${use === 'link' ? 'in guides' : 'here'}`, hint: `they can run code or hide a whole page: link to a page of this site, such as /lms, or ${OUTSIDE_HINT}` };
  if (scheme === 'http') return { message: `${written}: outside addresses must use https://, not http://`, hint: use === 'outside' ? 'write https:// (check that the address opens with it)' : OUTSIDE_HINT };
  if (scheme === 'https') return use === 'link' || use === 'outside' ? httpsProblem(written) : { message: `${written} leads outside this site`, hint: `write the address of a page of this site, such as /mfa; ${OUTSIDE_HINT}` };
  if (use === 'link' && scheme === 'mailto') return mailtoProblem(written);
  if (use === 'link' && scheme === 'tel') return PHONE.test(written.slice('tel:'.length)) ? undefined : { message: `${written} is not a phone number`, hint: 'write tel: and the digits, such as tel:+15550102400' };
  if (use === 'page' || use === 'old' || use === 'image') return pathProblem(written, use);
  return { message: use === 'outside' ? `${written} must be a full address starting with https://` : `${written}: guides can only link to https://, mailto: and tel: addresses`, hint: OUTSIDE_HINT };
}

/** Whether the policy allows an address for a use. */
export function allowedAddress(written: string, use: AddressUse): boolean {
  return addressProblem(written, use) === undefined;
}

/**
 * The route an allowed address of this site names, for finding its page: as
 * written apart from capital letters and one final `/` (`/MFA/#top` → `/mfa`).
 * Nothing is folded or decoded: the policy left nothing to fold.
 */
export function routeOf(address: string): string {
  const path = address.split('#')[0]!;
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** An email address (staff.yaml, schools.yaml, office.email) that a `mailto:` link may carry, as the policy reads it. */
export function emailProblem(written: string): AddressProblem | undefined {
  // An email field is one address: a `?cc=…` after it would add people to every email sent from the page.
  return (/[?#]/.test(written) || addressProblem(`mailto:${written}`, 'link')) ? { message: `"${written}" is not an email address`, hint: 'write it like jdoe@riversidecatholic.example.org: one @, no spaces, nothing else after it' } : undefined;
}
