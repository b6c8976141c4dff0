import { useEffect, useId } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { SubscriptionsQuery } from '../../__generated__/SubscriptionsQuery.graphql';
import type { SubscriptionsTable_query$key } from '../../__generated__/SubscriptionsTable_query.graphql';
import type { SubscriptionsTablePaginationQuery } from '../../__generated__/SubscriptionsTablePaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { shortDate } from '../../admin/format';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { SUBSCRIPTION_PAGE_SIZE, SUBSCRIPTION_STATES, subscriptionVariables } from '../../admin/subscriptionPages';
import { useReloadable } from '../../admin/useReloadable';
import { formatMoney, perPeriod } from '../../components/money';
import bar from '../../admin/FilterBar.module.css';

const query = graphql`
  query SubscriptionsQuery($count: Int!, $status: SubscriptionStatus) @preloadable {
    monthlyRecurringRevenue
    ...SubscriptionsTable_query @arguments(first: $count, status: $status)
  }
`;

const fragment = graphql`
  fragment SubscriptionsTable_query on Query
  @refetchable(queryName: "SubscriptionsTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, status: { type: "SubscriptionStatus" }) {
    subscriptions(first: $first, after: $after, status: $status) @connection(key: "SubscriptionsTable_subscriptions") {
      totalCount
      edges {
        node {
          id
          orderDateText
          customerName
          customerEmail
          packageName
          price
          billingPeriod
          subscriptionStatus
          nextPaymentAt
        }
      }
    }
  }
`;

/**
 * /admin/subscriptions (the sales area): every subscription with its state and next payment,
 * newest first, narrowed by state in the address, under the monthly recurring revenue.
 */
export default function Subscriptions() {
  const [loaded, reload, , loadWith] = useReloadable<SubscriptionsQuery>(query);
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const wanted = subscriptionVariables(search);
  // The route's loader runs on a new path only: a change of the state asks here.
  const stale = wanted.status !== (loaded.variables.status ?? null);
  useEffect(() => {
    if (stale) loadWith({ ...loaded.variables, status: wanted.status });
  }, [stale, loadWith, loaded.variables, wanted.status]);

  const set = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setSearch(next, { preventScrollReset: true });
  };
  return (
    <AdminPage title="Subscriptions" onRetry={reload}>
      <form className={bar.bar} aria-label="Filter the subscriptions" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-status`}>State</label>
          <select id={`${id}-status`} value={wanted.status ?? ''} onChange={(e) => set(e.target.value)}>
            <option value="">All</option>
            {Object.entries(SUBSCRIPTION_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <SubscriptionsScreen loaded={loaded} />
    </AdminPage>
  );
}

function SubscriptionsScreen({ loaded }: { loaded: PreloadedQuery<SubscriptionsQuery> }) {
  const data = usePreloadedQuery<SubscriptionsQuery>(query, loaded);
  const { data: list, hasNext, isLoadingNext, loadNext } = usePaginationFragment<SubscriptionsTablePaginationQuery, SubscriptionsTable_query$key>(fragment, data);
  return (
    <>
      <p role="status" data-testid="subscriptions-mrr">
        Monthly recurring revenue: <strong>{formatMoney(data.monthlyRecurringRevenue)}</strong>{' '}
        <span className="admin-muted">(active and past-due subscriptions, a yearly one counting a twelfth)</span>
      </p>
      <PagedTable
        connection={{ edges: nodesOf(list.subscriptions.edges), totalCount: list.subscriptions.totalCount, hasNext, isLoadingNext, loadNext }}
        pageSize={SUBSCRIPTION_PAGE_SIZE}
        caption="Subscriptions"
        columns={[
          { header: 'Order', cell: (o) => <Link to={`/admin/payment-status/${o.id}`}>#{o.id}</Link> },
          { header: 'Since', cell: (o) => o.orderDateText },
          { header: 'Customer', wide: true, cell: (o) => `${o.customerName} (${o.customerEmail})` },
          { header: 'Plan', cell: (o) => o.packageName },
          { header: 'Price', numeric: true, cell: (o) => `${formatMoney(o.price)}${perPeriod(o.billingPeriod)}` },
          { header: 'State', cell: (o) => (o.subscriptionStatus ? <StatusBadge status={o.subscriptionStatus} label={SUBSCRIPTION_STATES[o.subscriptionStatus]} /> : '') },
          {
            header: 'Next payment',
            cell: (o) => {
              if (!o.nextPaymentAt) return '—';
              if (o.subscriptionStatus === 'cancelled') return `none (paid until ${shortDate(o.nextPaymentAt)})`;
              return o.subscriptionStatus === 'ended' ? '—' : shortDate(o.nextPaymentAt);
            },
          },
        ]}
        empty="No subscriptions match."
      />
    </>
  );
}
