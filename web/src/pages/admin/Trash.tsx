import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TrashQuery } from '../../__generated__/TrashQuery.graphql';
import type { Trash_query$data, Trash_query$key } from '../../__generated__/Trash_query.graphql';
import type { TrashPaginationQuery } from '../../__generated__/TrashPaginationQuery.graphql';
import type { TrashRestoreMutation } from '../../__generated__/TrashRestoreMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import type { Column } from '../../admin/DataTable';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { toAdminError } from '../../admin/errors';
import { words } from '../../admin/describe';
import { dateTime, shortDate } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { useToast } from '../../components/Toast';

/** Ten deleted records a page (pages/index.ts asks for ten a page). */
const TRASH_PAGE_SIZE = 10;

const query = graphql`
  query TrashQuery($count: Int!) @preloadable {
    ...Trash_query @arguments(first: $count)
  }
`;

const fragment = graphql`
  fragment Trash_query on Query @refetchable(queryName: "TrashPaginationQuery") @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }) {
    trash(first: $first, after: $after) @connection(key: "Trash_trash") {
      totalCount
      edges {
        node {
          id
          nodeID
          nodeType
          label
          deletedBy
          createdAt
          purgeAt
        }
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation TrashRestoreMutation($id: ID!) {
    restoreItem(id: $id) {
      id
    }
  }
`;

type Item = NonNullable<NonNullable<NonNullable<Trash_query$data['trash']['edges']>[number]>['node']>;


/** /admin/trash: deleted records, newest first, each restorable until it is purged. */
export default function Trash() {
  const [loaded, reload] = useReloadable<TrashQuery>(query);
  return (
    <AdminPage title="Trash" onRetry={reload}>
      <p className="admin-muted">Deleted records stay here for 30 days, then they are gone for good. Restore puts one back where it was.</p>
      <TrashScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function TrashScreen({ loaded, reload }: { loaded: PreloadedQuery<TrashQuery>; reload(): void }) {
  const toast = useToast();
  const [restore, restoring] = useAdminMutation<TrashRestoreMutation>(restoreMutation);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TrashPaginationQuery, Trash_query$key>(fragment, usePreloadedQuery<TrashQuery>(query, loaded));
  // restoreItem takes the record's id, not the trash item's.
  const restoreItem = (item: Item) =>
    restore({ id: item.nodeID }).then(
      () => {
        toast.success(`Restored: ${item.label}`);
        reload();
      },
      (err: unknown) => toast.error(toAdminError(err).message),
    );

  const columns: Column<Item>[] = [
    { header: 'Type', cell: (i) => words(i.nodeType) },
    { header: 'Label', wide: true, cell: (i) => i.label },
    { header: 'Deleted by', cell: (i) => i.deletedBy },
    { header: 'Deleted at', cell: (i) => dateTime(i.createdAt) },
    { header: 'Purged on', cell: (i) => shortDate(i.purgeAt) },
    {
      header: 'Actions',
      cell: (i) => (
        <>
          <button type="button" className="btn btn-primary btn-sm" disabled={restoring} aria-label={`Restore ${i.label}`} onClick={() => restoreItem(i)}>
            Restore
          </button>{' '}
          <Link to={`/admin/history/${i.nodeID}`} aria-label={`History of ${i.label}`}>
            History
          </Link>
        </>
      ),
    },
  ];

  return (
    <PagedTable
      connection={{ edges: nodesOf(data.trash.edges), totalCount: data.trash.totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={TRASH_PAGE_SIZE}
      caption="Deleted records"
      pagerLabel="Pages of the trash"
      columns={columns}
      empty="The trash is empty."
    />
  );
}
