import { useCallback, useState, useTransition } from 'react';
import type { LoadMoreFn } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

export interface CursorPages {
  /** Variables for a connection: { first, after }. */
  variables: { first: number; after: string | null };
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** A page change is loading (the old rows stay until the new ones arrive). */
  isPending: boolean;
  next(endCursor: string | null | undefined): void;
  previous(): void;
}

/**
 * Previous/Next paging over a Relay connection: remembers the cursor each page started
 * after, so Previous returns exactly to the page before. Changes run in a transition: the
 * table keeps its rows while the next page loads.
 */
export function useCursorPages(pageSize: number): CursorPages {
  const [afters, setAfters] = useState<(string | null)[]>([null]);
  const [isPending, startTransition] = useTransition();
  const next = useCallback((endCursor: string | null | undefined) => {
    if (!endCursor) return;
    startTransition(() => setAfters((a) => [...a, endCursor]));
  }, []);
  const previous = useCallback(() => {
    startTransition(() => setAfters((a) => (a.length > 1 ? a.slice(0, -1) : a)));
  }, []);
  return {
    variables: { first: pageSize, after: afters[afters.length - 1] },
    page: afters.length,
    pageSize,
    isPending,
    next,
    previous,
  };
}

export interface PagerProps {
  pages: { page: number; pageSize: number; isPending: boolean; previous(): void; next(): void };
  /** Unknown for lists that are not counted: the status then says only "Page 2". */
  totalCount?: number;
  hasNextPage: boolean;
  /** What is paged, for the navigation's name ("Orders"). */
  label: string;
}

/** Previous / Next buttons with "Page 2 of 5" (or "Page 2" when the total is unknown). */
export function Pager({ pages, totalCount, hasNextPage, label }: PagerProps) {
  const totalPages = totalCount === undefined ? null : Math.max(1, Math.ceil(totalCount / pages.pageSize), pages.page);
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <button type="button" className="btn btn-outline btn-sm" onClick={pages.previous} disabled={pages.page <= 1 || pages.isPending}>
        Previous
      </button>
      <span className="admin-pager-status" aria-live="polite">
        Page {pages.page}
        {totalPages !== null && ` of ${totalPages}`}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={pages.next}
        disabled={!hasNextPage || pages.isPending}
      >
        Next
      </button>
    </nav>
  );
}

/** What usePaginationFragment gives for a connection: the edges loaded so far and how to load more. */
export interface LoadedEdges<E> {
  edges: readonly E[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: LoadMoreFn<OperationType>;
}

/**
 * Previous/Next over a connection read with usePaginationFragment: Next loads the following
 * `pageSize` edges (once; they stay in the store), then shows them; Previous shows the page
 * before at once. The current rows stay while the next page loads.
 */
export function useFragmentPages<E>(pageSize: number, { edges, hasNext, isLoadingNext, loadNext }: LoadedEdges<E>) {
  const [page, setPage] = useState(1);
  const loadedNextPage = edges.length > page * pageSize;
  const next = () => {
    if (loadedNextPage || !hasNext) setPage(page + 1);
    else loadNext(pageSize, { onComplete: (error) => !error && setPage(page + 1) });
  };
  return {
    page,
    pageSize,
    rows: edges.slice((page - 1) * pageSize, page * pageSize),
    offset: (page - 1) * pageSize,
    isPending: isLoadingNext,
    hasNextPage: loadedNextPage || hasNext,
    next,
    previous: () => setPage(Math.max(1, page - 1)),
  };
}
