import { graphql, readInlineData, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AddItemCreateMutation, CreateDesignItemInput } from '../../__generated__/AddItemCreateMutation.graphql';
import type { AddItem_designItem$key } from '../../__generated__/AddItem_designItem.graphql';
import type { AddItemQuery } from '../../__generated__/AddItemQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { shownOn } from '../../admin/content';
import { SETTINGS } from '../../admin/crumbs';
import { DataTable } from '../../admin/DataTable';
import { EditorForm } from '../../admin/EditorForm';
import { fieldsOf } from '../../admin/describe';
import { SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query AddItemQuery @preloadable {
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
          ...AddItem_designItem
        }
      }
    }
  }
`;

// What the table shows of an item: read from the list, and returned by the create to update it.
const itemFragment = graphql`
  fragment AddItem_designItem on DesignItem @inline {
    id
    format
    category
    freeOrPaid
    imageLink
    canvaLink
  }
`;

const createMutation = graphql`
  mutation AddItemCreateMutation($input: CreateDesignItemInput!) {
    createDesignItem(input: $input) {
      ...AddItem_designItem
    }
  }
`;

/** /add-item: the add-design-item form (format Facebook/Instagram/YouTube, Paid/Free) and the items so far. */
export default function AddItem() {
  const [loaded, reload, busy] = useReloadable<AddItemQuery>(query);
  return (
    <AdminPage onRetry={reload} title="Add Design Item" parents={[SETTINGS]} shownOn={shownOn(['DesignItem'])}>
      <AddItemScreen loaded={loaded} reload={reload} busy={busy} />
    </AdminPage>
  );
}

function AddItemScreen({ loaded, reload, busy }: { loaded: PreloadedQuery<AddItemQuery>; reload(): void; busy: boolean }) {
  const data = usePreloadedQuery<AddItemQuery>(query, loaded);
  const [create] = useAdminMutation<AddItemCreateMutation>(createMutation);
  const categories = (data.categories.edges ?? []).flatMap((e) => (e?.node ? [e.node.name] : []));
  const items = (data.designItems.edges ?? []).flatMap((e) => (e?.node ? [readInlineData<AddItem_designItem$key>(itemFragment, e.node)] : []));
  return (
    <>
      <EditorForm
        title="Add Item"
        fields={fieldsOf('DesignItem').map((f) => (f.name === 'category' ? { ...f, suggestions: categories } : f))}
        submitLabel="Add Item"
        successText={SUCCESS.designItemAdd}
        onSubmit={(v) => create({ input: asInput<CreateDesignItemInput>(v) })}
        onSaved={reload}
        resetOnSuccess
      />
      <section className="admin-section" aria-labelledby="design-items" aria-busy={busy || undefined}>
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
              wide: true,
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
