import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminOrdersTable_query$data, AdminOrdersTable_query$key } from '../../__generated__/AdminOrdersTable_query.graphql';
import type { AdminOrdersTablePaginationQuery } from '../../__generated__/AdminOrdersTablePaginationQuery.graphql';
import { can, useAccess } from '../../admin/access';
import { StatusBadge } from '../../admin/Badge';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { ArchiveButton } from './ArchiveButton';
import { orderColumns, paymentLink } from './orderColumns';
import { OrderStatusForm } from './OrderStatusForm';

const fragment = graphql`
  fragment AdminOrdersTable_query on Query
  @refetchable(queryName: "AdminOrdersTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, filter: { type: "OrderFilter" }, sort: { type: "String" }) {
    orders: adminOrders(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "AdminOrdersTable_orders") {
      __id
      totalCount
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

type Order = NonNullable<NonNullable<NonNullable<AdminOrdersTable_query$data['orders']['edges']>[number]>['node']>;

/**
 * Orders, newest first unless filtered otherwise (the fragment's filter and sort), `pageSize`
 * a page, the page number in ?{param}=n. Each order links to its payment status editor; with
 * `editable`, each row has the order status editor. `empty` is said when there is no row. A role
 * that only reads orders (Support) gets neither the editor nor the Archive buttons.
 */
export function AdminOrdersTable({
  query,
  pageSize,
  editable = false,
  caption,
  param,
  empty = 'No orders yet.',
}: {
  query: AdminOrdersTable_query$key;
  pageSize: number;
  editable?: boolean;
  caption: string;
  param?: string;
  empty?: string;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AdminOrdersTablePaginationQuery, AdminOrdersTable_query$key>(fragment, query);
  const columns = orderColumns<Order>();
  const writes = can(useAccess(), 'sales', 'write');
  if (editable && writes) {
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
  if (writes) columns.push({ header: 'Archive', cell: (o) => <ArchiveButton order={o} archived={false} connection={data.orders.__id} /> });

  const { totalCount } = data.orders;
  return (
    <PagedTable
      connection={{ edges: nodesOf(data.orders.edges), totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={pageSize}
      param={param}
      caption={caption}
      numbered
      columns={columns}
      empty={empty}
    />
  );
}
