import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { JobsQuery, JobState } from '../../__generated__/JobsQuery.graphql';
import type { JobsRetryMutation } from '../../__generated__/JobsRetryMutation.graphql';
import { useToast } from '../../components/Toast';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { useCursorPages, type CursorPages } from '../../admin/pagination';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query JobsQuery($states: [JobState!], $first: Int!, $after: String) {
    jobs(states: $states, first: $first, after: $after) {
      endCursor
      jobs {
        id
        kind
        state
        attempt
        maxAttempts
        createdAt
        scheduledAt
        lastError
      }
    }
  }
`;

const retryMutation = graphql`
  mutation JobsRetryMutation($id: ID!) {
    retryJob(id: $id) {
      id
      kind
      state
      attempt
      scheduledAt
      lastError
    }
  }
`;

/** The filters of the page, each a set of River job states. */
export const JOB_FILTERS = [
  { key: 'waiting', label: 'Waiting', states: ['available', 'scheduled', 'pending'] },
  { key: 'running', label: 'Running', states: ['running'] },
  { key: 'retrying', label: 'Retrying', states: ['retryable'] },
  { key: 'failed', label: 'Failed', states: ['discarded'] },
  { key: 'done', label: 'Done', states: ['completed'] },
] as const satisfies readonly { key: string; label: string; states: readonly JobState[] }[];

type Filter = (typeof JOB_FILTERS)[number];

export const JOBS_PAGE_SIZE = 20;

const RETRYABLE: readonly string[] = ['retryable', 'discarded'];

/** /admin/queue: the jobs of the background queue by state, with "Retry now" on failed ones. */
export default function Jobs() {
  const [params] = useSearchParams();
  const filter = JOB_FILTERS.find((f) => f.key === params.get('show')) ?? JOB_FILTERS[0];
  return (
    <AdminPage title="Background jobs">
      <p className="admin-muted">
        PayPal notices, e-mails and images are handled by these jobs. A failed job is tried again on its own; "Retry now" runs it at once.
      </p>
      <nav className="admin-filter" aria-label="Job states">
        <ul>
          {JOB_FILTERS.map((f) => (
            <li key={f.key}>
              <Link to={{ search: `?show=${f.key}` }} aria-current={f === filter ? 'page' : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <JobsTable key={filter.key} filter={filter} />
    </AdminPage>
  );
}

function JobsTable({ filter }: { filter: Filter }) {
  const toast = useToast();
  const pages = useCursorPages(JOBS_PAGE_SIZE);
  const [refetchKey, refetch, refetching] = useRefetchKey();
  const data = useLazyLoadQuery<JobsQuery>(query, { states: [...filter.states], ...pages.variables }, useAdminQueryOptions(refetchKey));
  const [retry, retrying] = useAdminMutation<JobsRetryMutation>(retryMutation);

  async function retryNow(id: string, kind: string) {
    try {
      await retry({ id });
      toast.success(`Job ${id} (${kind}) will run again now.`);
      refetch();
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  const caption = `${filter.label} jobs`;
  return (
    <>
      <DataTable
        caption={caption}
        showCaption
        busy={pages.isPending || refetching}
        rows={data.jobs.jobs}
        rowKey={(j) => j.id}
        empty={`No ${filter.label.toLowerCase()} jobs.`}
        columns={[
          { header: 'Kind', cell: (j) => j.kind },
          { header: 'State', cell: (j) => <StatusBadge status={j.state} /> },
          { header: 'Attempt', cell: (j) => `${j.attempt}/${j.maxAttempts}`, numeric: true },
          { header: 'Created', cell: (j) => dateTime(j.createdAt) },
          { header: 'Next run', cell: (j) => (j.state === 'completed' || j.state === 'discarded' ? '' : dateTime(j.scheduledAt)) },
          { header: 'Last error', className: 'wrap', cell: (j) => <span className="admin-error-text">{j.lastError}</span> },
          {
            header: 'Action',
            cell: (j) =>
              RETRYABLE.includes(j.state) ? (
                <button type="button" className="btn btn-outline btn-sm" disabled={retrying} onClick={() => retryNow(j.id, j.kind)}>
                  Retry now{' '}
                  <span className="visually-hidden">
                    job {j.id} ({j.kind})
                  </span>
                </button>
              ) : null,
          },
        ]}
      />
      <JobsPager pages={pages} endCursor={data.jobs.endCursor} label={`Pages of ${caption.toLowerCase()}`} />
    </>
  );
}

/**
 * Previous / Next buttons with "Page 2": the queue's lists are neither counted nor numbered
 * (River pages by cursor), so they cannot have the numbered page links of other tables.
 */
function JobsPager({ pages, endCursor, label }: { pages: CursorPages; endCursor: string | null | undefined; label: string }) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" onClick={pages.previous} disabled={pages.page <= 1 || pages.isPending}>
        Previous
      </button>
      <span className="admin-pager-status" aria-live="polite">
        Page {pages.page}
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => pages.next(endCursor)} disabled={endCursor == null || pages.isPending}>
        Next
      </button>
    </nav>
  );
}
