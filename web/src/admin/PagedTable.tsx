import { Pager, ToLastPage, usePageOfConnection, type LoadedConnection } from '../components/Pager';
import { DataTable, type Column } from './DataTable';

/** The nodes of a Relay connection's edges, leaving out the empty ones. */
export function nodesOf<N>(edges: ReadonlyArray<{ readonly node?: N | null } | null | undefined> | null | undefined): N[] {
  return (edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
}

export interface PagedTableProps<T> {
  connection: LoadedConnection<T>;
  pageSize: number;
  /** The search parameter of the page number, where a page shows two paged tables. */
  param?: string;
  caption: string;
  /** The pager's name: "Pages of {caption}" unless told. */
  pagerLabel?: string;
  columns: Column<T>[];
  /** Number the rows across pages (Sl No.). */
  numbered?: boolean;
  empty: string;
  busy?: boolean;
}

/** An admin table of one page of a connection, with its pager; a page beyond the last goes to the last. */
export function PagedTable<T extends { readonly id: string }>({ connection, pageSize, param, caption, pagerLabel, columns, numbered = false, empty, busy = false }: PagedTableProps<T>) {
  const { page, pages, rows, loading, beyondLast } = usePageOfConnection(pageSize, connection, param);
  if (beyondLast) return <ToLastPage pages={pages} param={param} />;
  const slNo: Column<T> = { header: 'Sl No.', cell: (_r, i) => (page - 1) * pageSize + i + 1, numeric: true };
  return (
    <>
      <DataTable caption={caption} columns={numbered ? [slNo, ...columns] : columns} rows={rows} rowKey={(r) => r.id} empty={empty} busy={busy || loading !== null} />
      <Pager page={page} pages={pages} param={param} label={pagerLabel ?? `Pages of ${caption.toLowerCase()}`} />
    </>
  );
}
