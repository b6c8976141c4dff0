import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrderDetailQuery } from '../../__generated__/OrderDetailQuery.graphql';
import { dateTime } from '../../admin/format';
import { formatMoney } from '../../components/money';
import { ORDER_CHANGE, PAYMENT_KIND } from '../../components/paymentKinds';
import { InvoiceList } from '../../customer/InvoiceList';
import { LoadingCards } from '../../customer/LoadingCards';
import { Fact, PlanAndDate } from '../../customer/OrderSummary';
import { ORDER_CRUMBS, PageHeader } from '../../customer/PageHeader';
import { OrderStatusBadge, PaymentCell } from '../../customer/PaymentCell';
import { QueryBoundary } from '../../customer/QueryErrorBoundary';
import { RetryNotice } from '../../customer/RetryNotice';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePageQuery } from '../../relay/usePageQuery';
import customer from '../../customer/customer.module.css';

const query = graphql`
  query OrderDetailQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on Order {
        id
        packageName
        price
        orderDateText
        createdAt
        updatedAt
        customerName
        customerEmail
        customerAddress
        customerCountry
        orderStatus
        paymentStatus
        amountRefunded
        payments {
          id
          kind
          amount
          currency
          createdAt
        }
        invoices {
          ...InvoiceList_invoices
        }
        events(first: 50) {
          edges {
            node {
              id
              change
              from
              to
              amount
              createdAt
            }
          }
        }
      }
    }
  }
`;

/** /my-order/{id}: one of the customer's orders: plan, price, number, dates, payments, invoices and history, with Pay Now or cancel while it is unpaid. */
export default function OrderDetail() {
  useDocumentTitle('Order');
  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader title="Order" crumbs={ORDER_CRUMBS} />
      <QueryBoundary
        loading={<LoadingCards className={customer.payLayout} label="Loading your order…" heights={['18rem', '10rem']} />}
        error={(err, retry) => <RetryNotice message={err.message} retry={err.code !== 'NOT_FOUND' ? retry : null} />}
      >
        <OrderFacts />
      </QueryBoundary>
    </section>
  );
}

function OrderFacts() {
  const data = usePageQuery<OrderDetailQuery>(query);
  const o = data.node?.__typename === 'Order' ? data.node : null;
  if (!o) {
    return (
      <div className={`${customer.notice} ${customer.noticeError}`} role="alert">
        <p>We can&apos;t find that order among yours. Check the link, or find the order in My Orders.</p>
        <p>
          <Link to="/my-order" className="btn btn-outline btn-sm">
            Back to My Orders
          </Link>
        </p>
      </div>
    );
  }
  const unpaid = o.paymentStatus === 'UnPaid';
  const events = (o.events.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className={customer.payLayout}>
      <div className={`${customer.panel} ${customer.payCard}`}>
        <dl className={customer.paySummary}>
          <Fact term="Order number">#{o.id}</Fact>
          <PlanAndDate order={o} />
          <Fact term="Price">{formatMoney(o.price)} USD</Fact>
          {Number(o.amountRefunded) > 0 && <Fact term="Refunded">{formatMoney(o.amountRefunded)} USD</Fact>}
          <Fact term="Order Status">
            <OrderStatusBadge status={o.orderStatus} />
          </Fact>
          <Fact term="Payment Status">
            <PaymentCell orderId={o.id} status={o.paymentStatus} context={`for the ${o.packageName} plan`} />
          </Fact>
          <Fact term="Ordered by">
            {o.customerName}, {o.customerEmail}
          </Fact>
          <Fact term="Address">
            {o.customerAddress}, {o.customerCountry}
          </Fact>
          <Fact term="Last change">{dateTime(o.updatedAt)}</Fact>
        </dl>
        {unpaid && (
          <p className={customer.afterPanel}>
            Changed your mind? <Link to={`/order-cancelled/${o.id}`}>Cancel this order</Link>
          </p>
        )}
      </div>

      <h2 className={customer.sectionTitle}>Payments</h2>
      {o.payments?.length ? (
        <ul className={customer.timeline} aria-label="Payments of this order">
          {o.payments.map((p) => (
            <li key={p.id}>
              {dateTime(p.createdAt)}: {PAYMENT_KIND[p.kind] ?? p.kind} of {formatMoney(p.amount)} {p.currency}
            </li>
          ))}
        </ul>
      ) : (
        <p>No payment has been received for this order yet.</p>
      )}

      <h2 className={customer.sectionTitle}>Invoices</h2>
      <InvoiceList invoices={o.invoices ?? []} caption="Invoices and credit notes of this order" empty="No invoice yet: one is issued with each payment." />

      <h2 className={customer.sectionTitle}>History</h2>
      <ul className={customer.timeline} aria-label="History of this order">
        <li>{dateTime(o.createdAt)}: Order placed</li>
        {events.map((e) => (
          <li key={e.id}>
            {dateTime(e.createdAt)}: {ORDER_CHANGE[e.change] ?? e.change} {e.change === 'refund' ? `of ${formatMoney(e.amount)}` : `${e.from} → ${e.to}`}
          </li>
        ))}
      </ul>
      <p className={customer.afterPanel}>
        <Link to="/my-order">All my orders</Link> · <Link to="/support">Questions? Contact support</Link>
      </p>
    </div>
  );
}
