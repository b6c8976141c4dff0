import { useId, type ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface Column<T> {
  header: string;
  cell(row: T, index: number): ReactNode;
  /** Right-align numbers and amounts. */
  numeric?: boolean;
  /** A column of long texts: wider, its lines wrap. */
  wide?: boolean;
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
    <div className={styles.frame} role="region" aria-labelledby={`${id}-caption`} tabIndex={0} aria-busy={busy || undefined}>
      <table className={busy ? `${styles.table} ${styles.busy}` : styles.table}>
        <caption id={`${id}-caption`} className={showCaption ? styles.caption : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={[c.numeric ? styles.num : '', c.wide ? styles.wide : ''].join(' ').trim() || undefined}>
                    <div className={styles.cell}>{c.cell(row, i)}</div>
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
