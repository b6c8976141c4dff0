import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { MessagesQuery } from '../../__generated__/MessagesQuery.graphql';
import type { Messages_row$data, Messages_row$key } from '../../__generated__/Messages_row.graphql';
import type { MessagesRead_query$key } from '../../__generated__/MessagesRead_query.graphql';
import type { MessagesReadPaginationQuery } from '../../__generated__/MessagesReadPaginationQuery.graphql';
import type { MessagesUnread_query$key } from '../../__generated__/MessagesUnread_query.graphql';
import type { MessagesUnreadPaginationQuery } from '../../__generated__/MessagesUnreadPaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { FilterBar, useFilteredQuery } from '../../admin/FilterBar';
import { filterOf, MESSAGE_FILTERS, messagesVariables } from '../../admin/tableFilters';
import { shortDate } from '../../admin/format';
import { DeleteButton } from '../../admin/Lifecycle';
import { useReloadable } from '../../admin/useReloadable';
import type { LoadedConnection } from '../../components/Pager';

const PAGE_SIZE = 3;

// One fragment per table: Relay pages one connection per fragment, and the two lists are the
// same field with another status (the page's variables $unread and $read: the address's filter
// with each table's status).
const unreadFragment = graphql`
  fragment MessagesUnread_query on Query
  @refetchable(queryName: "MessagesUnreadPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 3 }, after: { type: "Cursor" }, filter: { type: "MessageFilter" }, sort: { type: "String" }) {
    unread: adminMessages(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "Messages_unread") {
      __id
      totalCount
      edges {
        node {
          ...Messages_row
        }
      }
    }
  }
`;

const readFragment = graphql`
  fragment MessagesRead_query on Query
  @refetchable(queryName: "MessagesReadPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 3 }, after: { type: "Cursor" }, filter: { type: "MessageFilter" }, sort: { type: "String" }) {
    read: adminMessages(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "Messages_read") {
      __id
      totalCount
      edges {
        node {
          ...Messages_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment Messages_row on Message @inline {
    id
    fullName
    emailAddress
    subject
    createdAt
  }
`;

const query = graphql`
  query MessagesQuery($unread: MessageFilter, $read: MessageFilter, $sort: String) @preloadable {
    ...MessagesUnread_query @arguments(filter: $unread, sort: $sort)
    ...MessagesRead_query @arguments(filter: $read, sort: $sort)
  }
`;

/**
 * /all-messages: the Unread and Read tables, 3 a page each (?unread=n&read=n); every row opens
 * /view/{id}. The address's search and dates filter both (?q=&from=&to=&sort=); ?status=UnRead
 * or Read shows that table only.
 */
export default function Messages() {
  const [loaded, reload, , loadWith] = useReloadable<MessagesQuery>(query);
  useFilteredQuery(MESSAGE_FILTERS, loaded, loadWith, messagesVariables);
  return (
    <AdminPage title="Messages" onRetry={reload}>
      <FilterBar spec={MESSAGE_FILTERS} label="Filter messages" />
      <MessagesScreen loaded={loaded} />
    </AdminPage>
  );
}

function MessagesScreen({ loaded }: { loaded: PreloadedQuery<MessagesQuery> }) {
  const data = usePreloadedQuery<MessagesQuery>(query, loaded);
  const { filter } = filterOf(MESSAGE_FILTERS, useSearchParams()[0]);
  return (
    <div className="admin-messages">
      {filter.status !== 'Read' && (
        <section aria-labelledby="msg-unread">
          <h2 id="msg-unread">Unread Messages</h2>
          <UnreadTable query={data} />
        </section>
      )}
      {filter.status !== 'UnRead' && (
        <section className="admin-section" aria-labelledby="msg-read">
          <h2 id="msg-read">Read Messages</h2>
          <ReadTable query={data} />
        </section>
      )}
    </div>
  );
}

function UnreadTable({ query }: { query: MessagesUnread_query$key }) {
  const { data, ...more } = usePaginationFragment<MessagesUnreadPaginationQuery, MessagesUnread_query$key>(unreadFragment, query);
  return <MessagesTable caption="Unread messages" param="unread" empty="No unread messages." connection={data.unread} more={more} />;
}

function ReadTable({ query }: { query: MessagesRead_query$key }) {
  const { data, ...more } = usePaginationFragment<MessagesReadPaginationQuery, MessagesRead_query$key>(readFragment, query);
  return <MessagesTable caption="Read messages" param="read" empty="No read messages." connection={data.read} more={more} />;
}

interface TableProps {
  caption: string;
  /** The search parameter of the table's page number. */
  param: string;
  empty: string;
  connection: { readonly __id: string; readonly totalCount: number; readonly edges?: ReadonlyArray<{ readonly node?: Messages_row$key | null } | null | undefined> | null };
  more: Omit<LoadedConnection<Messages_row$data>, 'edges' | 'totalCount'>;
}

function MessagesTable({ caption, param, empty, connection, more }: TableProps) {
  const edges = nodesOf(connection.edges).map((node) => readInlineData(rowFragment, node));
  return (
    <PagedTable
      connection={{ edges, totalCount: connection.totalCount, ...more }}
      pageSize={PAGE_SIZE}
      param={param}
      caption={caption}
      numbered
      columns={[
        { header: 'Name', cell: (m) => m.fullName || '—' },
        { header: 'Email', cell: (m) => m.emailAddress || '—' },
        { header: 'Subject', wide: true, cell: (m) => m.subject || '(no subject)' },
        { header: 'Received', cell: (m) => shortDate(m.createdAt) },
        {
          header: 'Message',
          cell: (m) => (
            <Link to={`/view/${m.id}`} aria-label={`View message${m.subject ? ` "${m.subject}"` : ''} from ${m.fullName || m.emailAddress || 'a visitor'}`}>
              View
            </Link>
          ),
        },
        {
          header: 'Delete',
          cell: (m) => <DeleteButton id={m.id} label={`the message${m.subject ? ` "${m.subject}"` : ''} from ${m.fullName || m.emailAddress || 'a visitor'}`} connections={[connection.__id]} />,
        },
      ]}
      empty={empty}
    />
  );
}
