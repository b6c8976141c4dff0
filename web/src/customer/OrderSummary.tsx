import type { ReactNode } from 'react';
import { formatMoney } from '../components/money';
import { paymentTone, ToneBadge } from './PaymentCell';
import customer from './customer.module.css';

/** One term of a summary list and what it says. */
export function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The first facts of every order summary: its plan and when it was ordered. */
export function PlanAndDate({ order }: { order: { readonly packageName?: string; readonly orderDateText?: string } }) {
  return (
    <>
      <Fact term="Plan">{order.packageName}</Fact>
      <Fact term="Order Date">{order.orderDateText}</Fact>
    </>
  );
}

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
      <PlanAndDate order={order} />
      <Fact term="Amount">{formatMoney(order.price)} USD</Fact>
      <Fact term="Payment Status">
        <ToneBadge tone={paymentTone(status)} testId="payment-status">
          {status}
        </ToneBadge>
      </Fact>
    </dl>
  );
}
