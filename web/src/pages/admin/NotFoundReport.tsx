import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { NotFoundReportQuery } from '../../__generated__/NotFoundReportQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { DataTable } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query NotFoundReportQuery @preloadable {
    notFoundHits {
      path
      count
      lastSeen
    }
  }
`;

const PARENTS = [SETTINGS, crumb('/redirects', 'Redirects')];

/** /not-found-report: the paths visitors hit that do not exist, most hit first, each one click from a redirect. */
export default function NotFoundReport() {
  const [loaded, reload] = useReloadable<NotFoundReportQuery>(query);
  const actions = (
    <Link to="/redirects" className="btn btn-outline btn-sm">
      View redirects
    </Link>
  );
  return (
    <AdminPage title="404 Report" parents={PARENTS} actions={actions} onRetry={reload}>
      <p className="admin-muted">Pages that visitors asked for and that do not exist: the 200 most visited, counted every few seconds. Redirect the ones that moved.</p>
      <Report loaded={loaded} />
    </AdminPage>
  );
}

function Report({ loaded }: { loaded: PreloadedQuery<NotFoundReportQuery> }) {
  const { notFoundHits } = usePreloadedQuery<NotFoundReportQuery>(query, loaded);
  return (
    <DataTable
      caption="Paths that answered 404"
      showCaption
      columns={[
        { header: 'Path', cell: (h) => <code>{h.path}</code> },
        { header: 'Visits', cell: (h) => h.count, numeric: true },
        { header: 'Last visit', cell: (h) => dateTime(h.lastSeen) },
        {
          header: 'Action',
          cell: (h) => (
            <Link to={`/redirects?${new URLSearchParams({ fromPath: h.path })}`} className="btn btn-outline btn-sm" aria-label={`Add a redirect for ${h.path}`}>
              Add a redirect
            </Link>
          ),
        },
      ]}
      rows={notFoundHits}
      rowKey={(h) => h.path}
      empty="No 404s yet."
    />
  );
}
