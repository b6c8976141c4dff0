import { useId } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { AdminPage } from './AdminPage';
import { CONTENT_SCREENS, shownOn, typesOf, type AddForm, type ContentPageName, type ContentScreen, type ListSection, type SingletonSection, type View } from './content';
import { contentPageQueries, contentTypes } from './content.generated';
import { crumbsOf, documentOf, fieldsOf, fill, labelOf, pathOf, titleOf, type Row, type TypeName } from './describe';
import { EditorForm } from './EditorForm';
import { DeleteButton, MoveButtons, useReorder } from './Lifecycle';
import { Singleton } from './Singleton';
import { useAdminMutation } from './useAdminMutation';
import { useReloadable } from './useReloadable';

interface ListQuery extends OperationType {
  response: Record<string, { readonly totalCount: number; readonly edges: ReadonlyArray<{ readonly node: Row | null } | null> | null }>;
}

type Lists = ListQuery['response'];

function listOf(data: Lists, type: TypeName) {
  const connection = data[contentTypes[type].connection];
  return { records: (connection.edges ?? []).flatMap((e) => (e?.node ? [e.node] : [])), count: connection.totalCount };
}

export function ViewLink({ view: [to, label] }: { view: View }) {
  return (
    <Link to={to} className="btn btn-outline btn-sm">
      {label}
    </Link>
  );
}

function AddRecord({ type, form, onSaved, reset }: { type: TypeName; form: AddForm; onSaved(): void; reset: boolean }) {
  const [create] = useAdminMutation(documentOf(type, 'create'));
  // A link may start the form filled in (the 404 report's "Add a redirect": ?fromPath=/old).
  const [search] = useSearchParams();
  const fields = fieldsOf(type);
  const initial = Object.fromEntries(fields.filter((f) => search.has(f.name)).map((f) => [f.name, search.get(f.name)]));
  return (
    <EditorForm
      initial={initial}
      title={form.title}
      columns={form.columns}
      fields={fields}
      submitLabel={form.submit}
      successText={form.success}
      onSubmit={(input) => create({ input })}
      onSaved={onSaved}
      resetOnSuccess={reset}
    />
  );
}

function SingletonPart({ section, data, reload }: { section: SingletonSection; data: Lists; reload(): void }) {
  const type = section.singleton;
  const record = listOf(data, type).records[0] ?? null;
  const headingId = useId();
  const images = new Set(fieldsOf(type).filter((f) => f.kind === 'image').map((f) => `{${f.name}}`));
  const body = (
    <Singleton
      record={record}
      what={section.what}
      editTo={(id) => pathOf(section.edit, id)}
      editLabel={section.link}
      summary={
        record &&
        section.summary.map((line) =>
          images.has(line) ? <img key={line} src={fill(line, type, record)} alt={section.what} className="admin-logo-preview" height={48} /> : <p key={line}>{fill(line, type, record)}</p>,
        )
      }
    >
      <AddRecord type={type} form={section.add} onSaved={reload} reset={false} />
    </Singleton>
  );
  if (!section.heading) return body;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {body}
    </section>
  );
}

function Cards({ section, data, reload, busy }: { section: ListSection; data: Lists; reload(): void; busy: boolean }) {
  const type = section.list;
  const { records, count } = listOf(data, type);
  const headingId = useId();
  const { card } = section;
  const ordered = 'ordered' in contentTypes[type];
  const reorder = useReorder(records.map((r) => ({ id: r.id, label: labelOf(section, r) })), reload);
  return (
    <section className={section.add?.place === 'beside' ? undefined : 'admin-section'} aria-labelledby={headingId} aria-busy={busy || reorder.busy || undefined}>
      <h2 id={headingId}>{fill(section.heading, type, null, count)}</h2>
      {ordered && (
        <>
          <p className="admin-muted">The public pages show these in this order. Drag an item, or use its Up and Down buttons, to change it.</p>
          <p className="visually-hidden" aria-live="polite">
            {reorder.announcement}
          </p>
        </>
      )}
      {records.length === 0 ? (
        <p className="admin-muted">{section.empty}</p>
      ) : (
        <ul className={`admin-item-grid ${section.add?.place === 'beside' ? 'admin-item-list' : ''}`}>
          {records.map((r, i) => (
            <li key={r.id} className={`admin-card admin-item ${ordered ? 'admin-item-movable' : ''}`} {...(ordered ? reorder.drag(i) : {})}>
              {card.image && <img src={fill(`{${card.image}}`, type, r)} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" />}
              {card.badge && (
                <span className="admin-card-icon" aria-hidden="true">
                  {fill(`{${card.badge}}`, type, r)}
                </span>
              )}
              <h3>{fill(`{${card.title}}`, type, r)}</h3>
              {card.lines.map((line) => (
                <p key={line}>{fill(line, type, r)}</p>
              ))}
              <div className="admin-item-actions">
                <Link to={pathOf(section.edit, r.id)} className="btn btn-outline btn-sm" aria-label={fill(card.editLabel ?? `Edit {${card.title}}`, type, r)}>
                  Edit
                </Link>
                {ordered && <MoveButtons reorder={reorder} index={i} count={records.length} label={labelOf(section, r)} />}
                <DeleteButton id={r.id} label={labelOf(section, r)} onDeleted={reload} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListPart({ section, data, reload, busy }: { section: ListSection; data: Lists; reload(): void; busy: boolean }) {
  const { add } = section;
  const cards = <Cards section={section} data={data} reload={reload} busy={busy} />;
  if (!add) return cards;
  const form = <AddRecord type={section.list} form={add} onSaved={reload} reset />;
  if (add.place === 'beside') {
    return (
      <div className="admin-grid-2">
        {form}
        {cards}
      </div>
    );
  }
  const formSection = <section className="admin-section">{form}</section>;
  return add.place === 'above' ? (
    <>
      {formSection}
      {cards}
    </>
  ) : (
    <>
      {cards}
      {formSection}
    </>
  );
}

function Sections({ page, query, reload, busy }: { page: ContentPageName; query: PreloadedQuery<ListQuery>; reload(): void; busy: boolean }) {
  const data = usePreloadedQuery<ListQuery>(contentPageQueries[page], query);
  const screen: ContentScreen = CONTENT_SCREENS[page];
  return screen.sections.map((s) =>
    'singleton' in s ? (
      <SingletonPart key={s.singleton} section={s} data={data} reload={reload} />
    ) : (
      <ListPart key={s.list} section={s} data={data} reload={reload} busy={busy} />
    ),
  );
}

/**
 * Every add-or-list page of the content admin (banner, logo, services, team, pricing, …),
 * drawn from its description in content.ts: a singleton's add form or edit link, lists of
 * records linking to their editors, add forms; from the page's query, which the route's
 * loader started.
 */
export function ContentPage({ page }: { page: ContentPageName }) {
  const screen: ContentScreen = CONTENT_SCREENS[page];
  const [query, reload, busy] = useReloadable<ListQuery>(contentPageQueries[page]);
  return (
    <AdminPage
      title={titleOf(page)}
      parents={crumbsOf(screen.parents)}
      actions={screen.view && <ViewLink view={screen.view} />}
      shownOn={shownOn(typesOf(screen))}
      onRetry={reload}
    >
      <Sections page={page} query={query} reload={reload} busy={busy} />
    </AdminPage>
  );
}
