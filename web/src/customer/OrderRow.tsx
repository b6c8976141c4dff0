/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles keep the table's semantics when CSS stacks the cells on phones */
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrderRow_order$key } from '../__generated__/OrderRow_order.graphql';
import { OrderStatusBadge, PaymentCell } from './PaymentCell';
import customer from './customer.module.css';

const fragment = graphql`
  fragment OrderRow_order on Order {
    id
    orderDateText
    customerName
    packageName
    orderStatus
    paymentStatus
    billingPeriod
    subscriptionStatus
    nextPaymentAt
    subscriptionCancelUrl
  }
`;

const SUBSCRIPTION_TEXT: Record<string, string> = {
  active: 'Subscription active',
  past_due: 'Subscription past due: the last payment failed, PayPal tries again',
  cancelled: 'Subscription cancelled: paid until',
  ended: 'Subscription ended',
};

/** MM/DD/YYYY of a server time, read from its text (UTC) so server and browser print the same. */
function day(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** One order of the My Orders table: Sl No., Order Date (a link to the order's page), Your Name, Order Status, Payment Status. */
export function OrderRow({ order, serial, highlight = false }: { order: OrderRow_order$key; serial: number; highlight?: boolean }) {
  const o = useFragment(fragment, order);
  return (
    <tr role="row" className={highlight ? customer.rowNew : undefined} data-order-id={o.id}>
      <td role="cell" data-label="Sl No." className={customer.colSl}>
        {serial}
      </td>
      <td role="cell" data-label="Order Date" className={customer.colDate}>
        <Link to={`/my-order/${o.id}`} aria-label={`${o.orderDateText}, ${o.packageName} plan: order details`}>
          {o.orderDateText}
        </Link>
      </td>
      <td role="cell" data-label="Your Name" className={customer.colName}>
        {o.customerName}
      </td>
      <td role="cell" data-label="Order Status">
        <OrderStatusBadge status={o.orderStatus} />
      </td>
      <td role="cell" data-label="Payment Status">
        <PaymentCell orderId={o.id} status={o.paymentStatus} context={`for order ${serial}, ${o.packageName} plan`} />
        {o.billingPeriod !== 'one_time' && o.subscriptionStatus ? (
          <p className={customer.subscription} data-testid="subscription">
            {SUBSCRIPTION_TEXT[o.subscriptionStatus] ?? o.subscriptionStatus}
            {o.nextPaymentAt && (o.subscriptionStatus === 'active' || o.subscriptionStatus === 'past_due') ? ` · next payment ${day(o.nextPaymentAt)}` : ''}
            {o.nextPaymentAt && o.subscriptionStatus === 'cancelled' ? ` ${day(o.nextPaymentAt)}` : ''}
            {o.subscriptionCancelUrl && o.subscriptionStatus !== 'cancelled' ? (
              <>
                {' · '}
                <a href={o.subscriptionCancelUrl}>Cancel in PayPal</a>
              </>
            ) : null}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
