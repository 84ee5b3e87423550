import { addressProblem as policyProblem, schemeOf } from './address-policy.ts';
import { canonicalPath } from './routing.ts';

/**
 * site.yaml's `oldAddresses`: addresses people saved, printed or scanned that
 * must keep answering. An entry is either
 *  - another way of writing a page's address, as the old site wrote it
 *    (`- /MFA/MFA_AuthSetup`, the page /mfa/mfa_authsetup), or
 *  - an address that leads somewhere else now, written `old: new`
 *    (`- /mfa/mfa_hardware: /mfa/mfahelp/mfahelp_token`): a page that moved
 *    (`npm run move` writes these) or an address the site never had as a page.
 * Shared by the schema (site-config.ts), the rules applied while a guide is read
 * (a link to an old address is written as the new one) and the content graph
 * (node/graph/old-address-aliases.ts, which checks both ends against the pages).
 */
export interface OldAddress {
  /** As written in site.yaml: `/MFA/MFA_AuthSetup`, `/mfa/mfa_hardware`. */
  from: string;
  /** Where it leads, for an `old: new` entry (a route, maybe with `#section`). */
  to?: string;
}

/** The page part of an address: `/mfa/MFA#top` → `/mfa/mfa`. */
export const pathOf = (address: string) => canonicalPath(address.split(/[#?]/)[0]!);
const EXAMPLE = '- /mfa/mfa_hardware: /mfa/mfahelp/mfahelp_token';

/** What is wrong with an entry, in an editor's words, with what to write instead. */
export interface EntryProblem {
  message: string;
  hint: string;
}

/** Why an address written in site.yaml is not one, by the address policy (address-policy.ts): the old one a path of this site, the new one a page, maybe with #section. */
function addressProblem(address: string, role: 'old' | 'new'): EntryProblem | undefined {
  const wrong = policyProblem(address, role === 'old' ? 'old' : 'page');
  if (wrong === undefined) return undefined;
  const full = /^https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9_\-/]*)?$/i.exec(address);
  if (full && role === 'old') return { message: `${address}: write the old address without the site's name`, hint: `write ${full[1] || '/'}` };
  if (schemeOf(address) !== undefined && role === 'new') return { message: `${address} leads outside this site`, hint: 'an old address leads to a page of this site, such as /mfa; an outside address belongs under links:' };
  if (!address.startsWith('/') && schemeOf(address) === undefined && policyProblem(`/${address}`, role === 'old' ? 'old' : 'page') === undefined) return { message: `${address} must start with /`, hint: `write /${address}` };
  return { message: wrong.message, hint: `${wrong.hint}${role === 'old' ? ' (an old address is written as people saved it, such as /MFA/MFA_Hardware)' : ''}` };
}

/** An entry of `oldAddresses` as YAML gave it, read, or the problem with it. */
export function readOldAddress(value: unknown): OldAddress | EntryProblem {
  if (typeof value === 'string') {
    const wrong = addressProblem(value, 'old');
    return wrong ?? { from: value };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { message: 'must be an old address, such as - /MFA/MFA_Hardware, or where one leads now', hint: `write a page that moved as ${EXAMPLE}` };
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const keys = entries.map(([key]) => key.toLowerCase());
  if (keys.some((key) => ['from', 'to', 'old', 'new'].includes(key))) {
    const record = value as Record<string, unknown>;
    const from = record.from ?? record.old;
    const to = record.to ?? record.new;
    const example = typeof from === 'string' && typeof to === 'string' ? `- ${from}: ${to}` : EXAMPLE;
    return { message: 'write an old address and where it leads on one line, the old one first', hint: `write ${example}` };
  }
  if (entries.length !== 1) return { message: 'holds more than one old address', hint: `start each one on its own line with - , such as ${EXAMPLE}` };
  const [[from, to]] = entries as [[string, unknown]];
  const wrongFrom = addressProblem(from, 'old');
  if (wrongFrom) return wrongFrom;
  if (to === null || to === undefined || to === '') return { message: `${from}: where it leads now is missing`, hint: `write the new address after the colon: - ${from}: /mfa/mfahelp` };
  if (typeof to !== 'string') return { message: `${from}: where it leads must be one address`, hint: `write - ${from}: /the/new/address` };
  const wrongTo = addressProblem(to, 'new');
  return wrongTo ?? { from, to };
}

export function isEntryProblem(entry: OldAddress | EntryProblem): entry is EntryProblem {
  return 'message' in entry;
}

/**
 * Where each `old: new` address leads, by its canonical form (`/mfa/mfa_hardware`),
 * in every language: an address of the main language leads, under another
 * language's prefix, to the same place in that language
 * (`/es/mfa/mfa_hardware` → `/es/mfa/mfahelp/mfahelp_token`), unless an
 * entry says otherwise. Whether the targets exist is the graph's to check.
 */
export function movedAddresses(oldAddresses: readonly OldAddress[], languageCodes: readonly string[]): Map<string, string> {
  const moved = new Map<string, string>();
  const listed = oldAddresses.filter((entry): entry is Required<OldAddress> => entry.to !== undefined);
  for (const { from, to } of listed) moved.set(canonicalPath(from), to);
  const [, ...others] = languageCodes;
  for (const { from, to } of listed) {
    const old = canonicalPath(from);
    if (others.some((code) => old === `/${code}` || old.startsWith(`/${code}/`))) continue;
    for (const code of others) {
      const inLanguage = (route: string) => (route === '/' ? `/${code}` : `/${code}${route}`);
      const key = inLanguage(old);
      if (!moved.has(key)) moved.set(key, inLanguage(to));
    }
  }
  // A chain (A moved to B, then B to C) leads straight to its end, so a link or a redirect takes one step.
  for (const [from, to] of moved) {
    let target = to;
    const seen = new Set([from]);
    while (moved.has(pathOf(target)) && !seen.has(pathOf(target))) {
      seen.add(pathOf(target));
      target = moved.get(pathOf(target))!;
    }
    moved.set(from, target);
  }
  return moved;
}

/** A link of this site written as where it leads now, when its address is an old one; otherwise as it is. */
export function currentAddress(url: string, moved: ReadonlyMap<string, string>): string {
  if (!url.startsWith('/') || url.startsWith('//') || moved.size === 0) return url;
  const hashAt = url.indexOf('#');
  const address = hashAt === -1 ? url : url.slice(0, hashAt);
  const target = moved.get(pathOf(address));
  if (target === undefined) return url;
  // A link's own #section wins over the one the old address leads to.
  return hashAt === -1 ? target : `${target.split('#')[0]}${url.slice(hashAt)}`;
}
