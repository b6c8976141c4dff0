import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminOrdersTableQuery } from '../../__generated__/AdminOrdersTableQuery.graphql';
import { StatusBadge } from '../../admin/Badge';
import { DataTable, type Column } from '../../admin/DataTable';
import { dollars } from '../../admin/fields';
import { Pager, useCursorPages } from '../../admin/pagination';
import { OrderStatusForm } from './OrderStatusForm';
import { useAdminQueryOptions } from '../../admin/AdminPage';

const query = graphql`
  query AdminOrdersTableQuery($first: Int!, $after: Cursor) {
    orders(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          orderDateText
          customerName
          customerEmail
          packageName
          price
          orderStatus
          paymentStatus
        }
      }
    }
  }
`;

type Order = NonNullable<NonNullable<NonNullable<AdminOrdersTableQuery['response']['orders']['edges']>[number]>['node']>;

/**
 * Orders, newest first, a page at a time with Previous/Next. Each order links to its
 * payment status editor; with `editable`, each row has the order status editor.
 */
export function AdminOrdersTable({ pageSize, editable = false, caption }: { pageSize: number; editable?: boolean; caption: string }) {
  const pages = useCursorPages(pageSize);
  const data = useLazyLoadQuery<AdminOrdersTableQuery>(query, pages.variables, useAdminQueryOptions());
  const rows = (data.orders.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const offset = (pages.page - 1) * pageSize;

  const paymentLink = (o: Order) => (
    <Link to={`/admin/payment-status/${o.id}`} aria-label={`Payment status of ${o.customerName}'s order of ${o.orderDateText}`}>
      Payment status
    </Link>
  );

  const columns: Column<Order>[] = [
    { header: 'Sl No.', cell: (_o, i) => offset + i + 1, numeric: true },
    { header: 'Order Date', cell: (o) => o.orderDateText },
    {
      header: 'Customer',
      className: 'wrap',
      cell: (o) => (
        <>
          {o.customerName}
          <br />
          <span className="admin-muted">{o.customerEmail}</span>
        </>
      ),
    },
    { header: 'Package', cell: (o) => o.packageName },
    { header: 'Price', cell: (o) => dollars(o.price), numeric: true },
  ];
  if (editable) {
    columns.push(
      {
        header: 'Payment Status',
        cell: (o) => (
          <>
            <StatusBadge status={o.paymentStatus} /> {paymentLink(o)}
          </>
        ),
      },
      {
        header: 'Order Status',
        cell: (o) => <OrderStatusForm key={`${o.id}-${o.orderStatus}`} orderId={o.id} status={o.orderStatus} customerName={o.customerName} compact />,
      },
    );
  } else {
    columns.push(
      { header: 'Order Status', cell: (o) => <StatusBadge status={o.orderStatus} /> },
      { header: 'Payment Status', cell: (o) => <StatusBadge status={o.paymentStatus} /> },
      { header: 'Manage', cell: paymentLink },
    );
  }

  return (
    <>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(o) => o.id} empty="No orders yet." busy={pages.isPending} />
      <Pager
        pages={pages}
        label={caption}
        totalCount={data.orders.totalCount}
        hasNextPage={data.orders.pageInfo.hasNextPage}
        endCursor={data.orders.pageInfo.endCursor}
      />
    </>
  );
}
