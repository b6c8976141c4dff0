import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ReceivedPaymentQuery } from '../../__generated__/ReceivedPaymentQuery.graphql';
import { LoadingCards } from '../../customer/LoadingCards';
import { OrderLinks } from '../../customer/OrderLinks';
import { ORDER_CRUMBS, PageHeader } from '../../customer/PageHeader';
import { QueryBoundary } from '../../customer/QueryErrorBoundary';
import { OrderSummary } from '../../customer/OrderSummary';
import { Spinner } from '../../customer/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePageQuery } from '../../relay/usePageQuery';
import customer from '../../customer/customer.module.css';
import { RetryNotice } from '../../customer/RetryNotice';

/** PayPal confirms a payment to the server on its own (IPN); the page asks again this often… */
export const POLL_INTERVAL_MS = 2000;
/** …this many times (about a minute), then says the payment is still being confirmed. */
export const POLL_LIMIT = 30;

const query = graphql`
  query ReceivedPaymentQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Order {
        id
        packageName
        price
        orderDateText
        paymentStatus
        orderStatus
      }
    }
  }
`;

/**
 * /received-payment/{id}: PayPal's return page. It thanks the customer and shows the order's
 * payment status as the server has it, asking again every two seconds (a bounded number of
 * times) until the server has been told by PayPal that it is Paid. It never marks anything paid.
 */
export default function ReceivedPayment() {
  useDocumentTitle('Payment received');
  const { id = '' } = useParams();
  return (
    <section className={`page container narrow ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader title="Thank you for your payment" crumbs={ORDER_CRUMBS} />
      <QueryBoundary
        loading={<LoadingCards className={customer.stateCard} label="Loading your order…" heights={['12rem']} />}
        error={(err, retry) => (
          <RetryNotice message={err.message} retry={retry}>
            {' '}
            <Link to="/my-order" className="btn btn-outline btn-sm">
              Go to My Orders
            </Link>
          </RetryNotice>
        )}
      >
        <PaymentState id={id} />
      </QueryBoundary>
    </section>
  );
}

function PaymentState({ id }: { id: string }) {
  const env = useRelayEnvironment();
  const data = usePageQuery<ReceivedPaymentQuery>(query);
  const order = data.node?.id ? data.node : null;
  const status = order?.paymentStatus;
  const [polls, setPolls] = useState(0);
  const [round, setRound] = useState(0); // "Check again" starts another bounded round
  const waiting = status === 'UnPaid';
  const gaveUp = waiting && polls >= POLL_LIMIT;

  useEffect(() => {
    if (!waiting || polls >= POLL_LIMIT) return;
    let active = true;
    const t = setTimeout(() => {
      // The answer lands in the Relay store, which re-renders this page with the new status.
      fetchQuery<ReceivedPaymentQuery>(env, query, { id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined)
        .finally(() => {
          if (active) setPolls((n) => n + 1);
        });
    }, POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearTimeout(t);
    };
  }, [env, id, waiting, polls, round]);

  if (!order) {
    return (
      <div className={`${customer.notice} ${customer.noticeError}`} role="alert">
        <p>We can't find that order among yours. If you paid for it, it will show in My Orders once it is confirmed.</p>
        <p>
          <Link to="/my-order" className="btn btn-primary btn-sm">
            Go to My Orders
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={customer.stateCard}>
      <OrderSummary order={order} status={status ?? ''} />
      <div className={customer.confirmLine} role="status" aria-live="polite">
        {status === 'Paid' && <p className="form-success">Your payment is confirmed. Thank you! We will start on your order shortly.</p>}
        {status === 'Cancelled' && <p>This order was cancelled, so no payment is expected for it.</p>}
        {status === 'Pending' && (
          <p>PayPal is holding your payment for now. Your order will show “You Have Paid” in My Orders once PayPal completes it: do not pay again.</p>
        )}
        {(status === 'Refunded' || status === 'Reversed') && <p>This order's payment was {status === 'Refunded' ? 'refunded' : 'reversed at PayPal'}.</p>}
        {waiting && !gaveUp && (
          <p className={customer.confirming}>
            <Spinner size="small" /> We are confirming your payment with PayPal. This usually takes a few seconds…
          </p>
        )}
        {gaveUp && (
          <p>Your payment is still being confirmed. PayPal can take a few minutes; your order will show “You Have Paid” in My Orders once it is confirmed.</p>
        )}
      </div>
      <p className="btn-row">
        {gaveUp && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setPolls(0);
              setRound((r) => r + 1);
            }}
          >
            Check again
          </button>
        )}
        <OrderLinks />
      </p>
    </div>
  );
}
