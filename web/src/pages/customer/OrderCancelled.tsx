import { useEffect, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { OrderCancelledMutation } from '../../__generated__/OrderCancelledMutation.graphql';
import type { OrderCancelledStatusQuery } from '../../__generated__/OrderCancelledStatusQuery.graphql';
import type { OrderCancelledViewerQuery } from '../../__generated__/OrderCancelledViewerQuery.graphql';
import { apiError } from '../../customer/errors';
import { Spinner } from '../../customer/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import '../../customer/customer.css';

/** How long "You have cancelled the payment." shows before the page moves on (specification, section 9). */
export const CANCEL_REDIRECT_MS = 1500;

const mutation = graphql`
  mutation OrderCancelledMutation($id: ID!) {
    cancelOrder(id: $id) {
      id
      paymentStatus
    }
  }
`;

const viewerQuery = graphql`
  query OrderCancelledViewerQuery {
    viewer {
      isAdmin
    }
  }
`;

const statusQuery = graphql`
  query OrderCancelledStatusQuery($id: ID!) {
    node(id: $id) {
      ... on Order {
        paymentStatus
      }
    }
  }
`;

type Outcome = { kind: 'cancelled'; next: '/admin' | '/dashboard' } | { kind: 'failed'; message: string };

function cancel(env: Environment, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<OrderCancelledMutation>(env, {
      mutation,
      variables: { id },
      updater: (store) => store.invalidateStore(),
      onCompleted: (_res, errors) => (errors?.length ? reject({ errors }) : resolve()),
      onError: reject,
    });
  });
}

/**
 * Cancels the order, then says where to go: admins to /admin, customers to /dashboard.
 * An order that is already Cancelled (the page reloaded, PayPal sent the browser back twice)
 * counts as cancelled; any other failure is told as a sentence.
 */
async function cancelAndDecide(env: Environment, id: string): Promise<Outcome> {
  const viewer = fetchQuery<OrderCancelledViewerQuery>(env, viewerQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((d) => d?.viewer.isAdmin === true)
    .catch(() => false);
  try {
    await cancel(env, id);
  } catch (err) {
    const e = apiError(err, 'We could not cancel this payment. Please try again.');
    if (e.code === 'CONFLICT') {
      const status = await fetchQuery<OrderCancelledStatusQuery>(env, statusQuery, { id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((d) => d?.node?.paymentStatus)
        .catch(() => undefined);
      if (status !== 'Cancelled') {
        return {
          kind: 'failed',
          message: status === 'Paid' ? 'This order is already paid, so its payment cannot be cancelled.' : e.message,
        };
      }
    } else {
      return { kind: 'failed', message: e.message };
    }
  }
  return { kind: 'cancelled', next: (await viewer) ? '/admin' : '/dashboard' };
}

/** /order-cancelled/{id}: where PayPal sends a customer who cancelled the payment. */
export default function OrderCancelled() {
  useDocumentTitle('Payment cancelled');
  const { id = '' } = useParams();
  const env = useRelayEnvironment();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One request per order and environment, however often effects run (StrictMode runs them twice).
  const request = useRef<{ key: string; env: Environment; promise: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (!request.current || request.current.key !== id || request.current.env !== env) {
      request.current = { key: id, env, promise: cancelAndDecide(env, id) };
    }
    let active = true;
    setOutcome(null);
    request.current.promise.then((o) => active && setOutcome(o));
    return () => {
      active = false;
    };
  }, [env, id]);

  useEffect(() => {
    if (outcome?.kind !== 'cancelled') return;
    const t = setTimeout(() => navigate(outcome.next, { replace: true }), CANCEL_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [outcome, navigate]);

  return (
    <section className="page container narrow cust-page" aria-labelledby="page-title">
      <div className="state-card" role="status" aria-live="polite" aria-busy={outcome === null || undefined}>
        {outcome === null && (
          <>
            <Spinner />
            <h1 id="page-title">Cancelling your payment…</h1>
            <p>One moment while we update your order.</p>
          </>
        )}
        {outcome?.kind === 'cancelled' && (
          <>
            <span className="state-icon state-icon-info" aria-hidden="true">
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
            <span className="state-icon state-icon-error" aria-hidden="true">
              !
            </span>
            <h1 id="page-title">We could not cancel this payment</h1>
            <p className="state-message">{outcome.message}</p>
            <p className="btn-row btn-row-center">
              <Link to="/my-order" className="btn btn-primary btn-sm">
                Go to My Orders
              </Link>
              <Link to="/dashboard" className="btn btn-outline btn-sm">
                Dashboard
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
