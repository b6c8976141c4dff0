import { useEffect, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { WebhooksCreateMutation } from '../../__generated__/WebhooksCreateMutation.graphql';
import type { WebhooksDeleteMutation } from '../../__generated__/WebhooksDeleteMutation.graphql';
import type { WebhooksEnableMutation } from '../../__generated__/WebhooksEnableMutation.graphql';
import type { WebhooksQuery, WebhooksQuery$data } from '../../__generated__/WebhooksQuery.graphql';
import type { WebhooksRedeliverMutation } from '../../__generated__/WebhooksRedeliverMutation.graphql';
import type { WebhooksSecretMutation } from '../../__generated__/WebhooksSecretMutation.graphql';
import type { WebhooksTestMutation } from '../../__generated__/WebhooksTestMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable, type Column } from '../../admin/DataTable';
import { toAdminError } from '../../admin/errors';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { webhooksVariables } from '../../admin/webhookPages';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';

const query = graphql`
  query WebhooksQuery($endpointId: ID, $after: String) @preloadable {
    webhookEndpoints {
      id
      url
      description
      events
      enabled
      disabledReason
      failingSince
      lastSuccessAt
      createdAt
      createdBy
    }
    webhookEventTypes {
      name
      description
    }
    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {
      endCursor
      deliveries {
        id
        endpointId
        msgId
        eventType
        status
        attempts
        lastStatusCode
        lastError
        lastAttemptAt
        nextAttemptAt
        deliveredAt
        durationMs
        redeliveryOf
        createdAt
      }
    }
  }
`;

const createMutation = graphql`
  mutation WebhooksCreateMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      secret
    }
  }
`;

const enableMutation = graphql`
  mutation WebhooksEnableMutation($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      id
      enabled
      disabledReason
    }
  }
`;

const deleteMutation = graphql`
  mutation WebhooksDeleteMutation($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`;

const secretMutation = graphql`
  mutation WebhooksSecretMutation($id: ID!) {
    revealWebhookSecret(id: $id)
  }
`;

const testMutation = graphql`
  mutation WebhooksTestMutation($id: ID!) {
    sendTestWebhook(id: $id) {
      id
    }
  }
`;

const redeliverMutation = graphql`
  mutation WebhooksRedeliverMutation($id: ID!) {
    redeliverWebhook(id: $id) {
      id
    }
  }
`;

type Endpoint = WebhooksQuery$data['webhookEndpoints'][number];
type Delivery = WebhooksQuery$data['webhookDeliveries']['deliveries'][number];

/** /admin/webhooks (Owner, Admin): endpoints told of events, signed (Standard Webhooks); their delivery log. */
export default function Webhooks() {
  const [loaded, reload, reloading, loadWith] = useReloadable<WebhooksQuery>(query);
  return (
    <AdminPage title="Webhooks" onRetry={reload}>
      <p className="admin-muted">
        The site tells these HTTPS addresses of events (a paid order, a message, a published post…) with a signed POST
        (Standard Webhooks: docs/api.md). A failed delivery is tried again for about a day; an endpoint failing for three
        days is disabled and you get a mail.
      </p>
      <WebhooksScreen loaded={loaded} reload={reload} reloading={reloading} loadWith={loadWith} />
    </AdminPage>
  );
}

interface ScreenProps {
  loaded: PreloadedQuery<WebhooksQuery>;
  reload(): void;
  reloading: boolean;
  loadWith(variables: WebhooksQuery['variables']): void;
}

function WebhooksScreen({ loaded, reload, reloading, loadWith }: ScreenProps) {
  const toast = useToast();
  const [search] = useSearchParams();
  const wanted = webhooksVariables(search);
  // A new ?endpoint= or ?after= does not run the route's loader again: the page asks itself.
  const stale = (loaded.variables.endpointId ?? null) !== wanted.endpointId || (loaded.variables.after ?? null) !== wanted.after;
  useEffect(() => {
    if (stale) loadWith(wanted);
  }, [stale, wanted.endpointId, wanted.after]); // eslint-disable-line react-hooks/exhaustive-deps -- wanted is read from the address
  const data = usePreloadedQuery<WebhooksQuery>(query, loaded);
  const [enable] = useAdminMutation<WebhooksEnableMutation>(enableMutation);
  const [remove] = useAdminMutation<WebhooksDeleteMutation>(deleteMutation);
  const [reveal] = useAdminMutation<WebhooksSecretMutation>(secretMutation);
  const [sendTest] = useAdminMutation<WebhooksTestMutation>(testMutation);
  const [redeliver, redelivering] = useAdminMutation<WebhooksRedeliverMutation>(redeliverMutation);
  const [shown, setShown] = useState<{ url: string; secret: string }>();
  const fail = (err: unknown) => toast.error(toAdminError(err).message);
  const urlOf = new Map(data.webhookEndpoints.map((e) => [e.id, e.url]));

  const endpointColumns: Column<Endpoint>[] = [
    {
      header: 'Endpoint',
      wide: true,
      cell: (e) => (
        <>
          <code>{e.url}</code>
          {e.description ? <div className="admin-muted">{e.description}</div> : null}
        </>
      ),
    },
    { header: 'Events', cell: (e) => e.events.join(', ') },
    {
      header: 'Status',
      cell: (e) =>
        e.enabled ? (
          <>
            <StatusBadge status={e.failingSince ? 'retryable' : 'succeeded'} label={e.failingSince ? 'Failing' : 'Enabled'} />
            {e.failingSince ? <div className="admin-muted">since {dateTime(e.failingSince)}</div> : null}
          </>
        ) : (
          <>
            <StatusBadge status="failed" label="Disabled" />
            <div className="admin-muted">{e.disabledReason}</div>
          </>
        ),
    },
    { header: 'Last success', cell: (e) => (e.lastSuccessAt ? dateTime(e.lastSuccessAt) : 'Never') },
    {
      header: 'Actions',
      cell: (e) => (
        <div className="admin-actions">
          <Link className="btn btn-outline btn-sm" to={{ search: `?endpoint=${encodeURIComponent(e.id)}` }} aria-label={`Deliveries to ${e.url}`}>
            Deliveries
          </Link>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Send a test event to ${e.url}`}
            disabled={!e.enabled}
            onClick={() =>
              sendTest({ id: e.id }).then(() => {
                toast.success('A test event is on its way: it shows in the log.');
                reload();
              }, fail)
            }
          >
            Send test event
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Show the signing secret of ${e.url}`}
            onClick={() => reveal({ id: e.id }).then((r) => setShown({ url: e.url, secret: r.revealWebhookSecret }), fail)}
          >
            Show secret
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`${e.enabled ? 'Disable' : 'Enable'} ${e.url}`}
            onClick={() => {
              if (e.enabled && !window.confirm(`Disable ${e.url}? Its waiting deliveries fail, and it is sent nothing until enabled.`)) return;
              enable({ id: e.id, enabled: !e.enabled }).then(() => {
                toast.success(e.enabled ? 'The endpoint is disabled.' : 'The endpoint is enabled.');
                reload();
              }, fail);
            }}
          >
            {e.enabled ? 'Disable' : 'Enable'}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Delete ${e.url}`}
            onClick={() => {
              if (!window.confirm(`Delete ${e.url} and its delivery log?`)) return;
              remove({ id: e.id }).then(() => {
                toast.success('The endpoint is deleted.');
                reload();
              }, fail);
            }}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  const deliveryColumns: Column<Delivery>[] = [
    { header: 'Time', cell: (d) => dateTime(d.createdAt) },
    {
      header: 'Event',
      wide: true,
      cell: (d) => (
        <>
          {d.eventType}
          {d.redeliveryOf ? ' (redelivery)' : ''}
          <div className="admin-muted">
            <code>{d.msgId}</code> to <code>{urlOf.get(d.endpointId) ?? d.endpointId}</code>
          </div>
        </>
      ),
    },
    { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
    { header: 'Response', numeric: true, cell: (d) => (d.lastStatusCode ? String(d.lastStatusCode) : '—') },
    { header: 'Attempts', numeric: true, cell: (d) => String(d.attempts) },
    {
      header: 'Last attempt',
      cell: (d) =>
        d.lastAttemptAt ? (
          <>
            {dateTime(d.lastAttemptAt)} ({d.durationMs} ms)
            {d.status === 'pending' && d.nextAttemptAt ? <div className="admin-muted">next {dateTime(d.nextAttemptAt)}</div> : null}
          </>
        ) : (
          'Not yet'
        ),
    },
    { header: 'Error', cell: (d) => <span className="admin-error-text">{d.lastError}</span> },
    {
      header: 'Action',
      cell: (d) =>
        d.status === 'pending' ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={redelivering}
            aria-label={`Redeliver ${d.eventType} ${d.msgId}`}
            onClick={() =>
              redeliver({ id: d.id }).then(() => {
                toast.success(`${d.eventType} is sent again.`);
                reload();
              }, fail)
            }
          >
            Redeliver
          </button>
        ),
    },
  ];

  const narrowed = wanted.endpointId ? urlOf.get(wanted.endpointId) : undefined;
  const next = data.webhookDeliveries.endCursor;
  return (
    <>
      <DataTable
        caption="Webhook endpoints"
        showCaption
        columns={endpointColumns}
        rows={data.webhookEndpoints}
        rowKey={(e) => e.id}
        empty="No webhook endpoints yet."
      />
      <section className="admin-grid-2 admin-section">
        {shown ? (
          <SecretCard title={`Signing secret of ${shown.url}`} secret={shown.secret} onDone={() => setShown(undefined)} />
        ) : (
          <CreateEndpoint types={data.webhookEventTypes} reload={reload} />
        )}
        <div className="admin-card">
          <h2>Receiving deliveries</h2>
          <p>
            Each delivery is a POST of JSON (<code>type</code>, <code>timestamp</code>, <code>data</code>) with the headers{' '}
            <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>. Verify the signature with the
            endpoint&apos;s secret and a Standard Webhooks library, answer 2xx within 10 seconds, and drop an event whose webhook-id you
            have had already: an event may come twice.
          </p>
          <p className="admin-muted">
            Retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. An order&apos;s events arrive in the order they happened.
          </p>
        </div>
      </section>
      <section aria-label="Delivery log" className="admin-section">
        <DataTable
          caption={narrowed ? `Deliveries to ${narrowed}` : 'Deliveries'}
          showCaption
          busy={reloading || stale}
          columns={deliveryColumns}
          rows={data.webhookDeliveries.deliveries}
          rowKey={(d) => d.id}
          empty="No deliveries yet."
        />
        <nav className="admin-actions" aria-label="Pages of the delivery log">
          <button type="button" className="btn btn-outline btn-sm" onClick={reload} disabled={reloading}>
            Refresh
          </button>
          {narrowed || wanted.after ? (
            <Link className="btn btn-outline btn-sm" to={{ search: '' }}>
              Newest of every endpoint
            </Link>
          ) : null}
          {next ? (
            <Link
              className="btn btn-outline btn-sm"
              to={{ search: `?${new URLSearchParams({ ...(wanted.endpointId ? { endpoint: wanted.endpointId } : {}), after: next })}` }}
            >
              Older
            </Link>
          ) : null}
        </nav>
      </section>
    </>
  );
}

/** A secret with a copy button; creating an endpoint shows it, and "Show secret" again. */
function SecretCard({ title, secret, onDone }: { title: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="admin-card" role="region" aria-label="Signing secret">
      <h2>{title}</h2>
      <p>The receiver verifies each delivery's webhook-signature with this secret. Keep it on the receiver only.</p>
      <p>
        <code data-testid="webhook-secret">{secret}</code>
      </p>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>{' '}
      <button type="button" className="btn btn-primary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

/** The form that subscribes an endpoint, then shows its secret. */
function CreateEndpoint({ types, reload }: { types: WebhooksQuery$data['webhookEventTypes']; reload(): void }) {
  const [create, creating] = useAdminMutation<WebhooksCreateMutation>(createMutation);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; other?: string }>({});
  const [created, setCreated] = useState<{ url: string; secret: string }>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    create({ input: { url: url.trim(), description: description.trim(), events } }).then(
      (r) => {
        setCreated({ url: url.trim(), secret: r.createWebhookEndpoint.secret });
        setUrl('');
        setDescription('');
        setEvents([]);
        reload();
      },
      (err: unknown) => {
        const a = toAdminError(err);
        const fields = a.fields;
        if (fields.events) setErrors({ events: a.message });
        else if (fields.url || !Object.keys(fields).length) setErrors({ url: a.message });
        else setErrors({ other: a.message });
      },
    );
  };
  if (created) {
    return <SecretCard title={`Endpoint added: ${created.url}`} secret={created.secret} onDone={() => setCreated(undefined)} />;
  }
  return (
    <form onSubmit={send} noValidate className="admin-card">
      <h2>Add an endpoint</h2>
      <TextField label="URL" type="url" value={url} maxLength={2048} error={errors.url} placeholder="https://hooks.example.com/seo-agency" onChange={(e) => setUrl(e.target.value)} />
      <TextField label="Description (optional)" value={description} maxLength={200} error={errors.other} onChange={(e) => setDescription(e.target.value)} />
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        {types.map((t) => (
          <label key={t.name} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={events.includes(t.name)}
              onChange={(e) => setEvents(e.target.checked ? [...events, t.name] : events.filter((x) => x !== t.name))}
            />{' '}
            <code>{t.name}</code> {t.description}
          </label>
        ))}
        {errors.events ? (
          <p id="webhook-events-error" className="admin-error-text" role="alert">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={creating} aria-busy={creating || undefined}>
        {creating ? 'Adding…' : 'Add endpoint'}
      </button>
    </form>
  );
}
