import { formatMoney } from '../components/money';
import { paymentTone, ToneBadge } from './PaymentCell';
import customer from './customer.module.css';

/** An order at a glance, as the payment pages show it: plan, date, amount and payment status. */
export function OrderSummary({
  order,
  status = order.paymentStatus ?? '',
}: {
  order: { readonly packageName?: string; readonly orderDateText?: string; readonly price?: string; readonly paymentStatus?: string };
  /** The status to show, when the page follows it more closely than the order it loaded. */
  status?: string;
}) {
  return (
    <dl className={customer.paySummary}>
      <div>
        <dt>Plan</dt>
        <dd>{order.packageName}</dd>
      </div>
      <div>
        <dt>Order Date</dt>
        <dd>{order.orderDateText}</dd>
      </div>
      <div>
        <dt>Amount</dt>
        <dd>{formatMoney(order.price)} USD</dd>
      </div>
      <div>
        <dt>Payment Status</dt>
        <dd>
          <ToneBadge tone={paymentTone(status)} testId="payment-status">
            {status}
          </ToneBadge>
        </dd>
      </div>
    </dl>
  );
}
