/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles keep the table's semantics when CSS stacks the cells on phones */
import { graphql, useFragment } from 'react-relay/hooks';
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
  }
`;

/** One order of the My Orders table: Sl No., Order Date, Your Name, Order Status, Payment Status. */
export function OrderRow({ order, serial, highlight = false }: { order: OrderRow_order$key; serial: number; highlight?: boolean }) {
  const o = useFragment(fragment, order);
  return (
    <tr role="row" className={highlight ? customer.rowNew : undefined} data-order-id={o.id}>
      <td role="cell" data-label="Sl No." className={customer.colSl}>
        {serial}
      </td>
      <td role="cell" data-label="Order Date" className={customer.colDate}>
        {o.orderDateText}
      </td>
      <td role="cell" data-label="Your Name" className={customer.colName}>
        {o.customerName}
      </td>
      <td role="cell" data-label="Order Status">
        <OrderStatusBadge status={o.orderStatus} />
      </td>
      <td role="cell" data-label="Payment Status">
        <PaymentCell orderId={o.id} status={o.paymentStatus} context={`for order ${serial}, ${o.packageName} plan`} />
      </td>
    </tr>
  );
}
