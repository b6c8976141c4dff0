import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ApiKeysCreateMutation } from '../../__generated__/ApiKeysCreateMutation.graphql';
import type { ApiKeysQuery, ApiKeysQuery$data } from '../../__generated__/ApiKeysQuery.graphql';
import type { ApiKeysRevokeMutation } from '../../__generated__/ApiKeysRevokeMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable, type Column } from '../../admin/DataTable';
import { toAdminError } from '../../admin/errors';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { Field, TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';

const query = graphql`
  query ApiKeysQuery @preloadable {
    apiKeys {
      id
      name
      prefix
      scopes
      allowedCidrs
      createdAt
      createdBy
      lastUsedAt
      expiresAt
      status
    }
  }
`;

const createMutation = graphql`
  mutation ApiKeysCreateMutation($input: CreateAPIKeyInput!) {
    createApiKey(input: $input) {
      key {
        id
        prefix
      }
      secret
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiKeysRevokeMutation($id: ID!) {
    revokeApiKey(id: $id) {
      id
      status
      revokedAt
    }
  }
`;

/** The scopes a key may hold (auth.Scopes on the server), with what each lets it do. */
const SCOPES: { scope: string; label: string }[] = [
  { scope: 'public:read', label: 'Read public content (with queries of its own)' },
  { scope: 'orders:read', label: 'Read orders and payments' },
  { scope: 'content:write', label: 'Write content, posts and media' },
  { scope: 'subscribers:read', label: 'Read subscribers and messages' },
];

type Key = ApiKeysQuery$data['apiKeys'][number];

/** /admin/api-keys (Owner, Admin): integrators' keys; create one (its secret shown once), revoke one. */
export default function ApiKeys() {
  const [loaded, reload] = useReloadable<ApiKeysQuery>(query);
  return (
    <AdminPage title="API keys" onRetry={reload}>
      <p className="admin-muted">
        A key lets a program read or write through the GraphQL API with its scopes only (docs/api.md). Its secret is shown
        once, when it is created; the server keeps only a hash of it.
      </p>
      <ApiKeysScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function ApiKeysScreen({ loaded, reload }: { loaded: PreloadedQuery<ApiKeysQuery>; reload(): void }) {
  const toast = useToast();
  const { apiKeys } = usePreloadedQuery<ApiKeysQuery>(query, loaded);
  const [revoke] = useAdminMutation<ApiKeysRevokeMutation>(revokeMutation);
  const columns: Column<Key>[] = [
    { header: 'Name', wide: true, cell: (k) => k.name },
    { header: 'Key', cell: (k) => <code>{k.prefix}…</code> },
    { header: 'Scopes', cell: (k) => k.scopes.join(', ') },
    { header: 'Created', cell: (k) => `${dateTime(k.createdAt)}${k.createdBy ? ` by ${k.createdBy}` : ''}` },
    { header: 'Last used', cell: (k) => (k.lastUsedAt ? dateTime(k.lastUsedAt) : 'Never') },
    { header: 'Expires', cell: (k) => (k.expiresAt ? dateTime(k.expiresAt) : 'Never') },
    { header: 'Status', cell: (k) => <StatusBadge status={k.status} /> },
    {
      header: 'Actions',
      cell: (k) =>
        k.status === 'Active' ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Revoke the key ${k.name}`}
            onClick={() => {
              if (!window.confirm(`Revoke the key “${k.name}”? Programs using it are refused from now on.`)) return;
              revoke({ id: k.id }).then(
                () => {
                  toast.success(`The key ${k.name} is revoked.`);
                  reload();
                },
                (err: unknown) => toast.error(toAdminError(err).message),
              );
            }}
          >
            Revoke
          </button>
        ) : null,
    },
  ];
  return (
    <section className="admin-grid-2">
      <DataTable caption="API keys" showCaption columns={columns} rows={apiKeys} rowKey={(k) => k.id} empty="No API keys yet." />
      <CreateKey reload={reload} />
    </section>
  );
}

/** The form that creates a key, then shows its secret once with a copy button. */
function CreateKey({ reload }: { reload(): void }) {
  const [create, creating] = useAdminMutation<ApiKeysCreateMutation>(createMutation);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['public:read']);
  const [expires, setExpires] = useState('');
  const [cidrs, setCidrs] = useState('');
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [copied, setCopied] = useState(false);
  const send = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const allowedCidrs = cidrs
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    create({
      input: { name: name.trim(), scopes, expiresAt: expires ? new Date(expires).toISOString() : null, allowedCidrs },
    }).then(
      (r) => {
        setSecret(r.createApiKey.secret);
        setCopied(false);
        setName('');
        reload();
      },
      (err: unknown) => setError(toAdminError(err).message),
    );
  };
  if (secret) {
    return (
      <div className="admin-card" role="region" aria-label="New key">
        <h2>Copy the key now</h2>
        <p>This is the only time the key is shown: store it where the program reads it. Lost, it cannot be recovered; create another.</p>
        <p>
          <code data-testid="api-key-secret">{secret}</code>
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>{' '}
        <button type="button" className="btn btn-primary" onClick={() => setSecret(undefined)}>
          Done
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={send} noValidate className="admin-card">
      <h2>Create a key</h2>
      <TextField label="Name" value={name} maxLength={80} error={error} onChange={(e) => setName(e.target.value)} />
      <fieldset>
        <legend>Scopes</legend>
        {SCOPES.map((s) => (
          <label key={s.scope} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={scopes.includes(s.scope)}
              onChange={(e) => setScopes(e.target.checked ? [...scopes, s.scope] : scopes.filter((x) => x !== s.scope))}
            />{' '}
            {s.label} <code>{s.scope}</code>
          </label>
        ))}
      </fieldset>
      <Field
        label="Expires (optional)"
        control={(described) => <input {...described} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />}
      />
      <TextField
        label="Allowed addresses (optional: CIDR ranges, separated by commas)"
        value={cidrs}
        onChange={(e) => setCidrs(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={creating} aria-busy={creating || undefined}>
        {creating ? 'Creating…' : 'Create key'}
      </button>
    </form>
  );
}
