import { Link } from 'react-router';
import { OrdersTable } from '../../customer/OrdersTable';
import { PageHeader } from '../../customer/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import '../../customer/customer.css';

/** /my-order: the customer's orders, five a page, with Pay Now on the unpaid ones. */
export default function MyOrders() {
  useDocumentTitle('My Orders');
  return (
    <section className="page container cust-page" aria-labelledby="page-title">
      <PageHeader title="My Orders" lead="Every plan you ordered, newest first. Pay an open order with its Pay Now button." />
      <div className="panel">
        <OrdersTable caption="Your orders" />
      </div>
      <p className="after-panel">
        Want another plan? <Link to="/pricing">See pricing plans</Link> · Questions? <Link to="/support">Contact support</Link>
      </p>
    </section>
  );
}
