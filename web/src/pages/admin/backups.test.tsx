import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, fail, renderAdmin, resolve, resolveData, user } from '../../admin/test-helpers';
import Backups from './Backups';

const run = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  trigger: 'scheduled',
  status: 'succeeded',
  requestedBy: '',
  startedAt: '2026-11-27T03:00:00Z',
  archive: 'backup-20261127T030000.000Z.tar.age',
  size: '5242880',
  durationMs: '4200',
  pruned: 1,
  error: '',
  ...extra,
});

const failedRun = run('2', {
  status: 'failed',
  startedAt: '2026-11-27T04:00:00Z',
  archive: '',
  size: '0',
  durationMs: '15',
  pruned: 0,
  error: 'BACKUP_TARGET /backups: permission denied',
});

/** The backups query's answer: daily, nothing run yet, unless extra says otherwise. */
const page = (extra: Record<string, unknown> = {}) => ({
  backups: { schedule: 'daily', nextRunAt: '2026-11-28T03:00:00Z', lastSuccess: null, failing: [], runs: [], ...extra },
});

describe('/admin/backups', () => {
  it('shows the last success with its size and duration, the schedule and the runs', async () => {
    const { env } = await renderAdmin(<Backups />, { page: 'Backups', route: '/admin/backups' });
    const ok = run('1');
    await resolveData(env, 'BackupsQuery', page({ lastSuccess: ok, runs: [ok] }));
    expect(await screen.findByTestId('backup-health')).toHaveTextContent(
      'The last backup succeeded on 11/27/2026, 03:00: backup-20261127T030000.000Z.tar.age, 5.0 MB, in 4.2 s.',
    );
    expect(screen.getByTestId('backup-schedule')).toHaveTextContent('Backups run every day at 03:00 UTC. The next starts on 11/28/2026, 03:00.');
    const rows = within(screen.getByRole('table', { name: 'Latest backups' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('scheduled');
    expect(rows[1]).toHaveTextContent('succeeded');
    expect(rows[1]).toHaveTextContent('5.0 MB');
  });

  it('puts failures first, with their error, and still says when the last success was', async () => {
    const { env } = await renderAdmin(<Backups />, { page: 'Backups', route: '/admin/backups' });
    const ok = run('1');
    await resolveData(env, 'BackupsQuery', page({ schedule: 'off', nextRunAt: null, lastSuccess: ok, failing: [failedRun], runs: [failedRun, ok] }));
    expect(await screen.findByTestId('backup-health')).toHaveTextContent('The last backup failed: BACKUP_TARGET /backups: permission denied');
    expect(screen.getByTestId('backup-last-success')).toHaveTextContent('The last success was on 11/27/2026, 03:00');
    expect(screen.getByTestId('backup-schedule')).toHaveTextContent('No backups are scheduled (BACKUP_SCHEDULE=off).');
    const rows = within(screen.getByRole('table', { name: 'Latest backups' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('failed');
    expect(rows[1]).toHaveTextContent('permission denied');
  });

  it('queues a backup with "Back up now", then asks for the page again', async () => {
    const { env } = await renderAdmin(<Backups />, { page: 'Backups', route: '/admin/backups' });
    await resolveData(env, 'BackupsQuery', page());
    expect(await screen.findByTestId('backup-health')).toHaveTextContent('No backup has succeeded yet.');
    expect(screen.getByText('No backup has run yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    await resolve(env, 'BackupsBackUpNowMutation', {
      BackupRun: () => ({ id: '9', status: 'queued' }),
    });
    await expectToast('The backup is queued: it starts in a moment. Refresh to follow it.');
    const queued = run('9', {
      trigger: 'manual',
      status: 'queued',
      requestedBy: 'owner@agency.test',
      archive: '',
      size: '0',
      durationMs: '0',
      pruned: 0,
    });
    await resolveData(env, 'BackupsQuery', page({ runs: [queued] }));
    const rows = within(await screen.findByRole('table', { name: 'Latest backups' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('asked by owner@agency.test');
    expect(rows[1]).toHaveTextContent('queued');
  });

  it('shows the server refusing a second backup while one is queued', async () => {
    const { env } = await renderAdmin(<Backups />, { page: 'Backups', route: '/admin/backups' });
    await resolveData(env, 'BackupsQuery', page({ nextRunAt: null }));
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    await fail(env, 'BackupsBackUpNowMutation', [
      {
        message: 'A backup is already queued or running: it is on the list below.',
        extensions: { code: 'CONFLICT' },
      },
    ]);
    await expectToast('A backup is already queued or running: it is on the list below.', 'error');
  });
});
