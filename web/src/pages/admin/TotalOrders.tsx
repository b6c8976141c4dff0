import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TotalOrdersQuery } from '../../__generated__/TotalOrdersQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { useReloadable } from '../../admin/useReloadable';
import { AdminOrdersTable } from './AdminOrdersTable';

const query = graphql`
  query TotalOrdersQuery @preloadable {
    ...AdminOrdersTable_query @arguments(first: 10)
  }
`;

/** /total-orders: every order, newest first, 10 a page, each with the order status editor. */
export default function TotalOrders() {
  const [loaded, reload] = useReloadable<TotalOrdersQuery>(query);
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
      <OrdersScreen loaded={loaded} />
    </AdminPage>
  );
}

function OrdersScreen({ loaded }: { loaded: PreloadedQuery<TotalOrdersQuery> }) {
  return <AdminOrdersTable query={usePreloadedQuery<TotalOrdersQuery>(query, loaded)} pageSize={10} editable caption="All orders" />;
}
