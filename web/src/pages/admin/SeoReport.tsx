import {
  graphql,
  usePreloadedQuery,
  type PreloadedQuery,
} from "react-relay/hooks";
import { Link } from "react-router";
import type {
  SeoFindingKind,
  SeoReportQuery,
} from "../../__generated__/SeoReportQuery.graphql";
import { AdminPage } from "../../admin/AdminPage";
import { SEO_PARENTS } from "../../admin/crumbs";
import { DataTable } from "../../admin/DataTable";
import { useReloadable } from "../../admin/useReloadable";

const query = graphql`
  query SeoReportQuery @preloadable {
    seoReport {
      path
      kind
      detail
      editor
    }
    seoPages {
      path
      seo {
        id
      }
    }
  }
`;

const PROBLEM: Record<SeoFindingKind, string> = {
  MISSING_TITLE: "Missing title",
  DUPLICATE_TITLE: "Duplicate title",
  MISSING_DESCRIPTION: "Missing description",
  DUPLICATE_DESCRIPTION: "Duplicate description",
  IMAGE_WITHOUT_ALT: "Image without alt text",
  TITLE_TOO_LONG: "Title too long",
  DESCRIPTION_TOO_LONG: "Description too long",
  MISSING_SOCIAL_IMAGE: "Missing social image",
  "%future added value": "Other problem",
};

/** /seo-report: what a search engine would flag on the public pages as they are served now. */
export default function SeoReport() {
  const [loaded, reload] = useReloadable<SeoReportQuery>(query);
  return (
    <AdminPage title="SEO Report" parents={SEO_PARENTS} onRetry={reload}>
      <p className="admin-muted">
        Read from the public pages and every published post as visitors and
        search engines get them, each time content changes: titles and
        descriptions that are missing, used on two pages or too long for search
        results, pages without a social image, and images without a useful alt
        text. Pages marked noindex and pages that name another page as canonical
        are left out.
      </p>
      <Report loaded={loaded} />
    </AdminPage>
  );
}

function Report({ loaded }: { loaded: PreloadedQuery<SeoReportQuery> }) {
  const { seoReport, seoPages } = usePreloadedQuery<SeoReportQuery>(
    query,
    loaded,
  );
  // A title or description is fixed in the page's SEO editor; an image where its content is edited.
  const editor = new Map(
    seoPages.flatMap((p) =>
      p.seo ? [[p.path, `/seo-edit/${p.seo.id}`] as const] : [],
    ),
  );
  const fix = (f: (typeof seoReport)[number]) =>
    f.kind === "IMAGE_WITHOUT_ALT" ? undefined : editor.get(f.path);
  return (
    <DataTable
      caption="Problems on the public pages"
      showCaption
      columns={[
        { header: "Page", cell: (f) => <code>{f.path}</code> },
        { header: "Problem", cell: (f) => PROBLEM[f.kind] },
        { header: "Details", cell: (f) => f.detail },
        {
          // A published entry (a post) is fixed in its own editor, whatever the problem.
          header: "Action",
          cell: (f) => {
            if (f.editor)
              return (
                <Link
                  to={f.editor}
                  className="btn btn-outline btn-sm"
                  aria-label={`Edit the post at ${f.path}`}
                >
                  Edit post
                </Link>
              );
            const to = fix(f);
            return to ? (
              <Link
                to={to}
                className="btn btn-outline btn-sm"
                aria-label={`Edit the SEO of ${f.path}`}
              >
                Edit SEO
              </Link>
            ) : (
              <Link
                to={f.path}
                className="btn btn-outline btn-sm"
                aria-label={`View ${f.path}`}
              >
                View page
              </Link>
            );
          },
        },
      ]}
      rows={seoReport}
      rowKey={(f) => `${f.path} ${f.kind} ${f.detail}`}
      empty="No problems found on the public pages."
    />
  );
}
