import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SeoEditMutation } from '../../__generated__/SeoEditMutation.graphql';
import type { SeoEditQuery } from '../../__generated__/SeoEditQuery.graphql';
import { AdminPage, nodeOfType } from '../../admin/AdminPage';
import { SEO_PARENTS } from '../../admin/crumbs';
import { fieldsOf } from '../../admin/describe';
import { EditorForm } from '../../admin/EditorForm';
import { SeoPreview } from '../../admin/seo/SeoPreview';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query SeoEditQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on PageSeo {
        id
        version
        path
        title
        description
        socialImage
        noindex
        canonical
      }
    }
    seoPages {
      path
      defaultTitle
      defaultDescription
      defaultImage
    }
  }
`;

const mutation = graphql`
  mutation SeoEditMutation($id: ID!, $input: UpdatePageSeoInput!) {
    updatePageSeo(id: $id, input: $input) {
      id
      version
      path
      title
      description
      socialImage
      noindex
      canonical
    }
  }
`;

/** /seo-edit/{id}: one page's SEO, with the defaults as placeholders and live search and social previews. */
export default function SeoEdit() {
  const [loaded, reload] = useReloadable<SeoEditQuery>(query);
  return (
    <AdminPage title="Edit Page SEO" parents={SEO_PARENTS} onRetry={reload}>
      <Editor loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

export function Editor({ loaded, reload }: { loaded: PreloadedQuery<SeoEditQuery>; reload(): void }) {
  const data = usePreloadedQuery<SeoEditQuery>(query, loaded);
  const record = nodeOfType(data.node, 'PageSeo');
  const page = data.seoPages.find((p) => p.path === record.path);
  const defaults = { title: page?.defaultTitle ?? '', description: page?.defaultDescription ?? '', image: page?.defaultImage ?? '' };
  const placeholders: Record<string, string> = { title: defaults.title, description: defaults.description, socialImage: defaults.image, canonical: record.path };
  const fields = fieldsOf('PageSeo').map((f) => (placeholders[f.name] !== undefined ? { ...f, placeholder: placeholders[f.name] } : f));
  const [update] = useAdminMutation<SeoEditMutation>(mutation);
  return (
    <>
      <h2 className="admin-form-title">
        SEO of <code>{record.path}</code>
      </h2>
      <EditorForm
        key={String(record.version)}
        fields={fields}
        initial={record}
        submitLabel="Update SEO"
        successText="SEO is Updated"
        onSubmit={(input) => update({ id: record.id, input: { ...input, noindex: input.noindex === 'Yes' ? 'Yes' : 'No', version: record.version } })}
        onReload={reload}
        aside={(values) => (
          <SeoPreview
            path={record.path}
            defaults={defaults}
            values={{ title: values.title ?? '', description: values.description ?? '', socialImage: values.socialImage ?? '', canonical: values.canonical ?? '', noindex: values.noindex ?? 'No' }}
          />
        )}
      />
    </>
  );
}
