import type { MouseEvent } from 'react';
import { Link } from 'react-router';

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

/** The search string of page n (page 1 has none: /my-order is page 1). */
export function pageSearch(n: number): string {
  return n <= 1 ? '' : `?page=${n}`;
}

export interface PaginationProps {
  page: number;
  pages: number;
  /** Called when a page link is followed, before the router moves. */
  onNavigate?: (page: number) => void;
  label?: string;
}

/** Previous, numbered pages, Next: real links (?page=n), so they can be opened, shared and gone back to. */
export function Pagination({ page, pages, onNavigate, label = 'Pages of your orders' }: PaginationProps) {
  if (pages <= 1) return null;
  const follow = (n: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    onNavigate?.(n);
  };
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={{ search: pageSearch(page - 1) }} className="pager-step" rel="prev" onClick={follow(page - 1)}>
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : (
            <span className="pager-step pager-disabled" aria-disabled="true">
              <span aria-hidden="true">‹</span> Previous
            </span>
          )}
        </li>
        {pageItems(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={{ search: pageSearch(n) }}
                className="pager-num"
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
            <Link to={{ search: pageSearch(page + 1) }} className="pager-step" rel="next" onClick={follow(page + 1)}>
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pager-step pager-disabled" aria-disabled="true">
              Next <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
