import type { ReactNode } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';

/** A link that looks like a button: the main action of a section. `printHref`: the address a printed sheet shows after it (from the build). */
export function ButtonLink({ href, variant = 'primary', printHref, children }: { href: string; variant?: 'primary' | 'secondary'; printHref?: string; children: ReactNode }) {
  return (
    <SmartLink href={href} className={`button button--${variant}`} data-print-url={printHref}>
      {children}
    </SmartLink>
  );
}
