import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ArchivedOrdersQuery } from '../../__generated__/ArchivedOrdersQuery.graphql';
import type { ArchivedOrders_query$data, ArchivedOrders_query$key } from '../../__generated__/ArchivedOrders_query.graphql';
import type { ArchivedOrdersPaginationQuery } from '../../__generated__/ArchivedOrdersPaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import type { Column } from '../../admin/DataTable';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { useReloadable } from '../../admin/useReloadable';
import { formatMoney } from '../../components/money';
import { ArchiveButton } from './ArchiveButton';

/** Ten a page (pages/index.ts asks for ten a page). */
const PAGE_SIZE = 10;

const query = graphql`
  query ArchivedOrdersQuery($count: Int!) @preloadable {
    ...ArchivedOrders_query @arguments(first: $count)
  }
`;

const fragment = graphql`
  fragment ArchivedOrders_query on Query @refetchable(queryName: "ArchivedOrdersPaginationQuery") @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }) {
    archivedOrders(first: $first, after: $after) @connection(key: "ArchivedOrders_archivedOrders") {
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

type Order = NonNullable<NonNullable<NonNullable<ArchivedOrders_query$data['archivedOrders']['edges']>[number]>['node']>;

/** /admin/archived-orders: the orders an admin archived, newest first, each can come back. */
export default function ArchivedOrders() {
  const [loaded, reload] = useReloadable<ArchivedOrdersQuery>(query);
  return (
    <AdminPage title="Archived orders" parents={[{ to: '/total-orders', label: 'Total Orders' }]} onRetry={reload}>
      <p className="admin-muted">Archived orders are out of the order lists but stay in the accounts. Unarchive brings one back.</p>
      <ArchivedScreen loaded={loaded} />
    </AdminPage>
  );
}

function ArchivedScreen({ loaded }: { loaded: PreloadedQuery<ArchivedOrdersQuery> }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ArchivedOrdersPaginationQuery, ArchivedOrders_query$key>(fragment, usePreloadedQuery<ArchivedOrdersQuery>(query, loaded));
  const connection = data.archivedOrders;
  const columns: Column<Order>[] = [
    { header: 'Order Date', cell: (o) => o.orderDateText },
    {
      header: 'Customer',
      wide: true,
      cell: (o) => `${o.customerName} (${o.customerEmail})`,
    },
    { header: 'Package', cell: (o) => o.packageName },
    { header: 'Price', cell: (o) => formatMoney(o.price), numeric: true },
    {
      header: 'Order Status',
      cell: (o) => <StatusBadge status={o.orderStatus} />,
    },
    {
      header: 'Payment Status',
      cell: (o) => <StatusBadge status={o.paymentStatus} />,
    },
    {
      header: 'Archive',
      cell: (o) => <ArchiveButton order={o} archived connection={connection.__id} />,
    },
  ];
  return (
    <PagedTable
      connection={{ edges: nodesOf(connection.edges), totalCount: connection.totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={PAGE_SIZE}
      caption="Archived orders"
      columns={columns}
      empty="No archived orders."
    />
  );
}
