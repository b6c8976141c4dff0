import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { TotalOrdersQuery } from '../../__generated__/TotalOrdersQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { FilterBar, useFilteredQuery } from '../../admin/FilterBar';
import { isFiltered, listVariables, ORDER_FILTERS } from '../../admin/tableFilters';
import { useReloadable } from '../../admin/useReloadable';
import { AdminOrdersTable } from './AdminOrdersTable';

const query = graphql`
  query TotalOrdersQuery($filter: OrderFilter, $sort: String) @preloadable {
    ...AdminOrdersTable_query @arguments(first: 10, filter: $filter, sort: $sort)
  }
`;

/** /total-orders: every order, newest first, 10 a page, each with the order status editor; filtered by the address (?q=&payment=&status=&from=&to=&sort=). */
export default function TotalOrders() {
  const [loaded, reload, , loadWith] = useReloadable<TotalOrdersQuery>(query);
  useFilteredQuery(ORDER_FILTERS, loaded, loadWith, listVariables);
  return (
    <AdminPage
      title="Total Orders"
      onRetry={reload}
      actions={
        <Link to="/admin/archived-orders" className="btn btn-outline btn-sm">
          Archived orders
        </Link>
      }
    >
      <p className="admin-muted">Set an order to Delivered once its work is done. Payment status opens the order's payment editor and history.</p>
      <FilterBar spec={ORDER_FILTERS} label="Filter orders" />
      <OrdersScreen loaded={loaded} />
    </AdminPage>
  );
}

function OrdersScreen({ loaded }: { loaded: PreloadedQuery<TotalOrdersQuery> }) {
  const filtered = isFiltered(ORDER_FILTERS, useSearchParams()[0]);
  return (
    <AdminOrdersTable
      query={usePreloadedQuery<TotalOrdersQuery>(query, loaded)}
      pageSize={10}
      editable
      caption="All orders"
      empty={filtered ? 'No orders match these filters.' : undefined}
    />
  );
}
