import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MenusAdminCreateMutation } from '../../__generated__/MenusAdminCreateMutation.graphql';
import type { MenusAdminDeleteMutation } from '../../__generated__/MenusAdminDeleteMutation.graphql';
import type { MenusAdminQuery, MenusAdminQuery$data } from '../../__generated__/MenusAdminQuery.graphql';
import type { MenusAdminReorderMutation } from '../../__generated__/MenusAdminReorderMutation.graphql';
import type { MenusAdminUpdateMutation } from '../../__generated__/MenusAdminUpdateMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { fieldsOf } from '../../admin/describe';
import { toAdminError, type AdminError } from '../../admin/errors';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { isExternal } from '../../components/MenuLinks';
import { Field, TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';

const query = graphql`
  query MenusAdminQuery @preloadable {
    menuItems(first: 100) {
      edges {
        node {
          id
          version
          menu
          label
          target
          newTab
        }
      }
    }
    menuTargets {
      path
      title
      kind
    }
  }
`;

const createMutation = graphql`
  mutation MenusAdminCreateMutation($input: CreateMenuItemInput!) {
    createMenuItem(input: $input) {
      id
    }
  }
`;

const updateMutation = graphql`
  mutation MenusAdminUpdateMutation($id: ID!, $input: UpdateMenuItemInput!) {
    updateMenuItem(id: $id, input: $input) {
      id
      version
      label
    }
  }
`;

const reorderMutation = graphql`
  mutation MenusAdminReorderMutation($menu: MenuName!, $ids: [ID!]!) {
    reorderMenu(menu: $menu, ids: $ids) {
      id
    }
  }
`;

const deleteMutation = graphql`
  mutation MenusAdminDeleteMutation($id: ID!) {
    deleteItem(id: $id) {
      id
    }
  }
`;

type Item = NonNullable<NonNullable<NonNullable<MenusAdminQuery$data['menuItems']['edges']>[number]>['node']>;
type Target = MenusAdminQuery$data['menuTargets'][number];
type MenuName = 'HEADER' | 'FOOTER';

/** The server's bound of a label (the schema's, through the generated description). */
const LABEL_MAX = fieldsOf('MenuItem').find((f) => f.name === 'label')?.maxLength ?? 40;

/** A page's title as a label: whole when it fits, else cut at the last word that fits. */
export function labelOf(title: string): string {
  if (title.length <= LABEL_MAX) return title;
  const cut = title.slice(0, LABEL_MAX + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : title.slice(0, LABEL_MAX)).replace(/[\s,;:–—-]+$/, '');
}

const MENUS: { menu: MenuName; title: string }[] = [
  { menu: 'HEADER', title: 'Header menu' },
  { menu: 'FOOTER', title: 'Footer menu (Quick Links)' },
];

/** The picker's groups, by the kind of page the server gives each target. */
const KIND_GROUPS: { kind: string; label: string }[] = [
  { kind: 'page', label: 'Pages' },
  { kind: 'listing', label: 'Listings' },
  { kind: 'post', label: 'Posts' },
];

/** The picker's choice that asks for the address of another site. */
const EXTERNAL = 'external';

/** The server's message for a field, when its error names that field. */
const fieldError = (err: AdminError | undefined, field: string) => (err && err.fields[field] ? err.message : undefined);

/** /admin/menus (Owner, Admin): the header's and the footer's links: add, rename, move, remove. */
export default function MenusAdmin() {
  const [loaded, reload] = useReloadable<MenusAdminQuery>(query);
  return (
    <AdminPage title="Menus" onRetry={reload}>
      <p className="admin-muted">
        The links of the header (and its mobile menu) and of the footer. A link leads to a public page of the site, a listing,
        a published post, or another site. Saved changes show on the public pages within a few seconds.
      </p>
      <MenusScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function MenusScreen({ loaded, reload }: { loaded: PreloadedQuery<MenusAdminQuery>; reload(): void }) {
  const data = usePreloadedQuery<MenusAdminQuery>(query, loaded);
  const items = (data.menuItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className="admin-grid-2">
      {MENUS.map(({ menu, title }) => (
        <MenuSection
          key={menu}
          menu={menu}
          title={title}
          items={items.filter((i) => i.menu === menu)}
          targets={data.menuTargets}
          reload={reload}
        />
      ))}
    </div>
  );
}

function MenuSection({ menu, title, items, targets, reload }: { menu: MenuName; title: string; items: Item[]; targets: readonly Target[]; reload(): void }) {
  const toast = useToast();
  const [reorder, reordering] = useAdminMutation<MenusAdminReorderMutation>(reorderMutation);
  const [remove] = useAdminMutation<MenusAdminDeleteMutation>(deleteMutation);
  const headingId = `menu-${menu.toLowerCase()}`;
  const move = (from: number, to: number) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    reorder({ menu, ids }).then(
      () => {
        toast.success('Menu is Updated');
        reload();
      },
      (err: unknown) => toast.error(toAdminError(err).message),
    );
  };
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? <p>No links: the menu is empty on the site.</p> : null}
      <ol className="admin-list">
        {items.map((item, i) => (
          <li key={item.id}>
            <ItemEditor item={item} reload={reload} />
            {!isExternal(item.target) && !targets.some((t) => t.path === item.target) && (
              // A post unpublished or moved to the trash since: the link stays until removed.
              <p className="field-error" role="alert">
                No public page is at {item.target} any more: visitors who follow this link get a 404. Remove it, or publish the page again.
              </p>
            )}
            <p>
              <button type="button" className="btn btn-outline btn-sm" disabled={i === 0 || reordering} onClick={() => move(i, i - 1)} aria-label={`Move ${item.label} up`}>
                Up
              </button>{' '}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={i === items.length - 1 || reordering}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${item.label} down`}
              >
                Down
              </button>{' '}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`Remove ${item.label}`}
                onClick={() =>
                  remove({ id: item.id }).then(
                    () => {
                      toast.success(`${item.label} is removed (restorable from the trash).`);
                      reload();
                    },
                    (err: unknown) => toast.error(toAdminError(err).message),
                  )
                }
              >
                Remove
              </button>
            </p>
          </li>
        ))}
      </ol>
      <AddItem menu={menu} title={title} targets={targets} reload={reload} />
    </section>
  );
}

/** A link's label, renamed in place; where it leads is shown beside it. */
function ItemEditor({ item, reload }: { item: Item; reload(): void }) {
  const toast = useToast();
  const [update, saving] = useAdminMutation<MenusAdminUpdateMutation>(updateMutation);
  const [label, setLabel] = useState(item.label);
  const [error, setError] = useState<AdminError>();
  const save = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    update({ id: item.id, input: { label, version: item.version } }).then(
      () => {
        toast.success('Menu is Updated');
        reload();
      },
      (err: unknown) => setError(toAdminError(err)),
    );
  };
  return (
    <form onSubmit={save} noValidate aria-label={`Link ${item.label}`}>
      <TextField
        label={`Label of the link to ${item.target}${item.newTab ? ' (new tab)' : ''}`}
        value={label}
        maxLength={LABEL_MAX}
        error={fieldError(error, 'label') ?? error?.message}
        onChange={(e) => setLabel(e.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={saving || label === item.label}>
        Save label
      </button>
    </form>
  );
}

/** Adds a link at the end of a menu: a page picked from the server's list, or another site's address. */
function AddItem({ menu, title, targets, reload }: { menu: MenuName; title: string; targets: readonly Target[]; reload(): void }) {
  const toast = useToast();
  const [create, creating] = useAdminMutation<MenusAdminCreateMutation>(createMutation);
  const [label, setLabel] = useState('');
  const [choice, setChoice] = useState('');
  const [address, setAddress] = useState('');
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState<AdminError>();
  const external = choice === EXTERNAL;
  const send = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const target = external ? address.trim() : choice;
    const picked = targets.find((t) => t.path === target);
    create({ input: { menu, label: label.trim() || labelOf(picked?.title ?? ''), target, newTab: external && isExternal(target) && newTab } }).then(
      () => {
        toast.success('Menu is Updated');
        setLabel('');
        setChoice('');
        setAddress('');
        setNewTab(false);
        reload();
      },
      (err: unknown) => setError(toAdminError(err)),
    );
  };
  const otherError = error && !['label', 'target', 'newTab'].some((f) => error.fields[f]) ? error.message : undefined;
  return (
    <form onSubmit={send} noValidate aria-label={`Add a link to the ${title.toLowerCase()}`}>
      <h3>Add a link</h3>
      <Field
        label="Leads to"
        error={external ? undefined : fieldError(error, 'target')}
        control={(described) => (
          <select {...described} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose a page…</option>
            {KIND_GROUPS.map((g) => (
              <optgroup key={g.kind} label={g.label}>
                {targets
                  .filter((t) => t.kind === g.kind)
                  .map((t) => (
                    <option key={t.path} value={t.path}>
                      {`${t.title} (${t.path})`}
                    </option>
                  ))}
              </optgroup>
            ))}
            <option value={EXTERNAL}>Another site (an address)…</option>
          </select>
        )}
      />
      {external && (
        <>
          <TextField
            label="Address"
            type="url"
            value={address}
            placeholder="https://example.com/page"
            error={fieldError(error, 'target')}
            onChange={(e) => setAddress(e.target.value)}
          />
          <Field
            label="Open in a new tab"
            error={fieldError(error, 'newTab')}
            control={(described) => <input {...described} type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />}
          />
        </>
      )}
      <TextField
        label="Label (the page's title when empty)"
        value={label}
        maxLength={LABEL_MAX}
        error={fieldError(error, 'label')}
        onChange={(e) => setLabel(e.target.value)}
      />
      {otherError && (
        <p className="field-error" role="alert">
          {otherError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={creating}>
        {creating ? 'Adding…' : 'Add link'}
      </button>
    </form>
  );
}
