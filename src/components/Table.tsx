import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type TableHTMLAttributes } from 'react';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const elements = (children: ReactNode): WithChildren[] => Children.toArray(children).filter(isValidElement) as WithChildren[];

/** Plain text of a header cell, for the label its column's cells show on a phone. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A Markdown table. On a wide screen, a table; on a phone (components.css)
 * each row becomes a block of its own and each cell shows its column's header
 * before it (`data-label`), so nothing is cut off and nothing scrolls sideways.
 */
export function Table({ children, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  const parts = elements(children);
  const headerRow = elements(parts.find((part) => part.type === 'thead')?.props.children)[0];
  const labels = elements(headerRow?.props.children).map((cell) => textOf(cell.props.children).trim());
  const labelled = parts.map((part) =>
    part.type !== 'tbody'
      ? part
      : cloneElement(part, {
          children: elements(part.props.children).map((row) =>
            cloneElement(row, { children: elements(row.props.children).map((cell, index) => cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': labels[index] ?? '' })) }),
          ),
        }),
  );
  return (
    <table className="stacking-table" {...rest}>
      {labelled}
    </table>
  );
}
