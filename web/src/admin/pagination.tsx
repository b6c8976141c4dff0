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
