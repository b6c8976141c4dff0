import { useEffect, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PayNowQuery } from '../../__generated__/PayNowQuery.graphql';
import { formatMoney, perPeriod } from '../../components/money';
import { LoadingCards } from '../../customer/LoadingCards';
import { Fact, PlanAndDate } from '../../customer/OrderSummary';
import { ORDER_CRUMBS, PageHeader } from '../../customer/PageHeader';
import { QueryBoundary } from '../../customer/QueryErrorBoundary';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePageQuery } from '../../relay/usePageQuery';
import customer from '../../customer/customer.module.css';
import { RetryNotice } from '../../customer/RetryNotice';

const query = graphql`
  query PayNowQuery($id: ID!) @preloadable {
    checkout(orderId: $id) {
      action
      fields {
        name
        value
      }
    }
    order: node(id: $id) {
      ... on Order {
        id
        packageName
        price
        billingPeriod
        orderDateText
        customerName
        vatID
        subtotal
        taxAmount
        taxRatePercent
        reverseCharge
        amountDue
        couponCode
        discount
        renewalAmountDue
      }
    }
  }
`;

/** The payment provider's address, if it is a web address (never javascript: or the like). */
export function safeAction(action: string): string | null {
  try {
    const u = new URL(action, window.location.origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

interface Taxed {
  subtotal?: string;
  taxAmount?: string;
  taxRatePercent?: string;
  reverseCharge?: boolean;
}

/** The order's tax as the server quoted it: subtotal and tax, or the reverse charge; nothing when untaxed. */
export function TaxLines({ order }: { order: Taxed }) {
  if (order.reverseCharge) {
    return (
      <>
        <Fact term="Subtotal">{formatMoney(order.subtotal)}</Fact>
        <Fact term="Tax">Reverse charge: VAT to be accounted for by the recipient</Fact>
      </>
    );
  }
  if (!order.taxAmount || Number(order.taxAmount) === 0) return null;
  return (
    <>
      <Fact term="Subtotal">{formatMoney(order.subtotal)}</Fact>
      <Fact term={`Tax (${order.taxRatePercent}%)`}>{formatMoney(order.taxAmount)}</Fact>
    </>
  );
}

interface Discounted {
  couponCode?: string;
  discount?: string;
  subtotal?: string;
}

/** Adds two server amounts ("79.20" + "19.80") exactly, in cents. */
function plus(a = '0', b = '0'): string {
  const cents = Math.round(Number(a) * 100) + Math.round(Number(b) * 100);
  return (cents / 100).toFixed(2);
}

/** A coupon's discount as the server applied it: the plan's price before tax, then the coupon's line; nothing without one. */
export function DiscountLines({ order }: { order: Discounted }) {
  if (!order.discount || Number(order.discount) === 0) return null;
  return (
    <>
      <Fact term="Plan price">{formatMoney(plus(order.subtotal, order.discount))}</Fact>
      <Fact term={`Coupon ${order.couponCode ?? ''}`}>−{formatMoney(order.discount)}</Fact>
    </>
  );
}

/** "the first month" of a recurring plan: what a first-period coupon discounts. */
function firstPeriod(period: string | null | undefined): string {
  return period === 'yearly' ? 'the first year' : 'the first month';
}

/** /pay-now/{id}: the hidden-field form the browser posts to PayPal, exactly as the server hands it out. */
export default function PayNow() {
  useDocumentTitle('Pay Now');
  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader title="Pay Now" crumbs={ORDER_CRUMBS} />
      <QueryBoundary
        loading={<LoadingCards className={customer.payLayout} label="Preparing your payment…" heights={['22rem']} />}
        error={(err, retry) => (
          <RetryNotice
            title="This order cannot be paid right now."
            message={err.message}
            retry={err.code !== 'NOT_FOUND' && err.code !== 'CONFLICT' ? retry : null}
          >
            {' '}
            <Link to="/my-order" className="btn btn-outline btn-sm">
              Back to My Orders
            </Link>
            <Link to="/support" className="btn btn-outline btn-sm">
              Contact support
            </Link>
          </RetryNotice>
        )}
      >
        <PayNowForm />
      </QueryBoundary>
    </section>
  );
}

function PayNowForm() {
  // Always fresh: the form must carry the server's current receiver, amount and addresses.
  const data = usePageQuery<PayNowQuery>(query);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    // Coming back from PayPal with the browser's Back button restores this page as it was left.
    const reset = () => setSending(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const action = safeAction(data.checkout.action);
  const order = data.order?.id ? data.order : null;

  if (!action) {
    return (
      <div className={`${customer.notice} ${customer.noticeError}`} role="alert">
        <p>Payments are not available right now: the payment address is not valid. Please contact support.</p>
      </div>
    );
  }

  return (
    <div className={customer.payLayout}>
      <div className={customer.payCard}>
        {order && (
          <dl className={customer.paySummary}>
            <PlanAndDate order={order} />
            <Fact term="Name">{order.customerName}</Fact>
            {order.vatID ? <Fact term="VAT id">{order.vatID}</Fact> : null}
            <DiscountLines order={order} />
            <TaxLines order={order} />
            <Fact term="Amount due" className={customer.payTotal}>
              {formatMoney(order.amountDue)} <span className={customer.planCurrency}>USD</span>
              {order.renewalAmountDue ? ` for ${firstPeriod(order.billingPeriod)}` : perPeriod(order.billingPeriod)}
            </Fact>
            {order.renewalAmountDue ? (
              <Fact term="Then">
                {formatMoney(order.renewalAmountDue)} <span className={customer.planCurrency}>USD</span>
                {perPeriod(order.billingPeriod)}
              </Fact>
            ) : null}
          </dl>
        )}
        <form method="post" action={action} onSubmit={() => setSending(true)}>
          {data.checkout.fields.map((f) => (
            <input key={f.name} type="hidden" name={f.name} value={f.value} />
          ))}
          <button type="submit" className={`btn ${customer.btnPaypal} btn-block`} aria-busy={sending || undefined}>
            {sending ? 'Opening PayPal…' : 'Pay Now With Paypal'}
          </button>
        </form>
        <p className={customer.payNote}>You will pay on PayPal's secure page and come back here afterwards. You can cancel there at any time.</p>
      </div>
    </div>
  );
}
