import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SeoAdminQuery } from '../../__generated__/SeoAdminQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { DataTable } from '../../admin/DataTable';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query SeoAdminQuery @preloadable {
    seoPages {
      path
      title
      description
      noindex
      canonical
      seo {
        id
      }
    }
  }
`;

/** /seo: every public page's title, description and indexing as search engines get them, each one click from its editor. */
export default function SeoAdmin() {
  const [loaded, reload] = useReloadable<SeoAdminQuery>(query);
  return (
    <AdminPage
      title="SEO"
      parents={[SETTINGS]}
      onRetry={reload}
      actions={
        <Link to="/seo-report" className="btn btn-outline btn-sm">
          View SEO report
        </Link>
      }
    >
      <p className="admin-muted">
        What search engines and social networks read on each public page. An empty field uses the page&apos;s default from its content (the banner heading on the home page, the
        service heading on /service); a save shows on the public page at once.
      </p>
      <Pages loaded={loaded} />
    </AdminPage>
  );
}

function Pages({ loaded }: { loaded: PreloadedQuery<SeoAdminQuery> }) {
  const { seoPages } = usePreloadedQuery<SeoAdminQuery>(query, loaded);
  return (
    <DataTable
      caption="Public pages"
      showCaption
      columns={[
        { header: 'Page', cell: (p) => <code>{p.path}</code> },
        { header: 'Title', cell: (p) => p.title },
        { header: 'Description', cell: (p) => p.description },
        {
          header: 'Indexed',
          cell: (p) => (p.noindex ? 'No (noindex)' : 'Yes'),
        },
        {
          header: 'Action',
          cell: (p) =>
            p.seo ? (
              <Link to={`/seo-edit/${p.seo.id}`} className="btn btn-outline btn-sm" aria-label={`Edit the SEO of ${p.path}`}>
                Edit
              </Link>
            ) : (
              <span className="admin-muted">In the trash: restore it there</span>
            ),
        },
      ]}
      rows={seoPages}
      rowKey={(p) => p.path}
      empty="No public pages."
    />
  );
}
