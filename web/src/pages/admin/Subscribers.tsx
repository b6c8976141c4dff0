import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SubscribersQuery } from '../../__generated__/SubscribersQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { useReloadable } from '../../admin/useReloadable';
import { SubscribersTable } from './SubscribersTable';

const query = graphql`
  query SubscribersQuery @preloadable {
    ...SubscribersTable_query @arguments(first: 5)
  }
`;

/** /all-subscriber: newsletter subscribers, newest first, 5 a page. */
export default function Subscribers() {
  const [loaded, reload] = useReloadable<SubscribersQuery>(query);
  return (
    <AdminPage title="Subscribers" onRetry={reload}>
      <SubscribersScreen loaded={loaded} />
    </AdminPage>
  );
}

function SubscribersScreen({ loaded }: { loaded: PreloadedQuery<SubscribersQuery> }) {
  return <SubscribersTable query={usePreloadedQuery<SubscribersQuery>(query, loaded)} pageSize={5} caption="All subscribers" />;
}
