import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MessageStatus, MessagesTableQuery } from '../../__generated__/MessagesTableQuery.graphql';
import { AdminPage, AdminSkeleton, useAdminQueryOptions } from '../../admin/AdminPage';
import { DataTable } from '../../admin/DataTable';
import { shortDate } from '../../admin/format';
import { Pager, useCursorPages } from '../../admin/pagination';

const query = graphql`
  query MessagesTableQuery($status: MessageStatus!, $first: Int!, $after: Cursor) {
    messagesByStatus(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          fullName
          emailAddress
          subject
          createdAt
        }
      }
    }
  }
`;

export const MESSAGES_PAGE_SIZE = 3;

/** /all-messages: the Unread and Read tables, 3 a page each; every row opens /view/{id}. */
export default function Messages() {
  return (
    <AdminPage title="Messages">
      <div className="admin-messages">
        <section aria-labelledby="msg-unread">
          <h2 id="msg-unread">Unread Messages</h2>
          <Suspense fallback={<AdminSkeleton label="Loading unread messages" />}>
            <MessagesTable status="UnRead" caption="Unread messages" />
          </Suspense>
        </section>
        <section className="admin-section" aria-labelledby="msg-read">
          <h2 id="msg-read">Read Messages</h2>
          <Suspense fallback={<AdminSkeleton label="Loading read messages" />}>
            <MessagesTable status="Read" caption="Read messages" />
          </Suspense>
        </section>
      </div>
    </AdminPage>
  );
}

function MessagesTable({ status, caption }: { status: MessageStatus; caption: string }) {
  const pages = useCursorPages(MESSAGES_PAGE_SIZE);
  const data = useLazyLoadQuery<MessagesTableQuery>(query, { status, ...pages.variables }, useAdminQueryOptions());
  const conn = data.messagesByStatus;
  const rows = (conn.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const offset = (pages.page - 1) * MESSAGES_PAGE_SIZE;
  return (
    <>
      <DataTable
        caption={caption}
        columns={[
          { header: 'Sl No.', cell: (_m, i) => offset + i + 1, numeric: true },
          { header: 'Name', cell: (m) => m.fullName || '—' },
          { header: 'Email', cell: (m) => m.emailAddress || '—' },
          { header: 'Subject', className: 'wrap', cell: (m) => m.subject || '(no subject)' },
          { header: 'Received', cell: (m) => shortDate(m.createdAt) },
          {
            header: 'Message',
            cell: (m) => (
              <Link to={`/view/${m.id}`} aria-label={`View message${m.subject ? ` "${m.subject}"` : ''} from ${m.fullName || m.emailAddress || 'a visitor'}`}>
                View
              </Link>
            ),
          },
        ]}
        rows={rows}
        rowKey={(m) => m.id}
        empty={status === 'UnRead' ? 'No unread messages.' : 'No read messages.'}
        busy={pages.isPending}
      />
      <Pager pages={{ ...pages, next: () => pages.next(conn.pageInfo.endCursor) }} label={caption} totalCount={conn.totalCount} hasNextPage={conn.pageInfo.hasNextPage} />
    </>
  );
}
