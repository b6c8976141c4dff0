import { useId, type ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T, index: number): ReactNode;
  /** Right-align numbers and amounts. */
  numeric?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  caption: string;
  /** Show the caption visually too (it is always there for screen readers). */
  showCaption?: boolean;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  empty: string;
  busy?: boolean;
}

/**
 * An admin table: a caption, column headers with scope, and a scrollable region on narrow
 * screens (reachable by keyboard). Each cell carries its column's name for the stacked
 * layout of small screens.
 */
export function DataTable<T>({ caption, showCaption = false, columns, rows, rowKey, empty, busy }: DataTableProps<T>) {
  const id = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="admin-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0} aria-busy={busy || undefined}>
      <table className={`admin-table ${busy ? 'is-busy' : ''}`}>
        <caption id={`${id}-caption`} className={showCaption ? 'admin-table-caption' : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table-empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={[c.numeric ? 'num' : '', c.className ?? ''].join(' ').trim() || undefined}>
                    <div className="admin-cell">{c.cell(row, i)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
