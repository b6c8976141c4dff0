import type { JobState } from '../__generated__/JobsQuery.graphql';

/** The filters of /admin/queue (?show=), each a set of River job states. */
export const JOB_FILTERS = [
  { key: 'waiting', label: 'Waiting', states: ['available', 'scheduled', 'pending'] },
  { key: 'running', label: 'Running', states: ['running'] },
  { key: 'retrying', label: 'Retrying', states: ['retryable'] },
  { key: 'failed', label: 'Failed', states: ['discarded'] },
  { key: 'done', label: 'Done', states: ['completed'] },
] as const satisfies readonly { key: string; label: string; states: readonly JobState[] }[];

export type JobFilter = (typeof JOB_FILTERS)[number];

export const JOBS_PAGE_SIZE = 20;

/** The filter the address asks for (?show=), the waiting jobs when none. */
export const jobFilterOf = (search: URLSearchParams): JobFilter => JOB_FILTERS.find((f) => f.key === search.get('show')) ?? JOB_FILTERS[0];

/** The JobsQuery variables of one page of a filter (the page after `after`). */
export const jobsVariables = (filter: JobFilter, after: string | null = null) => ({ states: [...filter.states], first: JOBS_PAGE_SIZE, after });
