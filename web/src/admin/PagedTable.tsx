import { Link, useSearchParams } from 'react-router';
import { Pager, ToLastPage, usePageOfConnection, type LoadedConnection } from '../components/Pager';
import { pageSearch } from '../components/pageNumber';
import { DataTable, type Column } from './DataTable';
import styles from './DataTable.module.css';

/** The larger page a table offers for daily work, beside the specification's page size. */
export const LARGE_PAGE = 50;

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
  const [search] = useSearchParams();
  // ?show=50 (?ordersShow=50 for a table paged by ?orders=): the larger page, kept in the address.
  const showParam = param ? `${param}Show` : 'show';
  const large = search.get(showParam) === String(LARGE_PAGE) && LARGE_PAGE > pageSize;
  const size = large ? LARGE_PAGE : pageSize;
  const { page, pages, rows, loading, beyondLast } = usePageOfConnection(size, connection, param);
  if (beyondLast) return <ToLastPage pages={pages} param={param} />;
  const slNo: Column<T> = { header: 'Sl No.', cell: (_r, i) => (page - 1) * size + i + 1, numeric: true };
  const other = new URLSearchParams(pageSearch(1, search, param));
  if (large) other.delete(showParam);
  else other.set(showParam, String(LARGE_PAGE));
  return (
    <>
      <DataTable caption={caption} columns={numbered ? [slNo, ...columns] : columns} rows={rows} rowKey={(r) => r.id} empty={empty} busy={busy || loading !== null} />
      <div className={styles.pagerRow}>
        <Pager page={page} pages={pages} param={param} label={pagerLabel ?? `Pages of ${caption.toLowerCase()}`} />
        {(large || connection.totalCount > pageSize) && (
          <Link
            to={{ search: other.toString() ? `?${other}` : '' }}
            className={styles.sizeLink}
            aria-label={`Show ${large ? pageSize : LARGE_PAGE} a page of ${caption.toLowerCase()}`}
          >
            Show {large ? pageSize : LARGE_PAGE} a page
          </Link>
        )}
      </div>
    </>
  );
}
