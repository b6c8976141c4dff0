import { useEffect, useState, type MouseEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { pageSearch, parsePage } from './pageNumber';
import styles from './Pager.module.css';

/** The page numbers to show: all of them up to 7, else the ends and the current page's neighbours. */
export function pageItems(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  if (page <= 3) [2, 3, 4].forEach((n) => keep.add(n));
  if (page >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((n) => keep.add(n));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}


/** A Relay connection read with usePaginationFragment: the edges loaded so far, and how to load more. */
export interface LoadedConnection<E> {
  edges: readonly E[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): unknown;
}

export interface PageOfConnection<E> {
  /** The page shown: the one in the address, or the one before while that one loads. */
  page: number;
  pages: number;
  rows: E[];
  /** The page in the address while its rows load. */
  loading: number | null;
  /** The page asked for is beyond the last page. */
  beyondLast: boolean;
}

/**
 * The page of a connection the address asks for (?page=n, or ?{param}=n where a page shows
 * two paged tables; `size` rows a page). The rows up to it are loaded as the list is read
 * (loadNext), so going back shows at once and a shared ?page=3 link loads up to page 3 in
 * one request (the route asks for 3 × size).
 */
export function usePageOfConnection<E>(size: number, c: LoadedConnection<E>, param = 'page'): PageOfConnection<E> {
  const [params] = useSearchParams();
  const asked = parsePage(params.get(param));
  const pages = Math.max(1, Math.ceil(c.totalCount / size));
  const loaded = c.edges.length;
  const missing = loaded < Math.min(asked * size, c.totalCount) && c.hasNext;
  const { loadNext, isLoadingNext } = c;
  useEffect(() => {
    if (missing && !isLoadingNext) loadNext(asked * size - loaded);
  }, [missing, isLoadingNext, loadNext, asked, size, loaded]);
  // The page last shown in full stays while the asked one loads.
  const [shown, setShown] = useState(asked);
  if (!missing && shown !== asked) setShown(asked);
  const page = missing ? Math.min(shown, pages) : asked;
  return {
    page,
    pages,
    rows: c.edges.slice((page - 1) * size, page * size),
    loading: missing ? asked : null,
    beyondLast: c.totalCount > 0 && asked > pages,
  };
}

/** Replaces an address beyond the last page (a shared link to a list that shrank) with the last page's. */
export function ToLastPage({ pages, param = 'page' }: { pages: number; param?: string }) {
  const [params] = useSearchParams();
  return <Navigate to={{ search: pageSearch(pages, params, param) }} replace />;
}

export interface PagerProps {
  page: number;
  pages: number;
  /** Called when a page link is followed, before the router moves. */
  onNavigate?: (page: number) => void;
  /** Names the navigation ("Pages of your orders"). */
  label: string;
  /** The search parameter of the page number (as given to usePageOfConnection). */
  param?: string;
}

/**
 * Previous, numbered pages, Next: real links (?page=n, the other search parameters kept), so
 * they can be opened, shared and gone back to. Following one keeps the scroll position: the
 * table changes, not the page.
 */
export function Pager({ page, pages, onNavigate, label, param = 'page' }: PagerProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (n: number) => ({ search: pageSearch(n, params, param) });
  const follow = (n: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    onNavigate?.(n);
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} preventScrollReset rel="prev" onClick={follow(page - 1)}>
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : (
            <span className={styles.pagerDisabled} aria-disabled="true">
              <span aria-hidden="true">‹</span> Previous
            </span>
          )}
        </li>
        {pageItems(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)} preventScrollReset
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={follow(n)}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={to(page + 1)} preventScrollReset rel="next" onClick={follow(page + 1)}>
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={styles.pagerDisabled} aria-disabled="true">
              Next <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
