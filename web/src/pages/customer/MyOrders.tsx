import { Link } from 'react-router';
import { OrdersTable } from '../../customer/OrdersTable';
import { PageHeader } from '../../customer/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import customer from '../../customer/customer.module.css';

/** /my-order: the customer's orders, five a page, with Pay Now on the unpaid ones. */
export default function MyOrders() {
  useDocumentTitle('My Orders');
  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader title="My Orders" lead="Every plan you ordered, newest first. Pay an open order with its Pay Now button." />
      <div className={customer.panel}>
        <OrdersTable caption="Your orders" />
      </div>
      <p className={customer.afterPanel}>
        Want another plan? <Link to="/pricing">See pricing plans</Link> · Questions? <Link to="/support">Contact support</Link>
      </p>
    </section>
  );
}
