import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { OrdersTableQuery, OrdersTableQuery$variables } from '../__generated__/OrdersTableQuery.graphql';
import { Skeleton } from '../components/Skeleton';
import { OrderRow } from './OrderRow';
import { Pagination, pageSearch } from './Pagination';
import { QueryBoundary } from './QueryErrorBoundary';

/** My Orders shows five orders a page (specification, section 9). */
export const PAGE_SIZE = 5;

const query = graphql`
  query OrdersTableQuery($first: Int!, $after: Cursor) {
    orders: myOrders(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...OrderRow_order
        }
      }
    }
  }
`;

/** ?page=n as a page number (1 for anything else). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * The cursors learned so far: page n starts after the cursor of order 5(n-1). Known pages
 * load five orders after their cursor; a page not reached yet (a jump from 1 to 7) loads
 * the orders up to it once and learns every cursor on the way. A change of the total
 * (an order placed elsewhere) forgets them, as the pages have shifted.
 */
export class CursorBook {
  private total: number | null = null;
  private starts = new Map<number, string>();

  variables(page: number): OrdersTableQuery$variables {
    if (page === 1) return { first: PAGE_SIZE, after: null };
    const after = this.starts.get(page);
    return after ? { first: PAGE_SIZE, after } : { first: PAGE_SIZE * page, after: null };
  }

  learn(total: number, firstPosition: number, cursors: string[]): void {
    if (total !== this.total) {
      this.starts.clear();
      this.total = total;
    }
    cursors.forEach((cursor, i) => {
      const position = firstPosition + i + 1; // 1-based place in the whole list
      if (position % PAGE_SIZE === 0 && position < total) this.starts.set(position / PAGE_SIZE + 1, cursor);
    });
  }
}

export interface OrdersTableProps {
  /** Names the table for assistive technology ("Your orders"). */
  caption: string;
  /** An order to mark as just placed. */
  highlightId?: string | null;
}

/**
 * The customer's orders, newest first (the server returns only the viewer's own): Sl No.,
 * Order Date (MM/DD/YYYY, from the server), Your Name, Order Status, Payment Status; five a
 * page with Previous, numbered pages and Next. The page is in the address (?page=2).
 */
export function OrdersTable({ caption, highlightId }: OrdersTableProps) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const book = useRef(new CursorBook());
  return (
    <QueryBoundary
      loading={<TableSkeleton />}
      resetKeys={[page]}
      error={(err, retry) => (
        <div className="notice notice-error" role="alert">
          <p>{err.message}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    >
      {(fetchKey) => <OrdersPage page={page} book={book.current} caption={caption} highlightId={highlightId} fetchKey={fetchKey} />}
    </QueryBoundary>
  );
}

function OrdersPage({
  page,
  book,
  caption,
  highlightId,
  fetchKey,
}: {
  page: number;
  book: CursorBook;
  caption: string;
  highlightId?: string | null;
  fetchKey: number;
}) {
  // Fixed for the page: learning cursors later must not switch this render to another request.
  const variables = useMemo(() => book.variables(page), [book, page]);
  const data = useLazyLoadQuery<OrdersTableQuery>(query, variables, { fetchPolicy: 'store-and-network', fetchKey });
  const { totalCount } = data.orders;
  const edges = (data.orders.edges ?? []).filter((e): e is NonNullable<typeof e> => !!e?.node);
  const firstPosition = variables.first === PAGE_SIZE ? (page - 1) * PAGE_SIZE : 0;
  const offset = (page - 1) * PAGE_SIZE - firstPosition;
  const rows = edges.slice(offset, offset + PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));

  const cursorKey = edges.map((e) => e.cursor).join(' ');
  useEffect(() => {
    book.learn(totalCount, firstPosition, cursorKey ? cursorKey.split(' ') : []);
  }, [book, totalCount, firstPosition, cursorKey]);

  // Focus: a pager link that disappears (Next on the last page) hands focus to the current page number.
  const [requested, setRequested] = useState<number | null>(null);
  const pagerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requested === null || requested !== page) return;
    setRequested(null);
    const active = document.activeElement;
    if (!active || active === document.body || !pagerRef.current?.contains(active)) {
      pagerRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page, requested]);

  if (totalCount > 0 && page > pages) return <Navigate to={{ search: pageSearch(pages) }} replace />;

  if (totalCount === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">You have no orders yet.</p>
        <p>Choose a plan and your orders will show here, with a link to pay each one.</p>
        <Link to="/pricing" className="btn btn-primary">
          See pricing plans
        </Link>
      </div>
    );
  }

  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + rows.length - 1;
  const loading = requested !== null && requested !== page;
  return (
    <div className="orders" aria-busy={loading || undefined}>
      <p className="orders-summary" aria-live="polite">
        Showing {from}–{to} of {totalCount} {totalCount === 1 ? 'order' : 'orders'}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        {loading ? <span className="orders-loading"> · loading page {requested}…</span> : null}
      </p>
      <div className={`table-wrap${loading ? ' is-loading' : ''}`}>
        <table className="orders-table" role="table">
          <caption className="visually-hidden">
            {caption}, newest first{pages > 1 ? `, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader" className="col-sl">
                Sl No.
              </th>
              <th scope="col" role="columnheader">
                Order Date
              </th>
              <th scope="col" role="columnheader">
                Your Name
              </th>
              <th scope="col" role="columnheader">
                Order Status
              </th>
              <th scope="col" role="columnheader">
                Payment Status
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <OrderRow key={e.node!.id} order={e.node!} serial={from + i} highlight={e.node!.id === highlightId} />
            ))}
          </tbody>
        </table>
      </div>
      <div ref={pagerRef}>
        <Pagination page={page} pages={pages} onNavigate={setRequested} />
      </div>
    </div>
  );
}

/** Holds the table's place while the first page loads. */
export function TableSkeleton() {
  return (
    <div className="orders" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your orders…</span>
      <Skeleton width="14rem" height="1rem" />
      <div className="table-skeleton">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={i === 0 ? '2.75rem' : '3.5rem'} radius="0.35rem" />
        ))}
      </div>
    </div>
  );
}
