import { FRAME_ORIGIN } from './graph/rules/url-rules.ts';

/**
 * The security policy every page is served with, in one place. Used for the
 * `<meta>` tags in each page's head (src/engine/node/render/page-document.ts: prerendered,
 * and in `npm run dev`), the header files static hosts read
 * (src/engine/node/publish/host-files.ts) and the local server (src/engine/node/publish/static-server.ts).
 *
 * Scripts, styles, fonts and images come only from this site and no inline
 * script runs; the only frame is the configured start page. Inline style
 * *attributes* are allowed (style-src-attr): Radix writes a few (outline:none,
 * CSS custom properties) into the server-rendered HTML, and an attribute can
 * neither run script nor select other elements. <style> elements stay refused.
 * Forms may send only to this site: the packet builder is an ordinary GET form
 * to its own page (src/blocks/packet-builder/PacketBuilder.tsx).
 *
 * No `upgrade-insecure-requests`: every asset is on the site's own origin with
 * a relative address, so on an https:// site it protects nothing, and on a
 * school's plain-HTTP server it sent every script and stylesheet to an https://
 * address that does not answer (issue 37). Hosts that serve https:// send
 * Strict-Transport-Security as a header; it has no place in a `<meta>` policy.
 */
export function contentSecurityPolicy(frameOrigins: readonly string[], options: { forMetaTag: boolean; nonce?: string }): string {
  // The content check refuses any other frame origin with its file and line; this stops one that slipped past from becoming a directive.
  const odd = frameOrigins.find((origin) => !FRAME_ORIGIN.test(origin));
  if (odd !== undefined) throw new Error(`A frame origin must be https:// and a server name; got ${JSON.stringify(odd)}`);
  // `npm run dev` only: Vite's own inline script and styles (its client, React's refresh) carry this nonce; the rest is the policy pages ship with.
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self'${nonce}`,
    "style-src 'self'",
    `style-src-elem 'self'${nonce}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  // Browsers ignore frame-ancestors in a <meta> tag and log an error for it; hosts send it as a header.
  if (!options.forMetaTag) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every header a host should send with every response. */
export function securityHeaders(frameOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(frameOrigins, { forMetaTag: false }),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}
