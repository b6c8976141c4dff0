import { useEffect } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { PostsAdminQuery } from '../../__generated__/PostsAdminQuery.graphql';
import type { PostsAdmin_query$data, PostsAdmin_query$key } from '../../__generated__/PostsAdmin_query.graphql';
import type { PostsAdminPaginationQuery } from '../../__generated__/PostsAdminPaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import type { Column } from '../../admin/DataTable';
import { shortDate } from '../../admin/format';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { useReloadable } from '../../admin/useReloadable';
import { pageSearch } from '../../components/pageNumber';
import { POST_STATUSES, postStatusOf } from './postFilter';
import { postBadge, postStatusText } from './postStatus';

/** Ten a page (pages/index.ts asks for ten a page). */
const PAGE_SIZE = 10;

const query = graphql`
  query PostsAdminQuery($count: Int!, $status: PostStatus) @preloadable {
    ...PostsAdmin_query @arguments(first: $count, status: $status)
  }
`;

const fragment = graphql`
  fragment PostsAdmin_query on Query
  @refetchable(queryName: "PostsAdminPaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, status: { type: "PostStatus" }) {
    adminPosts(first: $first, after: $after, status: $status) @connection(key: "PostsAdmin_adminPosts") {
      __id
      totalCount
      edges {
        node {
          id
          title
          status
          publishAt
          draft {
            savedAt
          }
          authorName
          updatedAt
        }
      }
    }
  }
`;

type Post = NonNullable<NonNullable<NonNullable<PostsAdmin_query$data['adminPosts']['edges']>[number]>['node']>;

/** /admin/posts: every post, last changed first, filtered by status (?status=), ten a page. */
export default function PostsAdmin() {
  const [loaded, reload, , loadWith] = useReloadable<PostsAdminQuery>(query);
  // A change of ?status= alone does not run the route's loader again: the page asks for the list itself.
  const status = postStatusOf(useSearchParams()[0]);
  const stale = (loaded.variables.status ?? null) !== status;
  useEffect(() => {
    if (stale) loadWith({ count: PAGE_SIZE, status });
  }, [stale, status, loadWith]);
  return (
    <AdminPage
      title="Posts"
      onRetry={reload}
      actions={
        <Link to="/admin/posts/new" className="btn btn-primary btn-sm">
          New post
        </Link>
      }
    >
      <StatusFilter />
      <PostsScreen loaded={loaded} />
    </AdminPage>
  );
}

function StatusFilter() {
  const [search, setSearch] = useSearchParams();
  return (
    <div className="field admin-filter">
      <label htmlFor="posts-status">Status</label>
      <select
        id="posts-status"
        value={postStatusOf(search) ?? ''}
        onChange={(e) => {
          const next = new URLSearchParams(pageSearch(1, search));
          if (e.target.value) next.set('status', e.target.value);
          else next.delete('status');
          setSearch(next, { preventScrollReset: true });
        }}
      >
        <option value="">All</option>
        {POST_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PostsScreen({ loaded }: { loaded: PreloadedQuery<PostsAdminQuery> }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PostsAdminPaginationQuery, PostsAdmin_query$key>(fragment, usePreloadedQuery<PostsAdminQuery>(query, loaded));
  const connection = data.adminPosts;
  const columns: Column<Post>[] = [
    { header: 'Title', wide: true, cell: (p) => <Link to={`/admin/posts/${p.id}`}>{p.title}</Link> },
    {
      header: 'Status',
      cell: (p) => {
        const state = { status: p.status, publishAt: p.publishAt, hasDraft: !!p.draft };
        return <StatusBadge status={postBadge(state)} label={postStatusText(state)} />;
      },
    },
    { header: 'Author', cell: (p) => p.authorName },
    { header: 'Updated', cell: (p) => shortDate(p.updatedAt) },
  ];
  return (
    <PagedTable
      connection={{ edges: nodesOf(connection.edges), totalCount: connection.totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={PAGE_SIZE}
      caption="Posts"
      columns={columns}
      empty="No posts yet: write the first with New post."
    />
  );
}
