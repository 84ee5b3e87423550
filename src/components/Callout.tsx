import type { ReactNode } from 'react';

const LABELS = { note: 'Note', tip: 'Tip', warning: 'Warning' } as const;

/** A boxed note, tip or warning. The type is also said in words, not by colour alone. */
export function Callout({ type = 'note', title, children }: { type?: keyof typeof LABELS; title?: string; children: ReactNode }) {
  return (
    <aside className={`callout callout--${type}`} aria-label={title ?? LABELS[type]}>
      <p className="callout__title">
        <span className="callout__kind">{LABELS[type]}{title ? ': ' : ''}</span>
        {title}
      </p>
      <div className="callout__body">{children}</div>
    </aside>
  );
}
