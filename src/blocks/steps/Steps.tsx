import type { ReactNode } from 'react';

/** Wraps a numbered Markdown list and shows each step as a large numbered marker. */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}
