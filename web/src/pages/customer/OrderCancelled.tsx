import { useEffect, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { OrderCancelledMutation } from '../../__generated__/OrderCancelledMutation.graphql';
import type { OrderCancelledQuery, OrderCancelledQuery$data } from '../../__generated__/OrderCancelledQuery.graphql';
import { apiError } from '../../customer/errors';
import { OrderLinks } from '../../customer/OrderLinks';
import { OrderSummary } from '../../customer/OrderSummary';
import { Spinner } from '../../customer/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import customer from '../../customer/customer.module.css';

/** How long "You have cancelled the payment." shows before the page moves on (specification, section 9). */
export const CANCEL_REDIRECT_MS = 1500;

const mutation = graphql`
  mutation OrderCancelledMutation($id: ID!, $token: String) {
    cancelOrder(id: $id, token: $token) {
      id
      paymentStatus
    }
  }
`;

const query = graphql`
  query OrderCancelledQuery($id: ID!) {
    viewer {
      isAdmin
    }
    node(id: $id) {
      __typename
      ... on Order {
        id
        packageName
        price
        orderDateText
        paymentStatus
      }
    }
  }
`;

type Order = Extract<NonNullable<OrderCancelledQuery$data['node']>, { __typename: 'Order' }>;
type Next = '/admin' | '/dashboard';

type Outcome =
  | { kind: 'cancelled'; next: Next }
  | { kind: 'confirm'; order: Order; next: Next; isAdmin: boolean }
  | { kind: 'failed'; message: string };

const NOT_FOUND = "We can't find that order among yours. Check the link, or find the order in My Orders.";

function cancel(env: Environment, id: string, token: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<OrderCancelledMutation>(env, {
      mutation,
      variables: { id, token },
      updater: (store) => store.invalidateStore(),
      onCompleted: (_res, errors) => (errors?.length ? reject({ errors }) : resolve()),
      onError: reject,
    });
  });
}

/**
 * The order and who is asking, then what the page shows: an order already Cancelled (a
 * reload, PayPal sending the browser back twice) counts as cancelled; any other status but
 * UnPaid cannot be cancelled, and says why; an UnPaid order asks for a confirmation.
 */
async function look(env: Environment, id: string): Promise<Outcome> {
  let data: OrderCancelledQuery$data | undefined;
  try {
    data = await fetchQuery<OrderCancelledQuery>(env, query, { id }, { fetchPolicy: 'network-only' }).toPromise();
  } catch (err) {
    const e = apiError(err, 'We could not load this order. Please try again.');
    return { kind: 'failed', message: e.code === 'NOT_FOUND' ? NOT_FOUND : e.message };
  }
  const isAdmin = data?.viewer.isAdmin === true;
  const next: Next = isAdmin ? '/admin' : '/dashboard';
  const order = data?.node?.__typename === 'Order' ? data.node : null;
  if (!order) return { kind: 'failed', message: NOT_FOUND };
  switch (order.paymentStatus) {
    case 'UnPaid':
      return { kind: 'confirm', order, next, isAdmin };
    case 'Cancelled':
      return { kind: 'cancelled', next };
    case 'Paid':
      return { kind: 'failed', message: 'This order is already paid, so its payment cannot be cancelled.' };
    case 'Pending':
      return { kind: 'failed', message: 'PayPal is holding a payment for this order, so it cannot be cancelled. It will show in My Orders once PayPal decides.' };
    default:
      return { kind: 'failed', message: `This order is ${order.paymentStatus}, so it cannot be cancelled.` };
  }
}

/**
 * Back from PayPal with the order's token (PayPal's cancel_return link): the owner's UnPaid
 * order is cancelled at once. An admin, a link without a token, or a token the server does
 * not accept (someone else's link) gets the confirmation instead.
 */
async function arrive(env: Environment, id: string, token: string | null): Promise<Outcome> {
  const first = await look(env, id);
  if (first.kind !== 'confirm' || !token || first.isAdmin) return first;
  try {
    await cancel(env, id, token);
    return { kind: 'cancelled', next: first.next };
  } catch (err) {
    const e = apiError(err, 'We could not cancel this payment. Please try again.');
    // CONFLICT: the server wants a confirmation, or the order changed meanwhile: look again.
    return e.code === 'CONFLICT' ? look(env, id) : { kind: 'failed', message: e.message };
  }
}

