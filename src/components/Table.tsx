import type { TableHTMLAttributes } from 'react';

/** Markdown tables scroll sideways inside their own box on narrow screens, never the page. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
