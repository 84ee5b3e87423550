import type { ReactNode } from 'react';
import { useText } from '../../layout/locale.tsx';

/** A boxed note, tip or warning. The type is also said in words (in the page's language), not by colour alone. */
export function Callout({ type = 'note', title, children }: { type?: 'note' | 'tip' | 'warning'; title?: string; children: ReactNode }) {
  const t = useText();
  return (
    <aside className={`callout callout--${type}`} aria-label={title ?? t(type)}>
      <p className="callout__title">
        <span className="callout__kind">{t(type)}{title ? ': ' : ''}</span>
        {title}
      </p>
      <div className="callout__body">{children}</div>
    </aside>
  );
}
