/**
 * Every printable page also prints in two languages: its handout in both is a
 * page of its own at `<route>/both` (`/mfa/mfa_authsetup/both`,
 * `/es/mfa/mfa_authsetup/both`), the page's language first. The build writes
 * it (src/engine/node/publish/prerender.ts), so it works without JavaScript;
 * no guide may be named `both` (src/engine/node/graph/packet-checks.ts).
 */
export const BILINGUAL_SEGMENT = 'both';

export const bilingualRoute = (route: string): string => (route === '/' ? `/${BILINGUAL_SEGMENT}` : `${route}/${BILINGUAL_SEGMENT}`);
