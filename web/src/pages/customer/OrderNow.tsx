import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { OrderNowMutation } from '../../__generated__/OrderNowMutation.graphql';
import type { OrderNowQuery } from '../../__generated__/OrderNowQuery.graphql';
import { LoadingCards } from '../../customer/LoadingCards';
import { apiError } from '../../customer/errors';
import { formatMoney, perPeriod } from '../../components/money';
import { OrderForm, type OrderSubmitFailure } from '../../customer/OrderForm';
import { serverOrderErrors, type OrderDetails } from '../../customer/orderValidation';
import { PageHeader } from '../../customer/PageHeader';
import { QueryBoundary } from '../../customer/QueryErrorBoundary';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePageQuery } from '../../relay/usePageQuery';
import customer from '../../customer/customer.module.css';
import { RetryNotice } from '../../customer/RetryNotice';

const query = graphql`
  query OrderNowQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on PricingPackage {
        id
        packageName
        packagePrice
        billingPeriod
        packageDetails
      }
    }
    viewer {
      email
    }
  }
`;

const mutation = graphql`
  mutation OrderNowMutation($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      packageName
      price
      paymentStatus
      orderStatus
      ...OrderRow_order
    }
  }
`;

/** What /pending-order is told about the order just placed (router state). */
export interface PlacedOrderState {
  placedOrder?: { id: string; packageName: string; price: string };
}

/** /order-now/{id}: the order form for one pricing plan. */
export default function OrderNow() {
  useDocumentTitle('Order Now');
  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <PageHeader
        title="Order Now"
        crumbs={[{ to: '/pricing', label: 'Pricing' }]}
        lead="Check your plan, tell us who you are and where you are, and place your order. You pay on the next step."
      />
      <QueryBoundary
        loading={<LoadingCards className={customer.orderLayout} label="Loading the plan…" heights={['20rem', '32rem']} />}
        error={(err, retry) => (
          <RetryNotice message={err.message} retry={retry}>
            {' '}
            <Link to="/pricing" className="btn btn-outline btn-sm">
              See all plans
            </Link>
          </RetryNotice>
        )}
      >
        <OrderNowContent />
      </QueryBoundary>
    </section>
  );
}

function OrderNowContent() {
  const data = usePageQuery<OrderNowQuery>(query);
  const navigate = useNavigate();
  const [commit] = useMutation<OrderNowMutation>(mutation);
  const plan = data.node?.__typename === 'PricingPackage' ? data.node : null;

  const place = useCallback(
    (details: OrderDetails) =>
      new Promise<OrderSubmitFailure | null>((resolve) => {
        if (!plan) return resolve({ message: 'This plan is not available.' });
        const fail = (err: unknown) => {
          const e = apiError(err, 'Your order could not be placed. Please try again.');
          resolve({ message: e.message, fields: serverOrderErrors(e.fields, e.message) });
        };
        commit({
          variables: { input: { packageId: plan.id, ...details } },
          // Every list and total that counted orders is out of date now: load them afresh.
          updater: (store) => store.invalidateStore(),
          onCompleted: (res, errors) => {
            if (errors?.length) return fail(errors);
            const o = res.createOrder;
            resolve(null);
            navigate('/pending-order', {
              state: { placedOrder: { id: o.id, packageName: o.packageName, price: o.price } } satisfies PlacedOrderState,
            });
          },
          onError: fail,
        });
      }),
    [commit, navigate, plan],
  );

  if (!plan) {
    return (
      <div className={`${customer.notice} ${customer.noticeError}`} role="alert">
        <p>We can't find that plan. It may have been removed; please choose one from the pricing page.</p>
        <p>
          <Link to="/pricing" className="btn btn-primary btn-sm">
            See all plans
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={customer.orderLayout}>
      <aside className={customer.planCard} aria-labelledby="plan-name">
        <p className="eyebrow">Your plan</p>
        <h2 id="plan-name" className={customer.planName}>
          {plan.packageName}
        </h2>
        <p className={customer.planPrice}>
          {formatMoney(plan.packagePrice)} <span className={customer.planCurrency}>USD</span>
          {perPeriod(plan.billingPeriod)}
        </p>
        {plan.packageDetails ? <p className={customer.planDetails}>{plan.packageDetails}</p> : null}
        <ol className={customer.steps} aria-label="How ordering works">
          <li className={customer.stepCurrent}>Place your order</li>
          <li>Pay securely with PayPal</li>
          <li>We start work on your SEO</li>
        </ol>
      </aside>
      <div className={customer.formCard}>
        <OrderForm packageName={plan.packageName} price={plan.packagePrice} email={data.viewer.email ?? ''} onSubmit={place} />
      </div>
    </div>
  );
}
