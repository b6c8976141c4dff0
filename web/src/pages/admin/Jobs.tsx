import { useEffect } from 'react';
import { graphql, readInlineData, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Jobs_job$key } from '../../__generated__/Jobs_job.graphql';
import type { JobsQuery } from '../../__generated__/JobsQuery.graphql';
import type { JobsRetryMutation } from '../../__generated__/JobsRetryMutation.graphql';
import { useToast } from '../../components/Toast';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { JOB_FILTERS, jobFilterOf, jobsPageOf, jobsSearch, jobsVariables, type JobFilter } from '../../admin/jobFilters';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import styles from './Jobs.module.css';

const query = graphql`
  query JobsQuery($states: [JobState!], $first: Int!, $after: String) @preloadable {
    jobs(states: $states, first: $first, after: $after) {
      endCursor
      jobs {
        ...Jobs_job
      }
    }
  }
`;

// A row of the table: read from the list, and returned by a retry to update it.
const jobFragment = graphql`
  fragment Jobs_job on Job @inline {
    id
    kind
    state
    attempt
    maxAttempts
    createdAt
    scheduledAt
    lastError
  }
`;

const retryMutation = graphql`
  mutation JobsRetryMutation($id: ID!) {
    retryJob(id: $id) {
      ...Jobs_job
    }
  }
`;

const RETRYABLE: readonly string[] = ['retryable', 'discarded'];

/** /admin/queue: the jobs of the background queue by state, with "Retry now" on failed ones. */
export default function Jobs() {
  const filter = jobFilterOf(useSearchParams()[0]);
  const [loaded, reload, reloading, loadWith] = useReloadable<JobsQuery>(query);
  return (
    <AdminPage title="Background jobs" onRetry={reload}>
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
      <JobsTable key={filter.key} filter={filter} loaded={loaded} reload={reload} loadWith={loadWith} reloading={reloading} />
    </AdminPage>
  );
}

interface TableProps {
  filter: JobFilter;
  loaded: PreloadedQuery<JobsQuery>;
  reload(): void;
  loadWith(variables: JobsQuery['variables']): void;
  reloading: boolean;
}

/** What a page of the list keeps in its history entry: the cursors the pages before it started after. */
interface PageState {
  before: (string | null)[];
}

function JobsTable({ filter, loaded, reload, loadWith, reloading }: TableProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { page, after } = jobsPageOf(search);
  // Previous goes back exactly to the page before: the history entry keeps the way there (a
  // reload too), and page 2's is always known. A later page opened afresh from a link has
  // none: its Previous starts from the first page.
  const kept = (location.state as PageState | null)?.before;
  const before = Array.isArray(kept) && kept.length === page - 1 ? kept : page === 2 ? [null] : null;
  // A new ?show= or page does not run the route's loader again (a change of the search is
  // the page's own business): the table asks for its page itself.
  const stale = String(loaded.variables.states) !== String(filter.states) || (loaded.variables.after ?? null) !== after;
  useEffect(() => {
    if (stale) loadWith(jobsVariables(filter, after));
  }, [stale, filter, after, loadWith]);
  const data = usePreloadedQuery<JobsQuery>(query, loaded);
  const [retry, retrying] = useAdminMutation<JobsRetryMutation>(retryMutation);

  function goTo(n: number, start: string | null, state: PageState) {
    navigate({ search: jobsSearch(search, n, start) }, { state, preventScrollReset: true });
  }
  const previous = () => (before ? goTo(page - 1, before[page - 2], { before: before.slice(0, -1) }) : goTo(1, null, { before: [] }));
  const next = (end: string) => goTo(page + 1, end, { before: before ? [...before, after] : [] });

  async function retryNow(id: string, kind: string) {
    try {
      await retry({ id });
      toast.success(`Job ${id} (${kind}) will run again now.`);
      reload();
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
        busy={reloading || stale}
        rows={data.jobs.jobs.map((j) => readInlineData<Jobs_job$key>(jobFragment, j))}
        rowKey={(j) => j.id}
        empty={`No ${filter.label.toLowerCase()} jobs.`}
        columns={[
          { header: 'Kind', cell: (j) => j.kind },
          { header: 'State', cell: (j) => <StatusBadge status={j.state} /> },
          { header: 'Attempt', cell: (j) => `${j.attempt}/${j.maxAttempts}`, numeric: true },
          { header: 'Created', cell: (j) => dateTime(j.createdAt) },
          { header: 'Next run', cell: (j) => (j.state === 'completed' || j.state === 'discarded' ? '' : dateTime(j.scheduledAt)) },
          { header: 'Last error', wide: true, cell: (j) => <span className="admin-error-text">{j.lastError}</span> },
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
      {/* Previous / Next with "Page 2": River pages by cursor, so the queue's lists are neither counted nor numbered like other tables. */}
      <nav className={styles.pager} aria-label={`Pages of ${caption.toLowerCase()}`}>
        <button type="button" className="btn btn-outline btn-sm" onClick={previous} disabled={page <= 1 || reloading || stale}>
          Previous
        </button>
        <span className={styles.status} aria-live="polite">
          Page {page}
        </span>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => data.jobs.endCursor && next(data.jobs.endCursor)}
          disabled={data.jobs.endCursor == null || reloading || stale}
        >
          Next
        </button>
      </nav>
    </>
  );
}
