import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SubscribersTableQuery } from '../../__generated__/SubscribersTableQuery.graphql';
import { DataTable } from '../../admin/DataTable';
import { shortDate } from '../../admin/format';
import { Pager, useCursorPages } from '../../admin/pagination';
import { useAdminQueryOptions } from '../../admin/AdminPage';
import { MailLink } from '../../components/contactLinks';

const query = graphql`
  query SubscribersTableQuery($first: Int!, $after: Cursor) {
    subscribers(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
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

/** Newsletter subscribers, newest first, 5 a page with Previous/Next. */
export function SubscribersTable({ caption = 'Subscribers', pageSize = 5 }: { caption?: string; pageSize?: number }) {
  const pages = useCursorPages(pageSize);
  const data = useLazyLoadQuery<SubscribersTableQuery>(query, pages.variables, useAdminQueryOptions());
  const rows = (data.subscribers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const offset = (pages.page - 1) * pageSize;
  return (
    <>
      <DataTable
        caption={caption}
        columns={[
          { header: 'Sl No.', cell: (_s, i) => offset + i + 1, numeric: true },
          { header: 'Email', cell: (s) => <MailLink address={s.email} /> },
          { header: 'Subscribed', cell: (s) => shortDate(s.createdAt) },
        ]}
        rows={rows}
        rowKey={(s) => s.id}
        empty="No subscribers yet."
        busy={pages.isPending}
      />
      <Pager
        pages={pages}
        label={caption}
        totalCount={data.subscribers.totalCount}
        hasNextPage={data.subscribers.pageInfo.hasNextPage}
        endCursor={data.subscribers.pageInfo.endCursor}
      />
    </>
  );
}
