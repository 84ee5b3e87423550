import { Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode, type TableHTMLAttributes } from 'react';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const elements = (children: ReactNode): WithChildren[] => Children.toArray(children).filter(isValidElement) as WithChildren[];

/** Plain text of a cell, for the label its column's cells show on a phone and to tell its rows apart. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The first column names each row when it says something different in every row (a status, a field, a phone maker): its cells are row headers. */
function firstColumnNamesRows(rows: WithChildren[]): boolean {
  const names = rows.map((row) => textOf(elements(row.props.children)[0]?.props.children).trim());
  return names.length > 0 && elements(rows[0]?.props.children).length > 1 && names.every(Boolean) && new Set(names).size === names.length;
}

/**
 * A Markdown table. Its header cells are column headers (`scope="col"`); when
 * the first column names each row, its cells are row headers
 * (`<th scope="row">`), so a screen reader says the row's name with each cell.
 * On a wide screen, a table; on a phone (src/styles/tables.css) each row becomes a
 * block of its own and each cell shows its column's header before it
 * (`data-label`), so nothing is cut off and nothing scrolls sideways.
 */
export function Table({ children, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  const parts = elements(children);
  const headerRow = elements(parts.find((part) => part.type === 'thead')?.props.children)[0];
  const labels = elements(headerRow?.props.children).map((cell) => textOf(cell.props.children).trim());
  const withScope = (cells: WithChildren[]) => cells.map((cell) => cloneElement(cell as ReactElement<{ scope?: string }>, { scope: 'col' }));
  const labelled = parts.map((part) => {
    const rows = elements(part.props.children);
    if (part.type === 'thead') return cloneElement(part, { children: rows.map((row) => cloneElement(row, { children: withScope(elements(row.props.children)) })) });
    if (part.type !== 'tbody') return part;
    const rowHeaders = firstColumnNamesRows(rows);
    return cloneElement(part, {
      children: rows.map((row) =>
        cloneElement(row, {
          children: elements(row.props.children).map((cell, index) =>
            rowHeaders && index === 0
              ? createElement('th', { ...cell.props, key: cell.key, scope: 'row', 'data-label': labels[index] ?? '' })
              : cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': labels[index] ?? '' }),
          ),
        }),
      ),
    });
  });
  return (
    <table className="stacking-table" {...rest}>
      {labelled}
    </table>
  );
}
