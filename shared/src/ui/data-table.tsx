import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
};

type DataTableProps<T> = {
  /** Read by screen readers: what the table lists. */
  caption: string;
  /** The first column heads each row. */
  columns: [Column<T>, ...Column<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
};

/**
 * A USWDS table that stacks into labelled cards on a phone. A row with long unbroken text (an
 * address, a version) can make it wider than the page: its wrapper then scrolls, so it is a named
 * region that takes the keyboard's focus, for the arrow keys to scroll it.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  const [first, ...rest] = columns;
  return (
    <div className="portal-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="usa-table usa-table--borderless usa-table--stacked width-full">
        <caption className="usa-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" data-label={first.header}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
