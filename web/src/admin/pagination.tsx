import { useCallback, useState, useTransition } from 'react';

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
  pages: CursorPages;
  /** Unknown for lists that are not counted: the status then says only "Page 2". */
  totalCount?: number;
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  /** What is paged, for the navigation's name ("Orders"). */
  label: string;
}

/** Previous / Next buttons with "Page 2 of 5" (or "Page 2" when the total is unknown). */
export function Pager({ pages, totalCount, hasNextPage, endCursor, label }: PagerProps) {
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
        onClick={() => pages.next(endCursor)}
        disabled={!hasNextPage || !endCursor || pages.isPending}
      >
        Next
      </button>
    </nav>
  );
}
