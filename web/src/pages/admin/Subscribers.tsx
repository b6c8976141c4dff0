import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { SubscribersQuery } from '../../__generated__/SubscribersQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { FilterBar, useFilteredQuery } from '../../admin/FilterBar';
import { isFiltered, listVariables, SUBSCRIBER_FILTERS } from '../../admin/tableFilters';
import { useReloadable } from '../../admin/useReloadable';
import { SubscribersTable } from './SubscribersTable';

const query = graphql`
  query SubscribersQuery($filter: SubscriberFilter, $sort: String) @preloadable {
    ...SubscribersTable_query @arguments(first: 5, filter: $filter, sort: $sort)
  }
`;

/** /all-subscriber: newsletter subscribers, newest first, 5 a page; filtered by the address (?q=&status=&from=&to=&sort=). */
export default function Subscribers() {
  const [loaded, reload, , loadWith] = useReloadable<SubscribersQuery>(query);
  useFilteredQuery(SUBSCRIBER_FILTERS, loaded, loadWith, listVariables);
  return (
    <AdminPage title="Subscribers" onRetry={reload}>
      <FilterBar spec={SUBSCRIBER_FILTERS} label="Filter subscribers" />
      <SubscribersScreen loaded={loaded} />
    </AdminPage>
  );
}

function SubscribersScreen({ loaded }: { loaded: PreloadedQuery<SubscribersQuery> }) {
  const filtered = isFiltered(SUBSCRIBER_FILTERS, useSearchParams()[0]);
  return (
    <SubscribersTable
      query={usePreloadedQuery<SubscribersQuery>(query, loaded)}
      pageSize={5}
      caption="All subscribers"
      empty={filtered ? 'No subscribers match these filters.' : undefined}
    />
  );
}
