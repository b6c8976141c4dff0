import { AdminPage } from '../../admin/AdminPage';
import { AdminOrdersTable } from './AdminOrdersTable';

/** /total-orders: every order, newest first, 10 a page, each with the order status editor. */
export default function TotalOrders() {
  return (
    <AdminPage title="Total Orders">
      <p className="admin-muted">Set an order to Delivered once its work is done. Payment status opens the order's payment editor and history.</p>
      <AdminOrdersTable pageSize={10} editable caption="All orders" />
    </AdminPage>
  );
}
