import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SubscribersTable_query$key } from '../../__generated__/SubscribersTable_query.graphql';
import type { SubscribersTablePaginationQuery } from '../../__generated__/SubscribersTablePaginationQuery.graphql';
import { DeleteButton } from '../../admin/Lifecycle';
import { shortDate } from '../../admin/format';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { MailLink } from '../../components/contactLinks';

const fragment = graphql`
  fragment SubscribersTable_query on Query
  @refetchable(queryName: "SubscribersTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, filter: { type: "SubscriberFilter" }, sort: { type: "String" }) {
    subscribers: adminSubscribers(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "SubscribersTable_subscribers") {
      __id
      totalCount
      edges {
        node {
          id
          email
          createdAt
          status
          confirmedAt
        }
      }
    }
  }
`;

/**
 * Newsletter subscribers, newest first unless filtered otherwise, `pageSize` a page, the page number in ?{param}=n (the
 * page's query spreads the first page).
 */
export function SubscribersTable({ query, caption, pageSize, param, empty = 'No subscribers yet.' }: { query: SubscribersTable_query$key; caption: string; pageSize: number; param?: string; empty?: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<SubscribersTablePaginationQuery, SubscribersTable_query$key>(fragment, query);
  const { totalCount } = data.subscribers;
  return (
    <PagedTable
      connection={{ edges: nodesOf(data.subscribers.edges), totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={pageSize}
      param={param}
      caption={caption}
      numbered
      columns={[
        { header: 'Email', cell: (s) => <MailLink address={s.email} /> },
        { header: 'Subscribed', cell: (s) => shortDate(s.createdAt) },
        { header: 'Status', cell: (s) => s.status },
        { header: 'Confirmed', cell: (s) => (s.confirmedAt ? shortDate(s.confirmedAt) : s.status === 'Confirmed' ? 'before double opt-in' : '—') },
        { header: 'Delete', cell: (s) => <DeleteButton id={s.id} label={s.email} connections={[data.subscribers.__id]} /> },
      ]}
      empty={empty}
    />
  );
}
