import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AddItemCreateMutation, CreateDesignItemInput } from '../../__generated__/AddItemCreateMutation.graphql';
import type { AddItemQuery } from '../../__generated__/AddItemQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { SETTINGS } from '../../admin/crumbs';
import { DataTable } from '../../admin/DataTable';
import { EditorForm } from '../../admin/EditorForm';
import { fieldsOf } from '../../admin/describe';
import { SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query AddItemQuery {
    categories(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    designItems(first: 100) {
      edges {
        node {
          id
          format
          category
          freeOrPaid
          imageLink
          canvaLink
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation AddItemCreateMutation($input: CreateDesignItemInput!) {
    createDesignItem(input: $input) {
      id
      format
      canvaLink
      imageLink
      category
      freeOrPaid
    }
  }
`;

/** /add-item: the add-design-item form (format Facebook/Instagram/YouTube, Paid/Free) and the items so far. */
export default function AddItem() {
  return (
    <AdminPage title="Add Design Item" parents={[SETTINGS]}>
      <AddItemScreen />
    </AdminPage>
  );
}

function AddItemScreen() {
  const [fetchKey, refetch, refreshing] = useRefetchKey();
  const data = useLazyLoadQuery<AddItemQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<AddItemCreateMutation>(createMutation);
  const categories = (data.categories.edges ?? []).flatMap((e) => (e?.node ? [e.node.name] : []));
  const items = (data.designItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <EditorForm
        title="Add Item"
        fields={fieldsOf('DesignItem').map((f) => (f.name === 'category' ? { ...f, suggestions: categories } : f))}
        submitLabel="Add Item"
        successText={SUCCESS.designItemAdd}
        onSubmit={(v) => create({ input: asInput<CreateDesignItemInput>(v) })}
        onSaved={refetch}
        resetOnSuccess
      />
      <section className="admin-section" aria-labelledby="design-items" aria-busy={refreshing || undefined}>
        <h2 id="design-items">Design Items</h2>
        <DataTable
          caption="Design items"
          columns={[
            { header: 'Image', cell: (d) => <img src={d.imageLink} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" /> },
            { header: 'Format', cell: (d) => d.format },
            { header: 'Category', cell: (d) => d.category },
            { header: 'Free or Paid', cell: (d) => <StatusBadge status={d.freeOrPaid} /> },
            {
              header: 'Canva Link',
              className: 'wrap',
              cell: (d) => (
                <a href={d.canvaLink} target="_blank" rel="noopener noreferrer">
                  {d.canvaLink}
                </a>
              ),
            },
          ]}
          rows={items}
          rowKey={(d) => d.id}
          empty="No design items yet."
        />
      </section>
    </>
  );
}
