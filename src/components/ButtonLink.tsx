import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink.tsx';

/** A link that looks like a button: the main action of a section. */
export function ButtonLink({ href, variant = 'primary', children }: { href: string; variant?: 'primary' | 'secondary'; children: ReactNode }) {
  return (
    <SmartLink href={href} className={`button button--${variant}`}>
      {children}
    </SmartLink>
  );
}
