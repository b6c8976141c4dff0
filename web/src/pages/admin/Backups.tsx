import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { BackupsBackUpNowMutation } from '../../__generated__/BackupsBackUpNowMutation.graphql';
import type { BackupsQuery } from '../../__generated__/BackupsQuery.graphql';
import { useToast } from '../../components/Toast';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { sizeOf } from '../../admin/media';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query BackupsQuery @preloadable {
    backups {
      schedule
      nextRunAt
      lastSuccess {
        startedAt
        archive
        size
        durationMs
      }
      failing {
        id
        startedAt
        error
      }
      runs {
        id
        trigger
        status
        requestedBy
        startedAt
        archive
        size
        durationMs
        pruned
        error
      }
    }
  }
`;

const backUpNowMutation = graphql`
  mutation BackupsBackUpNowMutation {
    backUpNow {
      id
      status
    }
  }
`;

const SCHEDULES: Record<string, string> = {
  off: 'No backups are scheduled (BACKUP_SCHEDULE=off).',
  hourly: 'Backups run every hour.',
  daily: 'Backups run every day at 03:00 UTC.',
};

/** "4.2 s", "1 min 5 s". */
function duration(ms: number): string {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** /admin/backups (the Owner's): the last success, the failures since, the next run, "Back up now" and the latest runs. */
export default function Backups() {
  const [loaded, reload, reloading] = useReloadable<BackupsQuery>(query);
  return (
    <AdminPage title="Backups" onRetry={reload}>
      <BackupsScreen loaded={loaded} reload={reload} reloading={reloading} />
    </AdminPage>
  );
}

function BackupsScreen({ loaded, reload, reloading }: { loaded: PreloadedQuery<BackupsQuery>; reload(): void; reloading: boolean }) {
  const toast = useToast();
  const { backups } = usePreloadedQuery<BackupsQuery>(query, loaded);
  const [backUpNow, asking] = useAdminMutation<BackupsBackUpNowMutation>(backUpNowMutation);
  const last = backups.lastSuccess;
  const failing = backups.failing;

  async function ask() {
    try {
      await backUpNow({});
      toast.success('The backup is queued: it starts in a moment. Refresh to follow it.');
      reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <>
      <p role="status" className={failing.length ? 'admin-error' : 'admin-ok'} data-testid="backup-health">
        {failing.length
          ? `The last ${failing.length === 1 ? 'backup' : `${failing.length} backups`} failed: ${failing[0].error}`
          : last
            ? `The last backup succeeded on ${dateTime(last.startedAt)}: ${last.archive}, ${sizeOf(Number(last.size))}, in ${duration(Number(last.durationMs))}.`
            : 'No backup has succeeded yet.'}
      </p>
      {failing.length > 0 && (
        <p className="admin-muted" data-testid="backup-last-success">
          {last ? `The last success was on ${dateTime(last.startedAt)} (${last.archive}).` : 'No backup has succeeded yet.'}
        </p>
      )}
      <p className="admin-muted" data-testid="backup-schedule">
        {SCHEDULES[backups.schedule] ?? backups.schedule}
        {backups.nextRunAt ? ` The next starts on ${dateTime(backups.nextRunAt)}.` : ''}
      </p>
      <p>
        <button type="button" className="btn btn-primary" disabled={asking} onClick={ask}>
          Back up now
        </button>{' '}
        <button type="button" className="btn btn-outline" disabled={reloading} onClick={reload}>
          Refresh
        </button>
      </p>
      <DataTable
        caption="Latest backups"
        showCaption
        busy={reloading}
        rows={backups.runs}
        rowKey={(r) => r.id}
        empty="No backup has run yet."
        columns={[
          { header: 'Started', cell: (r) => dateTime(r.startedAt) },
          {
            header: 'Run',
            cell: (r) => (r.trigger === 'manual' ? `asked by ${r.requestedBy || 'the Owner'}` : 'scheduled'),
          },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
          { header: 'Archive', cell: (r) => r.archive },
          {
            header: 'Size',
            cell: (r) => (r.status === 'succeeded' ? sizeOf(Number(r.size)) : ''),
            numeric: true,
          },
          {
            header: 'Duration',
            cell: (r) => (r.status === 'succeeded' || r.status === 'failed' ? duration(Number(r.durationMs)) : ''),
            numeric: true,
          },
          {
            header: 'Deleted by retention',
            cell: (r) => (r.pruned ? String(r.pruned) : ''),
            numeric: true,
          },
          {
            header: 'Error',
            wide: true,
            cell: (r) => <span className="admin-error-text">{r.error}</span>,
          },
        ]}
      />
    </>
  );
}
