import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { HistoryQuery, HistoryQuery$data } from '../../__generated__/HistoryQuery.graphql';
import type { HistoryRestoreMutation } from '../../__generated__/HistoryRestoreMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { words } from '../../admin/describe';
import { toAdminError } from '../../admin/errors';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { useToast } from '../../components/Toast';
import styles from './History.module.css';

const query = graphql`
  query HistoryQuery($id: ID!) @preloadable {
    history(id: $id) {
      id
      action
      actor
      createdAt
      nodeType
      restorable
      changes {
        field
        before
        after
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation HistoryRestoreMutation($id: ID!) {
    restoreRevision(id: $id) {
      id
    }
  }
`;

type Revision = HistoryQuery$data['history'][number];

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};


/** /admin/history/{id}: a record's revisions, newest first, each with what it changed and a way back to it. */
export default function History() {
  const [loaded, reload] = useReloadable<HistoryQuery>(query);
  return (
    <AdminPage title="History" onRetry={reload}>
      <HistoryScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function Changes({ changes }: { changes: Revision['changes'] }) {
  if (!changes.length) return <p className="admin-muted">No field changed.</p>;
  return (
    <dl className={styles.changes}>
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{words(c.field)}</dt>
          <dd>
            <span className={styles.before}>{c.before ?? '(none)'}</span> <span aria-label="became">→</span> <span>{c.after ?? '(none)'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function HistoryScreen({ loaded, reload }: { loaded: PreloadedQuery<HistoryQuery>; reload(): void }) {
  const { history } = usePreloadedQuery<HistoryQuery>(query, loaded);
  const toast = useToast();
  const [restore, busy] = useAdminMutation<HistoryRestoreMutation>(restoreMutation);
  const [asking, setAsking] = useState<Revision | null>(null);
  if (!history.length) return <p className="admin-muted">This record has no history (or it was purged from the trash).</p>;
  // The newest revision is a delete while the record is in the trash: nothing can change it there.
  const inTrash = history[0].action === 'delete';
  const confirm = (rev: Revision) =>
    restore({ id: rev.id }).then(
      () => {
        setAsking(null);
        toast.success(`Restored the version of ${dateTime(rev.createdAt)}`);
        reload();
      },
      (err: unknown) => {
        setAsking(null);
        toast.error(toAdminError(err).message);
      },
    );
  return (
    <>
      <p className="admin-muted">
        A {words(history[0].nodeType)}: every change, newest first.{' '}
        {history[0].restorable
          ? 'Restoring a version saves its values as a new change.'
          : 'It changes only through its own actions, so its versions are shown but not restored.'}
      </p>
      {inTrash && (
        <p className="admin-notice">
          This record is in the trash: restore it from the <Link to="/admin/trash">Trash</Link> before restoring one of its versions.
        </p>
      )}
      <ol className={styles.list} aria-label="Revisions, newest first">
        {history.map((rev, i) => (
          <li key={rev.id} className="admin-card">
            <h2 className={styles.title}>
              {ACTIONS[rev.action] ?? rev.action} by {rev.actor || 'the system'}, {dateTime(rev.createdAt)}
            </h2>
            <Changes changes={rev.changes} />
            {!inTrash && i > 0 && rev.action !== 'delete' && rev.restorable && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking(rev)}>
                Restore this version
              </button>
            )}
          </li>
        ))}
      </ol>
      {asking && (
        <ConfirmDialog
          title={`Restore the version of ${dateTime(asking.createdAt)}?`}
          confirmLabel="Restore this version"
          busy={busy}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>The record's values become those it had after this change; the current values stay in the history.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
