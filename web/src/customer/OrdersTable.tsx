import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrdersTablePaginationQuery } from '../__generated__/OrdersTablePaginationQuery.graphql';
import type { OrdersTableQuery } from '../__generated__/OrdersTableQuery.graphql';
import type { OrdersTable_query$key } from '../__generated__/OrdersTable_query.graphql';
import { Pager, ToLastPage, usePageOfConnection } from '../components/Pager';
import { Skeleton } from '../components/Skeleton';
import { usePageQuery } from '../relay/usePageQuery';
import { PAGE_SIZE } from './orderPages';
import { OrderRow } from './OrderRow';
import { QueryBoundary } from './QueryErrorBoundary';
import customer from './customer.module.css';
import { RetryNotice } from './RetryNotice';

/** The columns of the customer's orders table, in order. */
const HEADERS = ['Sl No.', 'Order Date', 'Your Name', 'Order Status', 'Payment Status'];

/** The route's query (pages/index.ts: MyOrders, PendingOrders), orders up to the page in the address. */
const query = graphql`
  query OrdersTableQuery($count: Int!, $pending: Boolean!) @preloadable {
    ...OrdersTable_query @arguments(count: $count, pending: $pending)
  }
`;

const fragment = graphql`
  fragment OrdersTable_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, pending: { type: "Boolean!" })
  @refetchable(queryName: "OrdersTablePaginationQuery") {
    orders: myOrders(first: $count, after: $cursor, pending: $pending) @connection(key: "OrdersTable_orders") {
      totalCount
      edges {
        node {
          id
          ...OrderRow_order
        }
      }
    }
  }
`;

export interface OrdersTableProps {
  /** Names the table for assistive technology ("Your orders"). */
  caption: string;
  /** An order to mark as just placed. */
  highlightId?: string | null;
  /** Only the orders waiting for payment (the Pending Orders page). */
  pending?: boolean;
}

/**
 * The customer's orders, newest first (the server returns only the viewer's own): Sl No.,
 * Order Date (MM/DD/YYYY, from the server), Your Name, Order Status, Payment Status; five a
 * page with Previous, numbered pages and Next. The page is in the address (?page=2).
 */
export function OrdersTable({ caption, highlightId, pending = false }: OrdersTableProps) {
  return (
    <QueryBoundary loading={<TableSkeleton />} error={(err, retry) => <RetryNotice message={err.message} retry={retry} />}>
      <OrdersPage caption={caption} highlightId={highlightId} pending={pending} />
    </QueryBoundary>
  );
}

function OrdersPage({ caption, highlightId, pending }: OrdersTableProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<OrdersTablePaginationQuery, OrdersTable_query$key>(
    fragment,
    usePageQuery<OrdersTableQuery>(query),
  );
  const { totalCount } = data.orders;
  const edges = (data.orders.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const { page, pages, rows, loading, beyondLast } = usePageOfConnection(PAGE_SIZE, {
    edges,
    totalCount,
    hasNext,
    isLoadingNext,
    loadNext,
  });

  // Focus: a pager link that disappears (Next on the last page) hands focus to the current page number.
  const requested = useRef<number | null>(null);
  const pagerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requested.current !== page) return;
    requested.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || !pagerRef.current?.contains(active)) {
      pagerRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (beyondLast) return <ToLastPage pages={pages} />;

  if (totalCount === 0) {
    if (pending) {
      return (
        <div className={customer.emptyState}>
          <p className={customer.emptyTitle}>Nothing is waiting for payment.</p>
          <p>
            Every order you placed is paid or cancelled. <Link to="/my-order">See all my orders</Link>.
          </p>
        </div>
      );
    }
    return (
      <div className={customer.emptyState}>
        <p className={customer.emptyTitle}>You have no orders yet.</p>
        <p>Choose a plan and your orders will show here, with a link to pay each one.</p>
        <Link to="/pricing" className="btn btn-primary">
          See pricing plans
        </Link>
      </div>
    );
  }

  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + rows.length - 1;
  return (
    <div className={customer.orders} aria-busy={loading !== null || undefined}>
      <p className={customer.ordersSummary} aria-live="polite">
        Showing {from}–{to} of {totalCount} {totalCount === 1 ? 'order' : 'orders'}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        {loading !== null ? <span> · loading page {loading}…</span> : null}
      </p>
      <div className={loading !== null ? `${customer.tableWrap} ${customer.isLoading}` : customer.tableWrap}>
        <table className={customer.ordersTable} role="table">
          <caption className="visually-hidden">
            {caption}, newest first{pages > 1 ? `, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            <tr role="row">
              {HEADERS.map((h, i) => (
                <th key={h} scope="col" role="columnheader" className={i === 0 ? customer.colSl : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((order, i) => (
              <OrderRow key={order.id} order={order} serial={from + i} highlight={order.id === highlightId} />
            ))}
          </tbody>
        </table>
      </div>
      <div ref={pagerRef}>
        <Pager page={page} pages={pages} onNavigate={(n) => (requested.current = n)} label="Pages of your orders" />
      </div>
    </div>
  );
}

/** Holds the table's place while the first page loads. */
export function TableSkeleton() {
  return (
    <div className={customer.orders} role="status" aria-live="polite">
      <span className="visually-hidden">Loading your orders…</span>
      <Skeleton width="14rem" height="1rem" />
      <div className={customer.tableSkeleton}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={i === 0 ? '2.75rem' : '3.5rem'} radius="0.35rem" />
        ))}
      </div>
    </div>
  );
}
