import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SubscribersTable_query$key } from '../../__generated__/SubscribersTable_query.graphql';
import type { SubscribersTablePaginationQuery } from '../../__generated__/SubscribersTablePaginationQuery.graphql';
import { DataTable } from '../../admin/DataTable';
import { shortDate } from '../../admin/format';
import { Pager, useFragmentPages } from '../../admin/pagination';
import { MailLink } from '../../components/contactLinks';

const fragment = graphql`
  fragment SubscribersTable_query on Query
  @refetchable(queryName: "SubscribersTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }) {
    subscribers(first: $first, after: $after) @connection(key: "SubscribersTable_subscribers") {
      totalCount
      edges {
        node {
          id
          email
          createdAt
        }
      }
    }
  }
`;

/** Newsletter subscribers, newest first, `pageSize` a page with Previous/Next (the page's query spreads the first page). */
export function SubscribersTable({ query, caption, pageSize }: { query: SubscribersTable_query$key; caption: string; pageSize: number }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<SubscribersTablePaginationQuery, SubscribersTable_query$key>(fragment, query);
  const edges = (data.subscribers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const pages = useFragmentPages(pageSize, { edges, hasNext, isLoadingNext, loadNext });
  return (
    <>
      <DataTable
        caption={caption}
        columns={[
          { header: 'Sl No.', cell: (_s, i) => pages.offset + i + 1, numeric: true },
          { header: 'Email', cell: (s) => <MailLink address={s.email} /> },
          { header: 'Subscribed', cell: (s) => shortDate(s.createdAt) },
        ]}
        rows={pages.rows}
        rowKey={(s) => s.id}
        empty="No subscribers yet."
        busy={pages.isPending}
      />
      <Pager pages={pages} label={caption} totalCount={data.subscribers.totalCount} hasNextPage={pages.hasNextPage} />
    </>
  );
}
