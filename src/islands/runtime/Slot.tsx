import type { ReactNode } from 'react';

/**
 * One slot of an island (define.ts): on the server, its content rendered as
 * usual; in the browser, that same HTML taken from the page, which React keeps
 * as it is while it hydrates. `display: contents` (components.css) keeps the
 * wrapper out of the layout.
 */
export function Slot({ html, children }: { html?: string; children?: ReactNode }) {
  if (html !== undefined) return <div className="island-slot" data-slot="" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="island-slot" data-slot="">
      {children}
    </div>
  );
}
