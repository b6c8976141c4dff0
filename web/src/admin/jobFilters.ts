import type { JobState } from '../__generated__/JobsQuery.graphql';
import { pageSearch, parsePage } from '../components/pageNumber';

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

/**
 * The page of the list the address asks for: ?page=n with the cursor it starts after
 * (?after=; River pages by cursor). Without a cursor it is the first page.
 */
export function jobsPageOf(search: URLSearchParams): { page: number; after: string | null } {
  const page = parsePage(search.get('page'));
  const after = search.get('after');
  return page > 1 && after ? { page, after } : { page: 1, after: null };
}

/** The search string of page n of the list, starting after `after`, the filter kept. */
export function jobsSearch(current: URLSearchParams, page: number, after: string | null): string {
  const first = page <= 1 || !after;
  const next = new URLSearchParams(pageSearch(first ? 1 : page, current));
  if (first) next.delete('after');
  else next.set('after', after);
  const search = next.toString();
  return search ? `?${search}` : '';
}
