import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../components/money';
import { OrdersTable } from '../../customer/OrdersTable';
import { PageHeader } from '../../customer/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { PlacedOrderState } from './OrderNow';
import customer from '../../customer/customer.module.css';

/** /pending-order: where a new order lands; the customer's orders under "Your Pending Orders". */
export default function PendingOrders() {
  useDocumentTitle('Your Pending Orders');
  const placed = (useLocation().state as PlacedOrderState | null)?.placedOrder;
  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader title="Your Pending Orders" lead="Your orders waiting for payment, newest first. An order starts once it is paid." />
      {placed && (
        <div className={`${customer.notice} ${customer.noticeSuccess}`} role="status">
          <p>
            <strong>Thank you, your order is placed.</strong> {placed.packageName} plan, {formatMoney(placed.price)}. Pay it now to get
            started.
          </p>
          <p>
            <Link to={`/pay-now/${placed.id}`} className="btn btn-accent btn-sm">
              Pay Now<span className="visually-hidden"> for the {placed.packageName} plan</span>
            </Link>
          </p>
        </div>
      )}
      <div className={customer.panel}>
        <OrdersTable caption="Your pending orders" highlightId={placed?.id} pending />
      </div>
      <p className={customer.afterPanel}>
        <Link to="/my-order">All my orders</Link> · <Link to="/dashboard">Dashboard</Link>
      </p>
    </section>
  );
}