/** /order-cancelled/{id}: where PayPal sends a customer who cancelled the payment. */
export default function OrderCancelled() {
  useDocumentTitle('Payment cancelled');
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') || null;
  const env = useRelayEnvironment();
  const navigate = useNavigate();
  const key = `${id}?${token ?? ''}`;
  // The outcome of this order, token and environment (none yet while it is worked out).
  const [answered, setAnswered] = useState<{ key: string; env: Environment; outcome: Outcome } | null>(null);
  const outcome = answered && answered.key === key && answered.env === env ? answered.outcome : null;
  // One request per order, token and environment, however often effects run (StrictMode runs them twice).
  const request = useRef<{ key: string; env: Environment; promise: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (!request.current || request.current.key !== key || request.current.env !== env) {
      request.current = { key, env, promise: arrive(env, id, token) };
    }
    let active = true;
    request.current.promise.then((o) => active && setAnswered({ key, env, outcome: o }));
    return () => {
      active = false;
    };
  }, [env, id, token, key]);

  useEffect(() => {
    if (outcome?.kind !== 'cancelled') return;
    const t = setTimeout(() => navigate(outcome.next, { replace: true }), CANCEL_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [outcome, navigate]);

  return (
    <section className={`page container narrow ${customer.custPage}`} aria-labelledby="page-title">
      {outcome?.kind === 'confirm' ? (
        <ConfirmCancel outcome={outcome} onDone={(o) => setAnswered({ key, env, outcome: o })} />
      ) : (
        <div className={customer.stateCard} role="status" aria-live="polite" aria-busy={outcome === null || undefined}>
          {outcome === null && (
            <>
              <Spinner />
              <h1 id="page-title">{token ? 'Cancelling your payment…' : 'Loading your order…'}</h1>
              <p>One moment while we {token ? 'update' : 'look up'} your order.</p>
            </>
          )}
          {outcome?.kind === 'cancelled' && (
            <>
              <span className={`${customer.stateIcon} ${customer.stateIconInfo}`} aria-hidden="true">
                ✓
              </span>
              <h1 id="page-title">You have cancelled the payment.</h1>
              <p>
                Your order is marked as cancelled. Taking you to {outcome.next === '/admin' ? 'the admin area' : 'your dashboard'}…
              </p>
              <p>
                <Link to={outcome.next} replace>
                  Go now
                </Link>
              </p>
            </>
          )}
          {outcome?.kind === 'failed' && (
            <>
              <span className={`${customer.stateIcon} ${customer.stateIconError}`} aria-hidden="true">
                !
              </span>
              <h1 id="page-title">We could not cancel this payment</h1>
              <p className={customer.stateMessage}>{outcome.message}</p>
              <p className={`btn-row ${customer.btnRowCenter}`}>
                <OrderLinks />
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The order, and a button that cancels it: nothing is cancelled until it is pressed. */
function ConfirmCancel({ outcome, onDone }: { outcome: Extract<Outcome, { kind: 'confirm' }>; onDone(o: Outcome): void }) {
  const { order, next, isAdmin } = outcome;
  const env = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await cancel(env, order.id, null);
      onDone({ kind: 'cancelled', next });
    } catch (err) {
      const e = apiError(err, 'We could not cancel this order. Please try again.');
      if (e.code === 'CONFLICT') {
        const now = await look(env, order.id);
        if (now.kind !== 'confirm') return onDone(now);
      }
      setBusy(false);
      setError(e.message);
    }
  }

  return (
    <div className={customer.stateCard}>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        Cancel this order?
      </h1>
      <p>
        {isAdmin
          ? 'This order is not paid. Cancel it only if it will not be paid: the customer can no longer pay it then.'
          : 'This order is not paid. Cancel it if you no longer want it, or keep it and pay it later from My Orders.'}
      </p>
      <OrderSummary order={order} />
      {error && (
        <p className={customer.stateMessage} role="alert">
          {error}
        </p>
      )}
      <p className={`btn-row ${customer.btnRowCenter}`}>
        <button type="button" className="btn btn-primary btn-sm" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Cancelling…' : 'Cancel this order'}
        </button>
        <Link to={isAdmin ? `/admin/payment-status/${order.id}` : '/my-order'} className="btn btn-outline btn-sm">
          Keep the order
        </Link>
      </p>
    </div>
  );
}
